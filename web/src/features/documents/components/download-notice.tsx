import { Suspense, lazy } from 'react';
import type { DownloadNotice as Notice } from '../hooks/use-downloads';

// Snackbar and Alert load with the first result, not with the page.
const DownloadToast = lazy(() => import('./download-toast'));

/** The toast of the latest download result, if any. */
export function DownloadNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <DownloadToast key={notice.id} outcome={notice.outcome} onClose={onClose} />
    </Suspense>
  );
}
