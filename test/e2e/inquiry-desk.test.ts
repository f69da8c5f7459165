import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { INQUIRY_EXPORT_COLUMNS } from '../../shared/inquiries';
import { AUDIT_COPY, INQUIRIES_COPY } from '../../web/src/content/inquiries';
import { useBrowserStack } from '../support/browser-stack';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { signInToInquiries } from './support/sign-in';

const context = useBrowserStack();
const FORMULA = "=cmd|' /C calc'!A0";

async function submitInquiry(name: string, message: string) {
  const response = await requestFrom(`${context.stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(Math.floor(Math.random() * 60_000)),
    body: { name, organization: 'Northern Lights Health Authority', phone: '+1 780 555 0142', email: `${randomUUID().slice(0, 8)}@clinic.example.org`, message, requestedDocuments: ['Service Records'] },
  });
  return (response.body as { reference: string }).reference;
}

const cell = (row: string[], column: (typeof INQUIRY_EXPORT_COLUMNS)[number]) => row[INQUIRY_EXPORT_COLUMNS.indexOf(column)];

describe.each([390, 1280])('the inquiry desk at %i px, as the seller', (width) => {
  it('reads an inquiry whole, replies, marks it replied with a note, filters by state and exports the CSV', async () => {
    const admin = `desk-${width}@example.com`;
    await signedInUser(context.stack, admin, [ADMIN_GROUP]);
    const name = `Dr. Desk ${width}`;
    const message = `${FORMULA}\nDoes the generator run the X-ray room?`;
    const reference = await submitInquiry(name, message);

    const page = await signInToInquiries(context.browser, context.stack.url, admin, width);
    const card = page.getByTestId('inquiry-card').filter({ hasText: name });
    await card.waitFor();

    // Read: the whole message, the contact details, the delivery; nothing wider than the window
    expect(await card.getByTestId('inquiry-message').innerText()).toBe(message);
    const text = await card.innerText();
    for (const part of ['Northern Lights Health Authority', '+1 780 555 0142', 'Service Records', `Ref. ${reference}`, 'Delivery: Sent', 'New']) expect(text).toContain(part);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    // Reply: the seller's mail program, with the reference and the question quoted
    const href = (await card.getByRole('link', { name: INQUIRIES_COPY.reply }).getAttribute('href'))!;
    const reply = new URL(href);
    expect(reply.protocol).toBe('mailto:');
    expect(reply.searchParams.get('subject')).toContain(reference);
    expect(reply.searchParams.get('body')).toContain(`> ${FORMULA}\r\n> Does the generator run the X-ray room?`);

    // Mark replied with a note
    await card.getByRole('button', { name: INQUIRIES_COPY.markAs.replied }).click();
    await card.getByText(INQUIRIES_COPY.deskStates.replied, { exact: true }).waitFor();
    await card.getByLabel(INQUIRIES_COPY.noteLabel).fill('Phoned Tuesday; sending the service log.');
    await card.getByRole('button', { name: INQUIRIES_COPY.addNote }).click();
    const note = card.getByRole('listitem').filter({ hasText: 'Phoned Tuesday; sending the service log.' });
    await note.waitFor();
    expect(await note.innerText()).toContain(admin);
    expect(await card.getByLabel(INQUIRIES_COPY.noteLabel).inputValue()).toBe('');

    // Who did what: the log on the same page, once it is read again
    await page.reload({ waitUntil: 'networkidle' });
    const logged = page.getByTestId('audit-entry').filter({ hasText: admin });
    await logged.first().waitFor();
    expect(await logged.first().innerText()).toContain(AUDIT_COPY.actions['inquiry.desk']);
    expect(await logged.first().innerText()).toContain('Phoned Tuesday; sending the service log.');
    expect(await logged.nth(1).innerText()).toMatch(/deskState: new\s*→\s*replied/);

    // Filter: in the address, so it survives a reload
    await page.getByRole('button', { name: INQUIRIES_COPY.deskStates.replied, exact: true }).click();
    await page.waitForURL(/\?state=replied$/);
    await page.reload({ waitUntil: 'networkidle' });
    await card.waitFor();
    await page.getByRole('button', { name: INQUIRIES_COPY.deskStates.new, exact: true }).click();
    await page.waitForURL(/\?state=new$/);
    await page.getByTestId('inquiry-card').first().or(page.getByText(INQUIRIES_COPY.emptyState(INQUIRIES_COPY.deskStates.new))).waitFor();
    expect(await card.count()).toBe(0);
    await page.getByRole('button', { name: INQUIRIES_COPY.deskStates.replied, exact: true }).click();
    await card.waitFor();

    // Export what the filter shows, and read it back cell by cell
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: INQUIRIES_COPY.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-replied-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual([...INQUIRY_EXPORT_COLUMNS]);
    const row = rows.find((each) => cell(each, 'Reference') === reference)!;
    expect(cell(row, 'Name')).toBe(name);
    expect(cell(row, 'State')).toBe('replied');
    // A message that starts like a formula is never run as one by a spreadsheet.
    expect(cell(row, 'Message')).toBe(`'${message}`);
    expect(cell(row, 'Phone')).toBe("'+1 780 555 0142");
    expect(cell(row, 'Notes')).toContain(`${admin}: Phoned Tuesday; sending the service log.`);
    await page.close();
  });
});
