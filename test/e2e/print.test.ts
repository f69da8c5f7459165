import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/site-routes';
import { SITE_COPY } from '../../web/src/content/site';
import { useBrowserStack } from '../support/browser-stack';

/**
 * The pages a buyer prints for a board or a purchasing file: their content in black on white, with
 * the seller's contact on the first page and no site chrome, forms or buttons.
 */

const env = useBrowserStack();
const seller = __SITE_SETTINGS__;
const PRINTED_PAGES = [PATHS.specifications, PATHS.deliveredCost, PATHS.alberta, PATHS.saskatchewan, PATHS.canadaUsa];
const LETTERHEAD = SITE_COPY.printSeller({ name: seller.sellerName, phone: seller.sellerPhone, email: seller.sellerEmail, host: seller.siteHost });

describe('a printed page', () => {
  it.each(PRINTED_PAGES)('%s leaves out navigation, forms and buttons, and opens with the seller', async (path) => {
    const context = await env.browser.newContext({ viewport: { width: 816, height: 1056 } });
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${path}`);

    await page.emulateMedia({ media: 'print' });

    const shown = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
    expect(await shown('header, footer, nav, form, .MuiButton-root')).toBe(0);
    expect(await page.getByText(LETTERHEAD).isVisible()).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    expect(await heading.evaluate((element) => getComputedStyle(element.closest('main > *')!).backgroundImage)).toBe('none');
    await context.close();
  });

  it('is not shown on screen', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.stack.url}${PATHS.specifications}`);

    expect(await page.getByText(LETTERHEAD).count()).toBe(1);
    expect(await page.getByText(LETTERHEAD).isVisible()).toBe(false);
    await context.close();
  });
});
