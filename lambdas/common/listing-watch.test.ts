import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCHERS_TABLE } from '../../shared/backend/tables';
import { listingChangeAlerts, questionAlert, recordForWatchers } from './listing-watch';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  vi.stubEnv(WATCHERS_TABLE.envVar, 'watchers-test');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('what a listing change tells the watchers', () => {
  it.each([
    [
      'a price change',
      { status: 'available', priceUsd: 119_000, previousPriceUsd: 129_000 },
      [{ topic: 'price', before: '$129,000 USD', after: '$119,000 USD', fr: { before: '129\u00a0000\u00a0$\u00a0US', after: '119\u00a0000\u00a0$\u00a0US' } }],
    ],
    [
      'a status change',
      { status: 'under-offer', previousStatus: 'available', priceUsd: 129_000 },
      [{ topic: 'status', before: 'Available', after: 'Under offer', fr: { before: 'Disponible', after: 'Offre en cours' } }],
    ],
    ['a note or validity change only', { status: 'available', priceUsd: 129_000 }, []],
  ] as const)('%s', (_case, change, expected) => {
    expect(listingChangeAlerts(change)).toEqual(expected);
  });
});

describe('what a published question tells the watchers', () => {
  it('carries the admin\'s French version where there is one, and none otherwise', () => {
    expect(questionAlert('Is the generator included?', 'La génératrice est-elle incluse\u00a0?')).toEqual({
      topic: 'questions',
      before: '',
      after: 'Is the generator included?',
      fr: { before: '', after: 'La génératrice est-elle incluse\u00a0?' },
    });
    expect(questionAlert('Is the generator included?', undefined)).toEqual({ topic: 'questions', before: '', after: 'Is the generator included?' });
  });
});

describe('recordForWatchers', () => {
  it('records each change as one pending alert', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});

    // Act
    await recordForWatchers([{ topic: 'price', before: '$129,000 USD', after: '$119,000 USD' }], new Date('2026-12-01T17:00:00Z'));

    // Assess
    const items = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(items).toEqual([expect.objectContaining({ topic: 'price', pending: 'alert', at: '2026-12-01T17:00:00.000Z' })]);
  });

  it('does not fail the admin\'s saved change when the table refuses the alert', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));

    // Act, Assess
    await expect(recordForWatchers([{ topic: 'status', before: 'Available', after: 'Sold' }], new Date())).resolves.toBeUndefined();
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });
});
