import { CardGrid } from '../../../components/ui/card-grid';
import { LinkCard } from '../../../components/ui/link-card';
import { Section } from '../../../components/ui/section';
import type { LinkCardCopy, SectionIntroCopy } from '../../../content/types';

export interface HomeLinkCardsProps {
  id: string;
  copy: SectionIntroCopy & { items: readonly LinkCardCopy[] };
  columns: 2 | 3 | 4 | 5;
  tone?: 'plain' | 'muted';
}

/** A band of cards that each lead to another page (the explore and regional blocks). */
export function HomeLinkCards({ id, copy, columns, tone }: HomeLinkCardsProps) {
  return (
    <Section id={id} title={copy.title} intro={copy.intro} tone={tone}>
      <CardGrid columns={columns} list>
        {copy.items.map((item) => (
          <LinkCard key={item.to} {...item} />
        ))}
      </CardGrid>
    </Section>
  );
}
