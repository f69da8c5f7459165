import { CardGrid } from '../../../components/ui/card-grid';
import { DownloadCard, type DownloadCardProps } from './download-card';

/** A grid of download cards (1, 2 or 4 columns by width), each a link to its file under /documents/. */
export function DownloadGrid({ items }: { items: readonly DownloadCardProps[] }) {
  return (
    <CardGrid columns={4} list>
      {items.map((card) => (
        <DownloadCard key={card.id} {...card} />
      ))}
    </CardGrid>
  );
}
