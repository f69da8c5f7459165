import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { cadEquivalent } from '../../shared/listing-figures';
import { BUILT_IN_LISTING_STATE } from '../../shared/listing-state';
import { formatAmount } from '../../shared/trailer';
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

  it('shows every navigation label of the spec on a desktop', async () => {
    const page = await openHome(1280);
    const navigation = page.getByRole('navigation', { name: /main/i });

    for (const link of NAV_LINKS) {
      await expect.poll(() => navigation.getByRole('link', { name: link.label, exact: true }).count()).toBe(1);
    }
    await page.close();
  });

  it('shows the price in USD and its CAD equivalent at the seller’s rate', async () => {
    const page = await openHome(390);
    const text = await page.locator('main').innerText();

    expect(text).toContain(formatAmount(BUILT_IN_LISTING_STATE.priceUsd));
    expect(text).toContain(formatAmount(cadEquivalent(BUILT_IN_LISTING_STATE.priceUsd, BUILT_IN_FACTS.cadRate)));
    await page.close();
  });
});
