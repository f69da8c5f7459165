import { describe, expect, it } from 'vitest';
import { VITALS_ENDPOINT, type VitalsBeacon } from '../../shared/vitals';
import { useBrowserStack } from '../support/browser-stack';

const session = useBrowserStack();

/** Tells the page it is hidden, as a browser does when the visitor switches away. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('field measurement', () => {
  it('reports the page view and Core Web Vitals when the page is hidden, and the API accepts them', async () => {
    const page = await session.browser.newPage();
    const beacons: { status: number; beacon: VitalsBeacon }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(VITALS_ENDPOINT)) beacons.push({ status: response.status(), beacon: JSON.parse(response.request().postData() ?? '{}') as VitalsBeacon });
    });
    await page.goto(session.stack.url, { waitUntil: 'networkidle' });
    await page.mouse.click(5, 300); // an interaction, so there is something for INP to measure

    // The reporter loads when the browser is idle after hydration, and listens only once it has run:
    // the page is hidden again until its beacons carry the page view and the load's metrics.
    const reported = () => new Set(beacons.flatMap(({ beacon }) => beacon.metrics.map((metric) => metric.name)));
    await expect
      .poll(
        async () => {
          await page.evaluate(hidePage);
          return (['LCP', 'FCP', 'TTFB'] as const).every((name) => reported().has(name)) && beacons.some(({ beacon }) => beacon.pageViews.includes('/'));
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);

    expect(beacons.every(({ status }) => status === 204)).toBe(true);
    expect(beacons.every(({ beacon }) => beacon.path === '/')).toBe(true);
    expect(beacons.flatMap(({ beacon }) => beacon.pageViews)).toEqual(['/']);
    await page.close();
  });
});
