import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { cadEquivalent } from '../../shared/listing-figures';
import { BUILT_IN_LISTING_STATE } from '../../shared/listing-state';
import { formatAmount } from '../../shared/trailer';
import { FRENCH_PATHS } from '../../shared/site-routes';
import { NAV_LINKS } from '../../web/src/content/navigation';
import { useBrowserStack } from '../support/browser-stack';

const session = useBrowserStack();

async function openHome(width: number): Promise<Page> {
  const page = await session.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(session.stack.url, { waitUntil: 'networkidle' });
  expect(errors).toEqual([]);
  return page;
}

describe('home page in Chromium', () => {
  it('shows the featured hero photo the page was published with, loaded', async () => {
    const page = await openHome(1280);
    const hero = page.getByRole('img', { name: /sample exterior photo 1/i });

    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.getAttribute('src')).toMatch(/^\/media\/images\//);
    await page.close();
  });

  it('shows every navigation label of the spec on a desktop, in one row that fits from the large breakpoint up', async () => {
    for (const width of [1200, 1280, 1536]) {
      const page = await openHome(width);
      const navigation = page.getByRole('navigation', { name: /main/i });

      for (const link of NAV_LINKS) {
        await expect.poll(() => navigation.getByRole('link', { name: link.label, exact: true }).count(), { message: `${width} px` }).toBe(1);
      }
      for (const path of ['/', FRENCH_PATHS.home]) {
        await page.goto(`${session.stack.url}${path}`);
        // Nothing squeezed (the brand's mark keeps its width) and nothing pushed past the row's end.
        const row = await page.locator('header nav').first().evaluate((nav) => {
          const brand = nav.parentElement!.firstElementChild!;
          return { overflow: nav.parentElement!.scrollWidth - nav.parentElement!.clientWidth, squeeze: brand.querySelector('svg')!.getBoundingClientRect().width - brand.getBoundingClientRect().width };
        });
        expect(row.overflow, `${path} at ${width} px`).toBe(0);
        expect(row.squeeze, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.close();
    }
  });

  it('shows the price in USD and its CAD equivalent at the seller’s rate', async () => {
    const page = await openHome(390);
    const text = await page.locator('main').innerText();

    expect(text).toContain(formatAmount(BUILT_IN_LISTING_STATE.priceUsd));
    expect(text).toContain(formatAmount(cadEquivalent(BUILT_IN_LISTING_STATE.priceUsd, BUILT_IN_FACTS.cadRate)));
    await page.close();
  });
});
