import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { FRENCH_PATHS } from '../../shared/site-routes';
import { QUESTION_ADMIN_COPY } from '../../web/src/content/question-admin';
import { FRENCH_CHROME } from '../../web/src/content/fr/chrome';
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

/** Publishes a question from the inquiry row holding `rowText`, in the admin's words, with its French versions if given. */
async function publishFrom(page: Page, rowText: string, question: string, answer: string, topic: string, french?: { question: string; answer: string }) {
  await page.getByTestId('inquiry-card').filter({ hasText: rowText }).getByRole('button', { name: QUESTION_ADMIN_COPY.publishFromInquiry }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(QUESTION_ADMIN_COPY.draftNote).waitFor();
  const questionField = dialog.getByLabel(/^Question/);
  // The buyer's message is the starting draft, which the admin rewrites.
  expect(await questionField.inputValue()).toContain(`${rowText.split(' ')[0]} here`);
  await questionField.fill(question);
  await dialog.getByLabel(/^Your answer/).fill(answer);
  if (french) {
    await dialog.getByLabel(QUESTION_ADMIN_COPY.questionFr).fill(french.question);
    await dialog.getByLabel(QUESTION_ADMIN_COPY.answerFr).fill(french.answer);
  }
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: topic }).click();
  await dialog.getByRole('button', { name: QUESTION_ADMIN_COPY.publish }).click();
  await page.getByText(QUESTION_ADMIN_COPY.published).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

// textContent: after a reload the panel may sit below the fold, where it is not rendered until scrolled near.
const publishedTexts = (page: Page) => page.getByTestId('published-question').allTextContents();

/** An admin signed in on /inquiries, once the buyers' inquiries (name, organisation, message) are there. */
async function adminWithInquiries(email: string, inquiries: [string, string, string][]): Promise<Page> {
  await signedInUser(context.stack, email, [ADMIN_GROUP]);
  for (const [name, organization, message] of inquiries) await submitInquiry(name, organization, message);
  const page = await signInToInquiries(email);
  await page.getByTestId('inquiry-card').first().waitFor();
  return page;
}

describe('publishing buyer questions from /inquiries in Chromium', () => {
  it('publishes two questions in the admin’s words, reorders, edits and unpublishes them', async () => {
    const page = await adminWithInquiries('questions-admin@example.com', [
      ['Dana Whitehorse', 'Big Sky Rural Health', 'Dana here: how many hours are on the generator?'],
      ['Lee Running', 'Prairie Clinics', 'Lee here: can you deliver to Montana?'],
    ]);
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

describe('French versions of published questions in Chromium', () => {
  it('publishes one question with its French version and one without: /fr/questions shows the first in French, the second in English marked as such', async () => {
    // Prepare (the questions the test before left published stay: this test names its own)
    const page = await adminWithInquiries('questions-fr-admin@example.com', [
      ['Sylvie Gagnon', 'CISSS de test', 'Sylvie here: is the wheelchair lift certified?'],
      ['Marc Tremblay', 'Clinique de test', 'Marc here: is there shore power?'],
    ]);
    const french = { question: 'L’élévateur pour fauteuil roulant est-il certifié?', answer: 'Oui, inspecté en 2026; le certificat est dans les documents.' };

    // Act
    await publishFrom(page, 'Sylvie Gagnon', 'Is the wheelchair lift certified?', 'Yes, inspected in 2026; the certificate is in the documents.', 'Equipment', french);
    await publishFrom(page, 'Marc Tremblay', 'Does the trailer take shore power?', 'Yes, 50 A shore power.', 'Mechanical');

    // Assess: the admin sees which one lacks its French version, and how many do
    const item = (text: string) => page.getByTestId('published-question').filter({ hasText: text });
    await item('shore power').waitFor();
    expect(await item('shore power').getByTestId('french-missing').textContent()).toBe(QUESTION_ADMIN_COPY.frenchMissing(['question', 'answer']));
    expect(await item('wheelchair lift').getByTestId('french-missing').count()).toBe(0);
    const missing = await page.getByTestId('french-missing').count();
    expect(missing).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('french-missing-count').textContent()).toBe(QUESTION_ADMIN_COPY.frenchMissingCount(missing, (await publishedTexts(page)).length));
    await page.close();

    // The French page, once the publisher has rendered it again (the handlers asked it to), with scripts off
    const firstHtml = async () => (await fetch(`${context.stack.url}${FRENCH_PATHS.questions}`)).text();
    await expect.poll(firstHtml, { timeout: 30_000, interval: 250 }).toContain('Does the trailer take shore power?');
    const noScript = await context.browser.newContext({ javaScriptEnabled: false });
    const frenchPage = await noScript.newPage();
    await frenchPage.goto(`${context.stack.url}${FRENCH_PATHS.questions}`, { waitUntil: 'load' });
    const lift = frenchPage.getByRole('article', { name: french.question });
    expect(await lift.textContent()).toContain(french.answer);
    expect(await lift.locator('[lang="en"]').count()).toBe(0);
    const shorePower = frenchPage.getByRole('article', { name: /Does the trailer take shore power\?/ });
    expect(await shorePower.getByRole('heading').locator('span[lang="en"]').textContent()).toBe('Does the trailer take shore power?');
    expect(await shorePower.getByRole('heading').textContent()).toContain(`(${FRENCH_CHROME.inEnglishMark})`);
    expect(await shorePower.locator('p span[lang="en"]').first().textContent()).toBe('Yes, 50 A shore power.');
    await noScript.close();
  });
});
