import Box from '@mui/material/Box';
import { CardGrid } from '../../../components/ui/card-grid';
import { useDownloads, type MakeFile } from '../hooks/use-downloads';
import { useHydrated } from '../hooks/use-hydrated';
import { DownloadCard, type DownloadCardProps } from './download-card';

export interface DownloadItem extends Omit<DownloadCardProps, 'running' | 'progress' | 'onDownload'> {
  fileName: string;
  make: MakeFile;
}

/**
 * A grid of download cards (1, 2 or 4 columns by width) with their shared download state.
 * Marked `data-interactive` once hydrated: the sections load as they scroll near, and tests
 * and tools wait for it rather than clicking a button that is not live yet.
 */
export function DownloadGrid({ items }: { items: readonly DownloadItem[] }) {
  const downloads = useDownloads();
  const hydrated = useHydrated();
  return (
    <Box data-interactive={hydrated || undefined}>
      <CardGrid columns={4} list>
        {items.map(({ fileName, make, ...card }) => (
          <DownloadCard
            key={card.id}
            {...card}
            running={downloads.isRunning(card.id)}
            progress={downloads.progressOf(card.id)}
            onDownload={() => void downloads.start(card.id, fileName, make)}
          />
        ))}
      </CardGrid>
    </Box>
  );
}
