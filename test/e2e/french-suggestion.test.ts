import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS, PATHS } from '../../shared/site-routes';
import { useBrowserStack } from '../support/browser-stack';

const session = useBrowserStack();

/** Home as a browser whose languages are `locale`, and the suggestion it may show. */
async function openHome(locale: string, width = 390) {
  const context = await session.browser.newContext({ locale, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto(`${session.stack.url}${PATHS.home}`, { waitUntil: 'networkidle' });
  return { context, page, response, suggestion: page.getByRole('complementary', { name: 'Cette page existe aussi en français.' }) };
}

describe('the suggestion to read Home in French', () => {
  it('is offered to a browser that prefers French, on the English page it asked for, and once closed stays closed', async () => {
    const { context, page, response, suggestion } = await openHome('fr-CA');

    // Never a redirect: the visitor, a crawler or a shared link gets the page asked for.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await suggestion.getByRole('link', { name: 'Lire en français' }).getAttribute('href')).toBe(FRENCH_PATHS.home);

    await suggestion.getByRole('button', { name: 'Fermer' }).click();
    expect(await suggestion.count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await suggestion.count()).toBe(0);
    await context.close();
  });

  it('is not offered to a browser that prefers English', async () => {
    const { context, page, suggestion } = await openHome('en-CA');

    await page.waitForTimeout(500);
    expect(await suggestion.count()).toBe(0);
    await context.close();
  });
});
