import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRIES_TABLE } from '../shared/backend/tables';
import { conditionFailed } from '../test/fixtures/dynamo-errors';
import { SES_SEND_EVENT_SAMPLE } from '../test/fixtures/ses-send-event';
import { handler } from './record-mail-sent';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'inquiries-test';
const { detail } = SES_SEND_EVENT_SAMPLE;
const inquiryId = detail.mail.tags['inquiry-id'][0];

/** The sample event for one of the inquiry's mails. */
const sendEventFor = (mail: string) => ({ ...SES_SEND_EVENT_SAMPLE, detail: { ...detail, mail: { ...detail.mail, tags: { ...detail.mail.tags, 'inquiry-mail': [mail] } } } });

const updates = () => dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);

beforeAll(() => vi.stubEnv(INQUIRIES_TABLE.envVar, TABLE));
afterAll(() => vi.unstubAllEnvs());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
});

describe("SES's Send event records an inquiry mail as sent", () => {
  it("marks the seller's mail sent with SES's message id, only while it is not recorded, keeping the claim for the acknowledgement", async () => {
    // Act
    const outcome = await handler(SES_SEND_EVENT_SAMPLE);

    // Assess
    expect(outcome).toBe('recorded');
    const [update] = updates();
    expect(update).toMatchObject({ TableName: TABLE, Key: { id: inquiryId }, ConditionExpression: 'attribute_exists(id) AND #status <> :sent' });
    expect(update?.UpdateExpression).toBe('SET #status = :sent, sentAt = :now, updatedAt = :now, sesMessageId = :messageId REMOVE mailing, mailingSince, lastError');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':sent': 'sent', ':messageId': detail.mail.messageId });
  });

  it('marks the acknowledgement sent, the last mail: the inquiry leaves the index and its claim', async () => {
    // Act
    await handler(sendEventFor('acknowledgement'));

    // Assess
    const [update] = updates();
    expect(update?.ConditionExpression).toBe('#status = :sent AND acknowledgement = :pending');
    expect(update?.UpdateExpression).toBe(
      'SET acknowledgement = :sent, updatedAt = :now REMOVE pending, nextAttemptAt, leaseUntil, claimId, lastError, mailing, mailingSince',
    );
  });

  it('changes nothing for a mail recorded already (its sender was first, or EventBridge delivered the event twice)', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    // Act & Assess
    await expect(handler(SES_SEND_EVENT_SAMPLE)).resolves.toBe('already-recorded');
  });

  it.each([
    ['another event type', { ...SES_SEND_EVENT_SAMPLE, detail: { ...detail, eventType: 'Delivery' } }, /detail\.eventType/],
    ['no inquiry tag', { ...SES_SEND_EVENT_SAMPLE, detail: { ...detail, mail: { ...detail.mail, tags: { 'ses:configuration-set': ['x'] } } } }, /inquiry-id/],
    ['an unknown mail kind', sendEventFor('newsletter'), /inquiry-mail/],
  ])('refuses an event with %s, naming the field, and writes nothing', async (_case, event, field) => {
    // Act & Assess
    await expect(handler(event)).rejects.toThrow(field);
    expect(updates()).toEqual([]);
  });

  it('lets a database error through, for Lambda to retry the event', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('unavailable'), { name: 'ServiceUnavailable' }));

    // Act & Assess
    await expect(handler(SES_SEND_EVENT_SAMPLE)).rejects.toThrow('unavailable');
  });
});
