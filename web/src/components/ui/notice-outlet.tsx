import { lazy, Suspense } from 'react';
import { useNotice } from '../../lib/notices';

// Snackbar and Alert load with the first notice, not with the page.
const NoticeSnackbar = lazy(() => import('./notice-snackbar'));

/** Shows the app-wide notice (lib/notices.ts); mounted once by the site shell. */
export function NoticeOutlet() {
  const notice = useNotice();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar key={notice.id} notice={notice} />
    </Suspense>
  );
}
