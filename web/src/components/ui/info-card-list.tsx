import type { ReactElement } from 'react';
import type { CardCopy } from '../../content/types';
import { CardGrid, type CardGridProps } from './card-grid';
import { InfoCard } from './info-card';

export interface InfoCardListProps<Icon extends string> {
  items: readonly (CardCopy & { icon?: Icon })[];
  /** Each item's icon by its name; none when omitted. */
  icons?: Readonly<Record<Icon, ReactElement>>;
  columns?: CardGridProps['columns'];
}

/** A list of cards, each a title and its text, with its icon where the item names one. */
export function InfoCardList<Icon extends string>({ items, icons, columns }: InfoCardListProps<Icon>) {
  return (
    <CardGrid columns={columns} list>
      {items.map((item) => (
        <InfoCard key={item.title} title={item.title} icon={item.icon && icons?.[item.icon]} listItem>
          {item.text}
        </InfoCard>
      ))}
    </CardGrid>
  );
}
