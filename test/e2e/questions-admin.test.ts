import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { QUESTION_ADMIN_COPY } from '../../web/src/content/question-admin';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { signInToInquiries as signIn } from './support/sign-in';

const context = useBrowserStack();
let client = 40;

async function submitInquiry(name: string, organization: string, message: string) {
  await requestFrom(`${context.stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(client++),
    body: { name, organization, email: `${randomUUID().slice(0, 8)}@clinic.example.org`, phone: '406-555-0188', message },
  });
}

const signInToInquiries = (email: string) => signIn(context.browser, context.stack.url, email);

/** Publishes a question from the inquiry row holding `rowText`, in the admin's words. */
async function publishFrom(page: Page, rowText: string, question: string, answer: string, topic: string) {
  await page.getByTestId('inquiry-card').filter({ hasText: rowText }).getByRole('button', { name: QUESTION_ADMIN_COPY.publishFromInquiry }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(QUESTION_ADMIN_COPY.draftNote).waitFor();
  const questionField = dialog.getByLabel(/^Question/);
  // The buyer's message is the starting draft, which the admin rewrites.
  expect(await questionField.inputValue()).toContain(rowText === 'Dana Whitehorse' ? 'Dana here' : 'Lee here');
  await questionField.fill(question);
  await dialog.getByLabel(/^Your answer/).fill(answer);
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: topic }).click();
  await dialog.getByRole('button', { name: QUESTION_ADMIN_COPY.publish }).click();
  await page.getByText(QUESTION_ADMIN_COPY.published).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

// textContent: after a reload the panel may sit below the fold, where it is not rendered until scrolled near.
const publishedTexts = (page: Page) => page.getByTestId('published-question').allTextContents();

describe('publishing buyer questions from /inquiries in Chromium', () => {
  it('publishes two questions in the admin’s words, reorders, edits and unpublishes them', async () => {
    await signedInUser(context.stack, 'questions-admin@example.com', [ADMIN_GROUP]);
    await submitInquiry('Dana Whitehorse', 'Big Sky Rural Health', 'Dana here: how many hours are on the generator?');
    await submitInquiry('Lee Running', 'Prairie Clinics', 'Lee here: can you deliver to Montana?');
    const page = await signInToInquiries('questions-admin@example.com');
    await page.getByTestId('inquiry-card').first().waitFor();
    await page.getByText(QUESTION_ADMIN_COPY.panelEmpty).waitFor();

    await publishFrom(page, 'Dana Whitehorse', 'How many hours are on the generator?', 'About 2,400 hours.', 'Mechanical');
    await publishFrom(page, 'Lee Running', 'Can the trailer be delivered to Montana?', 'Yes, door to door.', 'Delivery');

    await expect.poll(() => publishedTexts(page)).toHaveLength(2);
    const [first, second] = await publishedTexts(page);
    expect(first).toContain('How many hours are on the generator?');
    expect(first).toContain('Mechanical');
    expect(second).toContain('Can the trailer be delivered to Montana?');
    for (const text of [first, second]) for (const buyer of ['Dana', 'Whitehorse', 'Big Sky', 'Lee Running', 'Prairie Clinics']) expect(text).not.toContain(buyer);

    await page.getByRole('button', { name: QUESTION_ADMIN_COPY.moveUp('Can the trailer be delivered to Montana?') }).click();
    await page.getByText(QUESTION_ADMIN_COPY.reordered).waitFor();
    await expect.poll(async () => (await publishedTexts(page))[0]).toContain('Montana');
    // The order is stored: a reload shows it, once the session is restored and the panel has loaded the list again.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(async () => (await publishedTexts(page))[0] ?? '', { timeout: 15_000 }).toContain('Montana');

    await page.getByTestId('published-question').filter({ hasText: 'generator' }).getByRole('button', { name: QUESTION_ADMIN_COPY.edit }).click();
    await page.getByRole('dialog').getByLabel(/^Your answer/).fill('About 2,450 hours as of November.');
    await page.getByRole('dialog').getByRole('button', { name: QUESTION_ADMIN_COPY.save }).click();
    await page.getByText(QUESTION_ADMIN_COPY.saved).waitFor();
    await expect.poll(async () => (await publishedTexts(page))[1]).toContain('2,450 hours');

    await page.getByTestId('published-question').filter({ hasText: 'Montana' }).getByRole('button', { name: QUESTION_ADMIN_COPY.unpublish }).click();
    await page.getByRole('dialog').getByRole('button', { name: QUESTION_ADMIN_COPY.confirm }).click();
    await page.getByText(QUESTION_ADMIN_COPY.unpublished).waitFor();
    await expect.poll(() => publishedTexts(page)).toHaveLength(1);
    await page.close();
  });
});
