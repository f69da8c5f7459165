import { useEffect } from 'react';
import { useLocation } from 'react-router';

type Reporter = typeof import('../report-vitals');
let reporter: Promise<Reporter> | undefined;

/** Loads the reporter once the browser is idle after hydration, so it never competes with the page. */
function loadReporter(): Promise<Reporter> {
  reporter ??= new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1),
  )
    .then(() => import('../report-vitals'))
    .then((module) => (module.startVitalsReporting(), module));
  return reporter;
}

/** Counts a page view for the first load and every client-side navigation. Renders nothing. */
export function VitalsReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    void loadReporter().then((module) => module.recordPageView(pathname));
  }, [pathname]);
  return null;
}
