import { dismissNotice, type Notice } from '../../lib/notices';
import { TitledToast } from './titled-toast';

/** Long enough to read two lines; errors stay until closed so nobody misses why something failed. */
const SUCCESS_VISIBLE_MS = 6000;

/** The app-wide notice (lib/notices.ts) as the site's toast. Default export for React.lazy. */
export default function NoticeSnackbar({ notice }: { notice: Notice }) {
  return (
    <TitledToast
      severity={notice.severity}
      title={notice.title}
      onClose={() => dismissNotice(notice.id)}
      autoHideMs={notice.severity === 'error' ? null : SUCCESS_VISIBLE_MS}
    >
      {notice.text}
    </TitledToast>
  );
}
