import { CardGrid } from '../../../components/ui/card-grid';
import { useDownloads, type MakeFile } from '../hooks/use-downloads';
import { DownloadCard, type DownloadCardProps } from './download-card';

export type DownloadItem = Omit<DownloadCardProps, 'running' | 'progress' | 'onDownload'> & {
  /** For a file made on click (one with no `href`). */
  make?: MakeFile;
};

/**
 * A grid of download cards (1, 2 or 4 columns by width). Cards with an `href` are links to files
 * the build made; the others share the state of the downloads made on click.
 */
export function DownloadGrid({ items }: { items: readonly DownloadItem[] }) {
  const downloads = useDownloads();
  return (
    <CardGrid columns={4} list>
      {items.map(({ make, ...card }) =>
        make ? (
          <DownloadCard
            key={card.id}
            {...card}
            running={downloads.isRunning(card.id)}
            progress={downloads.progressOf(card.id)}
            onDownload={() => void downloads.start(card.id, card.fileName, make)}
          />
        ) : (
          <DownloadCard key={card.id} {...card} />
        ),
      )}
    </CardGrid>
  );
}
