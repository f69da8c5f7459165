import { DynamoDBDocumentClient, GetCommand, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_TABLE } from '../../shared/backend/tables';
import { buildImageRecord } from '../../test/fixtures/images';
import { imagesRepository } from './images-repository';
import { conditionFailed } from '../../test/fixtures/dynamo-errors';

const dynamo = mockClient(DynamoDBDocumentClient);

/** The images table by id, as the mocked client keeps it. */
let table: Map<string, Record<string, unknown>>;

beforeEach(() => {
  dynamo.reset();
  table = new Map();
  dynamo.on(GetCommand).callsFake((input: { Key: { id: string } }) => ({ Item: table.get(input.Key.id) }));
  vi.stubEnv(IMAGES_TABLE.envVar, 'images-test');
});

afterEach(() => vi.unstubAllEnvs());

describe('recording a new image', () => {
  it('counts a write that landed but whose answer was lost as written: the retry fails its condition on that same record', async () => {
    const image = buildImageRecord({ caption: null });
    dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
      table.set(image.id, { ...input.Item });
      throw conditionFailed();
    });

    expect(await imagesRepository.create(image)).toBe(true);
  });

  it('refuses, writing nothing, when another record holds the id', async () => {
    const image = buildImageRecord();
    table.set(image.id, { ...buildImageRecord({ id: image.id }) });
    dynamo.on(PutCommand).rejects(conditionFailed());

    expect(await imagesRepository.create(image)).toBe(false);
  });
});
