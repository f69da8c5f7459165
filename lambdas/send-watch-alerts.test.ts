import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHERS_TABLE } from '../shared/backend/tables';
import { ONE_CLICK_BODY, WATCH_UNSUBSCRIBE_PATH, type WatchTopic } from '../shared/watch';
import { linkToken, startWatchStack, WATCH_TEST_SENDER, WATCH_TEST_SERVED_HOST, type WatchStack } from '../test/support/watch-stack';
import { mailboxHash } from './common/mailbox-hash';
import { watchAlerts } from './common/watch-alerts';
import { watchersRepository } from './common/watchers-repository';
import { pacer, sweepWatchAlerts } from './send-watch-alerts';

let stack: WatchStack;

beforeAll(async () => {
  stack = await startWatchStack();
});

afterAll(async () => {
  await stack?.stop();
});

const MINUTE = 60_000;
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const sweep = (now: Date) => sweepWatchAlerts(now, { pace: async () => undefined, remainingMs: () => Number.POSITIVE_INFINITY });
const mailsTo = async (address: string) => (await stack.mails()).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === address);

/** A watcher who asked for alerts and confirmed them. */
async function confirmed(email: string, topics: WatchTopic[]): Promise<void> {
  const token = await watchersRepository.request({ email, organisation: '', topics, language: 'en' }, mailboxHash(email), new Date());
  expect(await watchersRepository.confirm(token!, new Date())).toBe(true);
}

describe('the alert sweeper', () => {
  it('holds a change for an hour, then mails the changes of that hour as one alert with old and new values, to those who asked for them', async () => {
    // Prepare
    const start = new Date('2026-12-01T17:00:00Z');
    await confirmed('price@clinic.example.org', ['price', 'status']);
    await confirmed('questions@clinic.example.org', ['questions']);
    await watchAlerts.record([{ topic: 'price', before: '$129,000 USD', after: '$119,000 USD' }], start);

    // Act
    const early = await sweep(at(start, 30));
    await watchAlerts.record([{ topic: 'price', before: '$119,000 USD', after: '$115,000 USD' }, { topic: 'status', before: 'Available', after: 'Under offer' }], at(start, 40));
    const due = await sweep(at(start, 61));
    const after = await sweep(at(start, 70));

    // Assess
    expect(early.sent).toBe(0);
    expect(due).toMatchObject({ batches: 1, sent: 1, failed: 0 });
    expect(after.sent).toBe(0);
    const mails = await mailsTo('price@clinic.example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$129,000 USD → $119,000 USD');
    expect(mails[0]!.text).toContain('$119,000 USD → $115,000 USD');
    expect(mails[0]!.text).toContain('Available → Under offer');
    expect(mails[0]!.text).toContain('December 1, 2026');
    expect(await mailsTo('questions@clinic.example.org')).toHaveLength(0);
  });

  it('sends an alert a parser reads as RFC 8058 asks: List-Unsubscribe HTTPS link, One-Click post, From on the sending domain, text and HTML parts', async () => {
    // Prepare
    const [mail] = await mailsTo('price@clinic.example.org');

    // Assess
    const unsubscribe = `https://${WATCH_TEST_SERVED_HOST}${WATCH_UNSUBSCRIBE_PATH}?token=${linkToken(mail!, WATCH_UNSUBSCRIBE_PATH)}`;
    expect(mail!.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribe } });
    // Unfolded, as RFC 5322 reads a long header's continuation lines.
    const headerLine = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headerLine('list-unsubscribe-post')).toBe(`List-Unsubscribe-Post: ${ONE_CLICK_BODY}`);
    expect(mail!.from?.value[0]?.address).toBe(WATCH_TEST_SENDER);
    expect(mail!.from?.value[0]?.address?.split('@')[1]).toBe('trailer.example.com');
    expect(mail!.text).toContain(unsubscribe);
    expect(mail!.html).toContain(`<a href="${unsubscribe.replace(/&/g, '&amp;')}">Unsubscribe</a>`);
  });

  it('mails 200 watchers exactly once when SES fails half-way through and a later sweep finishes the batch', async () => {
    // Prepare: 200 confirmed watchers, and SES refusing every send after its 100th
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const emails = Array.from({ length: 200 }, (_, index) => `w${index}@bulk.example.org`);
    for (let offset = 0; offset < emails.length; offset += 25) {
      const items = emails.slice(offset, offset + 25).map((email) => ({
        id: `watcher#${mailboxHash(email)}`,
        state: 'confirmed',
        email,
        organisation: '',
        topics: ['price'],
        createdAt: '2026-11-01T00:00:00.000Z',
        unsubscribeSecret: 'x'.repeat(43),
        expiresAt: 2_000_000_000,
      }));
      await documents.send(new BatchWriteCommand({ RequestItems: { [WATCHERS_TABLE.name]: items.map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const start = new Date('2026-12-02T17:00:00Z');
    await watchAlerts.record([{ topic: 'price', before: '$115,000 USD', after: '$109,000 USD' }], start);
    let accepted = 0;
    const stopCounting = stack.ses.onAccepted(() => {
      accepted += 1;
      if (accepted === 100) stack.ses.setFailing(true);
    });

    // Act
    const first = await sweep(at(start, 61));
    stack.ses.setFailing(false);
    stopCounting();
    const second = await sweep(at(start, 66));
    const third = await sweep(at(start, 71));

    // Assess
    expect(first.failed).toBeGreaterThan(0);
    // The 200, and the first test's price watcher
    expect(first.sent + second.sent).toBe(201);
    expect(third).toMatchObject({ batches: 0, sent: 0 });
    const recipients = (await stack.mails()).filter((mail) => mail.subject?.includes('$109,000')).map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text));
    expect(emails.filter((email) => recipients.filter((recipient) => recipient === email).length !== 1)).toEqual([]);
    documents.destroy();
  }, 120_000);

  it('never mails an unsubscribed watcher the next change', async () => {
    // Prepare
    const [mail, ...later] = await mailsTo('price@clinic.example.org');
    expect(await watchersRepository.unsubscribe(linkToken(mail!, WATCH_UNSUBSCRIBE_PATH), new Date())).toBe(true);
    const start = new Date('2026-12-03T17:00:00Z');
    await watchAlerts.record([{ topic: 'status', before: 'Under offer', after: 'Sold' }], start);

    // Act
    await sweep(at(start, 61));

    // Assess
    expect(await mailsTo('price@clinic.example.org')).toHaveLength(1 + later.length);
  }, 60_000);

  it('never sends again a mail whose run stopped after claiming it: its outcome is unknown, and a second copy is worse than none', async () => {
    // Prepare: a run claimed the watcher's mail of a batch and stopped there
    await confirmed('stopped@clinic.example.org', ['status']);
    const start = new Date('2026-12-04T17:00:00Z');
    await watchAlerts.record([{ topic: 'status', before: 'Sold', after: 'Available' }], start);
    const batch = await watchAlerts.formBatch(at(start, 61));
    expect(await watchAlerts.claim(batch!, mailboxHash('stopped@clinic.example.org'))).toMatchObject({ status: 'sending', attempts: 1 });

    // Act
    const summary = await sweep(at(start, 66));

    // Assess
    expect(summary.skipped).toBeGreaterThanOrEqual(1);
    expect(await mailsTo('stopped@clinic.example.org')).toHaveLength(0);
  }, 60_000);

  it('paces its sends: at most the rate asked for', async () => {
    // Prepare
    const pace = pacer(20);
    const started = Date.now();

    // Act
    for (let send = 0; send < 5; send++) await pace();

    // Assess: five sends at 20 a second take at least four gaps of 50 ms
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});
