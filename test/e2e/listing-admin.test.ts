import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { LISTING_ENDPOINT, type PublicListingState } from '../../shared/listing-state';
import { LISTING_CHANGE_COPY } from '../../shared/listing-state-admin';
import { useBrowserStack } from '../support/browser-stack';
import { openPage, signUpAndConfirm } from './support/admin-session';

const context = useBrowserStack();

describe("Admin Mode's listing panel in Chromium", () => {
  it('sets Under offer with a note, then Sold; the page shows it at once and the history names the admin, the public API never does', async () => {
    // Prepare: the seller signs up, claims admin and turns Admin Mode on
    const { adminEmail } = readSiteSettings();
    const { page, errors } = await openPage(context, '/auth?next=/gallery');
    await signUpAndConfirm(context, page, adminEmail);
    await page.waitForURL(/\/gallery$/);
    await page.getByLabel('Admin Mode').click();
    const panel = page.getByRole('region', { name: 'Listing status' });
    await panel.getByText('No changes yet').waitFor();

    // Act: under offer, with a note
    await panel.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Under offer' }).click();
    await panel.getByLabel('Public note (optional)').fill('Deposit received; back-up offers welcome');
    await panel.getByRole('button', { name: 'Save listing' }).click();

    // Assess: the admin is told when buyers see it, and this page's banner shows it already
    await page.getByText(LISTING_CHANGE_COPY.saved).waitFor();
    const banner = page.getByRole('complementary', { name: 'Listing status' });
    await banner.getByText('Under offer', { exact: true }).waitFor();
    // The note shows under the status (and again in the closed history).
    await banner.getByText('Deposit received; back-up offers welcome', { exact: true }).first().waitFor();
    await expect.poll(() => panel.getByRole('row').count()).toBe(2);

    // Act: sold
    await panel.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sold' }).click();
    await panel.getByLabel('Public note (optional)').fill('');
    await panel.getByRole('button', { name: 'Save listing' }).click();

    // Assess: two dated entries, each with who made it; the public state has both, without the admin
    await banner.getByText('Sold', { exact: true }).waitFor();
    await expect.poll(() => panel.getByRole('row').count()).toBe(3);
    const rows = await panel.getByRole('row').allInnerTexts();
    expect(rows[1]).toMatch(/\d{4}\s+\S+\s+Status: Under offer → Sold/);
    expect(rows[2]).toMatch(/Status: Available → Under offer\s+Deposit received; back-up offers welcome/);
    const publicState = (await (await fetch(`${context.stack.url}${LISTING_ENDPOINT}`)).json()) as PublicListingState;
    expect(publicState.history.map((change) => change.status)).toEqual(['sold', 'under-offer']);
    const admin = (rows[1] ?? '').split('\t')[1]?.trim();
    expect(admin).toBeTruthy();
    expect(JSON.stringify(publicState)).not.toContain(admin!);
    expect(errors).toEqual([]);
    await page.close();
  });
});
