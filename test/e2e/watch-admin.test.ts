import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../infra/settings';
import { WATCHERS_ENDPOINT } from '../../shared/watch';
import { useBrowserStack } from '../support/browser-stack';
import { requestFrom } from '../support/http-from';
import { openPage, signUpAndConfirm } from './support/admin-session';

const context = useBrowserStack();

describe("Admin Mode's watcher counts in Chromium", () => {
  it('shows how many watch, confirmed and pending, never an address', async () => {
    // Prepare: one visitor asked for alerts and has not confirmed yet
    const asked = await requestFrom(`${context.stack.url}${WATCHERS_ENDPOINT}`, { method: 'POST', body: { email: 'pending.buyer@clinic.example.org', topics: ['price'] }, headers: { 'content-type': 'application/json' } });
    expect(asked.status).toBe(202);
    const { adminEmail } = readSiteSettings();
    const { page, errors } = await openPage(context, '/auth?next=/gallery');
    await signUpAndConfirm(context, page, adminEmail);
    await page.waitForURL(/\/gallery$/);

    // Act
    await page.getByLabel('Admin Mode').click();

    // Assess
    const panel = page.getByRole('region', { name: 'Watchers' });
    await panel.getByText('Confirmed', { exact: true }).waitFor();
    const text = await panel.innerText();
    expect(text).toMatch(/0\s+Confirmed/);
    expect(text).toMatch(/1\s+Waiting for their confirmation/);
    expect(text).toMatch(/0\s+Confirmed: mailed in French/);
    expect(text).not.toContain('@');
    expect(errors).toEqual([]);
    await page.close();
  });
});
