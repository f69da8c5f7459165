import { TitledToast } from '../../../components/ui/titled-toast';
import { DOWNLOAD_BUTTON_COPY, DOWNLOAD_MESSAGES } from '../../../content/documents';
import type { DownloadOutcome } from '../hooks/use-downloads';

/** 'Download Started' fades; 'Download Failed' stays until closed, so it is not missed. */
const STARTED_VISIBLE_MS = 6000;

/** The result of a download (SPEC.md section 8). Default export for React.lazy: loaded with the first result. */
export default function DownloadToast({ outcome, onClose }: { outcome: DownloadOutcome; onClose: () => void }) {
  const started = outcome === 'started';
  return (
    <TitledToast
      severity={started ? 'success' : 'error'}
      title={started ? DOWNLOAD_MESSAGES.startedTitle : DOWNLOAD_MESSAGES.failedTitle}
      closeLabel={DOWNLOAD_BUTTON_COPY.close}
      onClose={onClose}
      autoHideMs={started ? STARTED_VISIBLE_MS : null}
    >
      {started ? DOWNLOAD_MESSAGES.startedText : DOWNLOAD_MESSAGES.failedText}
    </TitledToast>
  );
}
