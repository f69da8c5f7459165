import { describe, expect, it } from 'vitest';
import { VITALS_ENDPOINT, type VitalsBeacon } from '../../shared/vitals';
import { useBrowserStack } from '../support/browser-stack';

const session = useBrowserStack();

describe('field measurement', () => {
  it('reports the page view and Core Web Vitals when the page is hidden, and the API accepts them', async () => {
    const page = await session.browser.newPage();
    await page.goto(session.stack.url, { waitUntil: 'networkidle' });
    // The reporter loads when the browser is idle after hydration.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('report-vitals')))).toBe(true);
    await page.mouse.click(5, 300); // an interaction, so there is something for INP to measure

    const beaconResponse = page.waitForResponse((response) => response.url().endsWith(VITALS_ENDPOINT));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    const response = await beaconResponse;
    const beacon = JSON.parse(response.request().postData() ?? '{}') as VitalsBeacon;

    expect(response.status()).toBe(204);
    expect(beacon.path).toBe('/');
    expect(beacon.pageViews).toEqual(['/']);
    expect(beacon.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
    await page.close();
  });
});
