import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { signInToInquiries as signIn } from './support/sign-in';

const context = useBrowserStack();
let client = 0;

async function submitInquiry(name: string, fields: Record<string, unknown> = {}) {
  const response = await requestFrom(`${context.stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(client++),
    body: { name, email: `${randomUUID().slice(0, 8)}@clinic.example.org`, message: 'Is the trailer still for sale?', ...fields },
  });
  return response.body as { reference: string };
}

const signInToInquiries = (email: string) => signIn(context.browser, context.stack.url, email);

describe('the admin Inquiries page in Chromium', () => {
  it('lists inquiries newest first with their details and resends a failed e-mail', async () => {
    await signedInUser(context.stack, 'leads-admin@example.com', [ADMIN_GROUP]);
    const delivered = await submitInquiry('Dr. Early Sender', { organization: 'Prairie Health', appointmentType: 'video', preferredTime: '10:00 AM', requestedDocuments: ['Service Records'] });
    context.stack.setEmailFailing(true);
    const failed = await submitInquiry('Late Sender');
    context.stack.setEmailFailing(false);

    const page = await signInToInquiries('leads-admin@example.com');
    const rows = page.getByTestId('inquiry-card');
    await rows.first().waitFor();

    expect(await rows.nth(0).innerText()).toContain('Late Sender');
    expect(await rows.nth(0).innerText()).toContain(`Ref. ${failed.reference}`);
    expect(await rows.nth(0).innerText()).toContain('Failed');
    const early = await rows.nth(1).innerText();
    expect(early).toContain('Prairie Health');
    expect(early).toContain('Video walkthrough (45-60 minutes)');
    expect(early).toContain('Service Records');
    expect(early).toContain('Sent');
    expect(delivered.reference).toBeTruthy();

    await rows.nth(0).getByRole('button', { name: 'Resend e-mail' }).click();
    await page.getByText(`Inquiry ${failed.reference} was e-mailed to you again.`).waitFor();
    await expect.poll(() => rows.nth(0).innerText()).toContain('Sent');
    await page.close();
  });

  it('tells a signed-in buyer that the page is for the admin only', async () => {
    await signedInUser(context.stack, 'just-a-buyer@example.com');
    const page = await signInToInquiries('just-a-buyer@example.com');

    await page.getByText('This page is for the site admin only.').waitFor();
    expect(await page.getByTestId('inquiry-card').count()).toBe(0);
    await page.close();
  });
});
