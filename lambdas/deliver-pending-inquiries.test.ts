import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffSeconds, DELIVERY_METRICS, DELIVERY_POLICY } from '../shared/backend/delivery-policy';
import { ENV } from '../shared/backend/environment';
import { INQUIRY_MAIL_TAGS } from '../shared/backend/mail-events';
import { INQUIRIES_TABLE, INQUIRY_INDEXES } from '../shared/backend/tables';
import { handler } from './deliver-pending-inquiries';
import { PENDING_SELLER_MAIL, type StoredInquiry } from './common/inquiries-repository';
import { metrics } from './common/metrics';
import { conditionFailed } from '../test/fixtures/dynamo-errors';

// Both stub their prototype's send, so they catch the module singletons too.
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const TABLE = 'inquiries-test';
const SECOND = 1000;

/** An inquiry as the sweeper finds it in the pending index. */
function pendingInquiry(overrides: Partial<StoredInquiry> = {}): StoredInquiry {
  const createdAt = new Date(Date.now() - 10 * 60 * SECOND).toISOString();
  return {
    id: randomUUID(),
    kind: 'inquiry',
    reference: `INQ-20261123-${randomUUID().slice(0, 6).toUpperCase()}`,
    name: 'Dana Whitehorse',
    email: 'dana@clinic.example.org',
    message: 'Still for sale?',
    requestedDocuments: [],
    status: 'received',
    deliveryAttempts: 1,
    pending: PENDING_SELLER_MAIL,
    nextAttemptAt: createdAt,
    leaseUntil: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  } as StoredInquiry;
}

/** The claim write succeeds for `inquiry`, as DynamoDB answers it: the item with the attempt counted and a fresh claim. */
function claimSucceeds(inquiry: StoredInquiry) {
  dynamo.on(UpdateCommand, { Key: { id: inquiry.id }, ReturnValues: 'ALL_NEW' }).callsFake((input: UpdateCommandInput) => ({
    Attributes: {
      ...inquiry,
      deliveryAttempts: inquiry.deliveryAttempts + 1,
      leaseUntil: input.ExpressionAttributeValues?.[':lease'],
      claimId: input.ExpressionAttributeValues?.[':claim'],
    },
  }));
}

/** The writes that record an outcome for `id`: neither its claim nor the note that a mail is being handed to SES. */
const updatesOf = (id: string) =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.Key?.id === id && input.ReturnValues !== 'ALL_NEW' && !input.UpdateExpression?.startsWith('SET mailing'));

/** An error SES answered (it has an HTTP status): the mail did not go. */
const sesRefusal = (name: string) => Object.assign(new Error(`SES answered ${name}`), { name, $metadata: { httpStatusCode: 503 } });

beforeAll(() => {
  vi.stubEnv(INQUIRIES_TABLE.envVar, TABLE);
  vi.stubEnv(ENV.sellerEmail, 'seller@example.com');
  vi.stubEnv(ENV.sesSender, 'no-reply@example.com');
  vi.stubEnv(ENV.sesConfigurationSet, 'trailer-site-test');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  vi.restoreAllMocks();
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(ScanCommand).resolves({ Items: [], ScannedCount: 0 });
});

describe('backoff', () => {
  it('doubles from the base after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([60, 120, 240, 480]);
    expect(backoffSeconds(20)).toBe(DELIVERY_POLICY.backoffMaxSeconds);
  });

  it('gives an SES outage of hours every attempt before the alarm', () => {
    const waits = Array.from({ length: DELIVERY_POLICY.maxAttempts - 1 }, (_, index) => backoffSeconds(index + 1));
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(2 * 3600);
  });
});

describe('the sweeper', () => {
  it('reads only due inquiries from the sparse pending index, a batch at a time', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [] });

    // Act
    const summary = await handler();

    // Assess
    expect(summary).toEqual({ due: 0, overdue: 0, sent: 0, failed: 0, queued: 0, busy: 0 });
    const [query] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(query).toMatchObject({
      TableName: TABLE,
      IndexName: INQUIRY_INDEXES.pendingDelivery,
      KeyConditionExpression: 'pending = :pending AND nextAttemptAt <= :now',
      ExpressionAttributeValues: { ':pending': PENDING_SELLER_MAIL },
      Limit: DELIVERY_POLICY.sweepBatchSize,
    });
    expect(Date.parse(query?.ExpressionAttributeValues?.[':now'] as string)).toBeLessThanOrEqual(Date.now());
  });

  it('claims each inquiry before mailing it: only one whose lease ran out and that is not sent, counting the attempt', async () => {
    // Prepare
    const inquiry = pendingInquiry();
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });

    // Act
    const before = Date.now();
    const summary = await handler();

    // Assess: the claim's condition and lease
    expect(summary).toMatchObject({ due: 1, sent: 1 });
    const claim = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input).find((input) => input.ReturnValues === 'ALL_NEW')!;
    expect(claim.ConditionExpression).toBe(
      'attribute_exists(id) AND (#status <> :sent OR acknowledgement = :unacknowledged) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now) AND (attribute_not_exists(mailingSince) OR mailingSince < :graceStart)',
    );
    // a send of unknown outcome is not repeated before the grace for its Send event is over
    const graceStart = Date.parse(claim.ExpressionAttributeValues?.[':graceStart'] as string);
    expect(before - graceStart).toBeGreaterThanOrEqual(DELIVERY_POLICY.sendEventGraceSeconds * SECOND - SECOND);
    expect(claim.UpdateExpression).toContain('deliveryAttempts = if_not_exists(deliveryAttempts, :zero) + :one');
    expect(claim.UpdateExpression).toContain('pending = :pending');
    const lease = Date.parse(claim.ExpressionAttributeValues?.[':lease'] as string);
    expect(lease - before).toBeGreaterThanOrEqual(DELIVERY_POLICY.leaseSeconds * SECOND - SECOND);
    // one mail, to the seller, with the configuration set
    const mails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ Destination: { ToAddresses: ['seller@example.com'] }, ReplyToAddresses: [inquiry.email], ConfigurationSetName: 'trailer-site-test' });
    // recorded as sent under that very claim, with the message id, out of the pending index
    const [sent] = updatesOf(inquiry.id);
    expect(sent).toMatchObject({
      ConditionExpression: 'claimId = :claim',
      ExpressionAttributeValues: expect.objectContaining({ ':sent': 'sent', ':messageId': 'ses-message-1', ':claim': claim.ExpressionAttributeValues?.[':claim'] }),
    });
    expect(sent?.UpdateExpression).toMatch(/REMOVE pending, nextAttemptAt, leaseUntil, claimId/);
  });

  it('skips an inquiry another sender holds or that is sent already: no mail', async () => {
    // Prepare
    const held = pendingInquiry();
    dynamo.on(QueryCommand).resolves({ Items: [held] });
    dynamo.on(UpdateCommand, { Key: { id: held.id }, ReturnValues: 'ALL_NEW' }).rejects(conditionFailed());
    dynamo.on(GetCommand).resolves({ Item: held });

    // Act
    const summary = await handler();

    // Assess
    expect(summary).toMatchObject({ due: 1, busy: 1, sent: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(updatesOf(held.id)).toEqual([]);
  });

  it('records a failed attempt with the backoff before the next, and keeps it in the pending index', async () => {
    // Prepare
    const inquiry = pendingInquiry({ status: 'failed', deliveryAttempts: 2 });
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).rejects(sesRefusal('ServiceUnavailable'));
    const counted = vi.spyOn(metrics, 'addMetric');

    // Act
    const before = Date.now();
    const summary = await handler();

    // Assess: attempt 3 failed, so the next is backoffSeconds(3) away
    expect(summary).toMatchObject({ due: 1, failed: 1 });
    const [failed] = updatesOf(inquiry.id);
    expect(failed?.UpdateExpression).toContain('pending = :pending');
    expect(failed?.UpdateExpression).toMatch(/REMOVE leaseUntil, claimId, mailing, mailingSince$/);
    expect(failed?.ExpressionAttributeValues).toMatchObject({ ':failed': 'failed', ':error': 'ServiceUnavailable' });
    const next = Date.parse(failed?.ExpressionAttributeValues?.[':next'] as string);
    expect(Math.round((next - before) / SECOND)).toBe(backoffSeconds(3));
    expect(counted.mock.calls.map(([name]) => name)).toEqual([DELIVERY_METRICS.attemptFailed]);
  });

  it('after the last allowed attempt fails, takes it out of the index, counts it undelivered and logs the alarm', async () => {
    // Prepare
    const inquiry = pendingInquiry({ status: 'failed', deliveryAttempts: DELIVERY_POLICY.maxAttempts - 1 });
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).rejects(sesRefusal('InternalFailure'));
    const counted = vi.spyOn(metrics, 'addMetric');
    const { logger } = await import('./common/logger');
    const logged = vi.spyOn(logger, 'error');

    // Act
    await handler();

    // Assess
    const [failed] = updatesOf(inquiry.id);
    expect(failed?.UpdateExpression).toMatch(/REMOVE leaseUntil, claimId, pending, nextAttemptAt, mailing, mailingSince$/);
    expect(counted.mock.calls.map(([name]) => name)).toEqual([DELIVERY_METRICS.attemptFailed, DELIVERY_METRICS.undelivered]);
    expect(logged.mock.calls.map(([message]) => message)).toContain(
      `ALARM: inquiry ${inquiry.reference} undelivered after ${DELIVERY_POLICY.maxAttempts} attempts; resend it from /inquiries`,
    );
  });

  it('keeps trying to record a sent mail through a database hiccup, and never mails twice', async () => {
    // Prepare
    const inquiry = pendingInquiry();
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-2' });
    let recordTries = 0;
    dynamo.on(UpdateCommand, { Key: { id: inquiry.id }, ConditionExpression: 'claimId = :claim' }).callsFake((input: UpdateCommandInput) => {
      if (input.UpdateExpression?.startsWith('SET #status = :sent') && ++recordTries <= 2) {
        throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      }
      return {};
    });

    // Act
    const summary = await handler();

    // Assess
    expect(summary).toMatchObject({ sent: 1 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(updatesOf(inquiry.id)).toHaveLength(3);
  });

  it('acknowledges a buyer whose acknowledgement did not go, without mailing the seller again', async () => {
    // Prepare: the seller has it; the buyer's acknowledgement is still due
    const inquiry = pendingInquiry({ status: 'sent', acknowledgement: 'pending' });
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-ack-1' });

    // Act
    const summary = await handler();

    // Assess: one mail, to the buyer, recorded as their acknowledgement, and the inquiry leaves the index
    expect(summary).toMatchObject({ sent: 1 });
    const mails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(mails.map((mail) => mail.Destination?.ToAddresses)).toEqual([[inquiry.email]]);
    const [acknowledged] = updatesOf(inquiry.id);
    expect(acknowledged?.UpdateExpression).toMatch(/^SET acknowledgement = :sent.* REMOVE pending, nextAttemptAt, leaseUntil, claimId/);
  });

  it('sends both mails of a new inquiry, the seller first, each threaded by a References line of its own', async () => {
    // Prepare
    const inquiry = pendingInquiry({ acknowledgement: 'pending' });
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-3' });

    // Act
    await handler();

    // Assess
    const mails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(mails.map((mail) => mail.Destination?.ToAddresses)).toEqual([['seller@example.com'], [inquiry.email]]);
    expect(mails.map((mail) => mail.Content?.Simple?.Headers)).toEqual([
      [{ Name: 'References', Value: `<seller.${inquiry.id}@example.com>` }],
      [{ Name: 'References', Value: `<acknowledgement.${inquiry.id}@example.com>` }],
    ]);
    expect(mails.map((mail) => mail.Content?.Simple?.Subject?.Data)).not.toContainEqual(expect.stringContaining('(repeat)'));
    // the seller's record keeps the claim for the acknowledgement
    const [sent, acknowledged] = updatesOf(inquiry.id);
    expect(sent?.UpdateExpression).toMatch(/REMOVE mailing, mailingSince, lastError$/);
    // each tagged with the inquiry and the mail, for SES's Send event to name
    expect(mails.map((mail) => mail.EmailTags)).toEqual([
      [{ Name: INQUIRY_MAIL_TAGS.inquiry, Value: inquiry.id }, { Name: INQUIRY_MAIL_TAGS.mail, Value: 'seller' }],
      [{ Name: INQUIRY_MAIL_TAGS.inquiry, Value: inquiry.id }, { Name: INQUIRY_MAIL_TAGS.mail, Value: 'acknowledgement' }],
    ]);
    expect(acknowledged?.UpdateExpression).toMatch(/^SET acknowledgement = :sent/);
  });

  it("marks a mail whose earlier send may have gone as a repeat, in the first send's thread", async () => {
    // Prepare: the last sender handed the seller's mail to SES and stopped before recording it
    const inquiry = pendingInquiry({ mailing: 'seller' });
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-4' });

    // Act
    await handler();

    // Assess
    const [mail] = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(mail?.Content?.Simple?.Subject?.Data).toMatch(/^\(repeat\) Trailer /);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toMatch(/^This e-mail may repeat one sent earlier/);
    expect(mail?.Content?.Simple?.Headers).toEqual([{ Name: 'References', Value: `<seller.${inquiry.id}@example.com>` }]);
  });

  it('keeps a send whose answer never came marked as possibly gone: queued, not failed, and the next send is a repeat', async () => {
    // Prepare: SES does not answer in time
    const inquiry = pendingInquiry();
    dynamo.on(QueryCommand).resolves({ Items: [inquiry] });
    claimSucceeds(inquiry);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('socket timed out'), { name: 'TimeoutError' }));

    // Act
    const summary = await handler();

    // Assess: the mail is recorded as being sent before it is handed over, and the failure keeps that note
    expect(summary).toMatchObject({ queued: 1, failed: 0 });
    const notes = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input).filter((input) => input.UpdateExpression?.startsWith('SET mailing'));
    expect(notes.map((note) => note.ExpressionAttributeValues?.[':mail'])).toEqual(['seller']);
    const [failed] = updatesOf(inquiry.id);
    expect(failed?.UpdateExpression).toMatch(/REMOVE leaseUntil, claimId$/);
    // and the next attempt waits for SES's Send event, which records the mail if SES took it
    const note = Date.parse(notes[0]?.ExpressionAttributeValues?.[':now'] as string);
    expect(Date.parse(notes[0]?.ExpressionAttributeValues?.[':next'] as string) - note).toBe(DELIVERY_POLICY.sendEventGraceSeconds * SECOND);
    expect(Date.parse(failed?.ExpressionAttributeValues?.[':next'] as string) - note).toBeGreaterThanOrEqual(DELIVERY_POLICY.sendEventGraceSeconds * SECOND);
  });

  it('finds an inquiry waiting longer than the overdue limit in the table itself, alarms, and delivers one the index is missing', async () => {
    // Prepare: the index lists nothing; the table holds one inquiry, received 16 minutes ago, without its index entry
    const createdAt = new Date(Date.now() - (DELIVERY_POLICY.overdueMinutes + 1) * 60 * SECOND).toISOString();
    const lost = pendingInquiry({ createdAt, acknowledgement: 'pending' });
    delete lost.pending;
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(ScanCommand).resolves({ Items: [lost], ScannedCount: 40 });
    claimSucceeds(lost);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-5' });
    const counted = vi.spyOn(metrics, 'addMetric');
    const { logger } = await import('./common/logger');
    const logged = vi.spyOn(logger, 'error');

    // Act
    const summary = await handler();

    // Assess: a consistent scan of the table for what is undelivered and older than the limit
    const [scan] = dynamo.commandCalls(ScanCommand).map((call) => call.args[0].input);
    expect(scan).toMatchObject({ TableName: TABLE, ConsistentRead: true, Limit: DELIVERY_POLICY.overdueScanMaxItems });
    expect(scan?.IndexName).toBeUndefined();
    expect(Date.parse(scan?.ExpressionAttributeValues?.[':before'] as string)).toBeLessThanOrEqual(Date.now() - DELIVERY_POLICY.overdueMinutes * 60 * SECOND);
    expect(counted.mock.calls).toContainEqual([DELIVERY_METRICS.overdue, 'Count', 1]);
    expect(logged.mock.calls.map(([message]) => message)).toContainEqual(expect.stringMatching(new RegExp(`^ALARM: inquiry ${lost.reference} has waited 16 minutes`)));
    // and it is delivered: both mails
    expect(summary).toMatchObject({ due: 0, overdue: 1, sent: 1 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('stops taking new inquiries when its time is nearly up; they stay due for the next run', async () => {
    // Prepare
    const inquiries = [pendingInquiry(), pendingInquiry()];
    dynamo.on(QueryCommand).resolves({ Items: inquiries });

    // Act
    const summary = await handler({}, { getRemainingTimeInMillis: () => 5 * SECOND });

    // Assess
    expect(summary).toEqual({ due: 2, overdue: 0, sent: 0, failed: 0, queued: 0, busy: 0 });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
