import { QUESTIONS_TABLE } from '../../shared/backend/tables';
import { byAdminOrder, publishedQuestion, type PublishedQuestion, type QuestionRecord } from '../../shared/questions';
import type { UpdateQuestion } from '../../shared/question-schemas';
import { dynamoSdk } from './dynamo';
import { conditionally, isConditionFailure, storedAsWritten } from './conditional-write';
import { environment, requiredName } from './env';

const env = environment({ [QUESTIONS_TABLE.envVar]: requiredName });
const tableName = () => env()[QUESTIONS_TABLE.envVar];

/** Published questions. Every write is one conditional item write, so a record is never half-written. */
export const questionsRepository = {
  /** Every question, in the admin's order. */
  async listAll(): Promise<QuestionRecord[]> {
    const { dynamo, ScanCommand } = await dynamoSdk();
    const records: QuestionRecord[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }));
      records.push(...((page.Items ?? []) as QuestionRecord[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return records.sort(byAdminOrder);
  },

  /** What the public pages show: the public fields only, in the admin's order. */
  async listPublished(): Promise<PublishedQuestion[]> {
    return (await this.listAll()).map(publishedQuestion);
  },

  /** One question as stored, or undefined when there is none. */
  async get(id: string): Promise<QuestionRecord | undefined> {
    const { dynamo, GetCommand } = await dynamoSdk();
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }));
    return Item as QuestionRecord | undefined;
  },

  /** Writes a new question (its id is fresh, so the condition only guards against a repeated id). */
  async create(record: QuestionRecord): Promise<void> {
    const { dynamo, PutCommand } = await dynamoSdk();
    try {
      await dynamo.send(new PutCommand({ TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(id)' }));
    } catch (error) {
      // A retried write whose first attempt landed has stored this very question.
      if (!isConditionFailure(error) || !(await storedAsWritten(record, () => this.get(record.id)))) throw error;
    }
  },

  /** Changes the text, answer, French versions (null: none) or topic of an existing question; undefined, writing nothing, when there is none. */
  async update(id: string, changes: UpdateQuestion, by: { updatedBy: string; updatedAt: string }): Promise<QuestionRecord | undefined> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const values = { ...changes, ...by };
    const names = Object.keys(values) as (keyof typeof values)[];
    try {
      const { Attributes } = await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { id },
          UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, values[name]])),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as QuestionRecord;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /**
   * Gives each question its place in `ids`' order. One write per question (the local emulator has no
   * transactions); each is idempotent, so a retry after a partial failure completes the order. False
   * when a question was removed meanwhile (it is not written back).
   */
  async setOrder(ids: readonly string[], by: { orderedBy: string; orderedAt: string }): Promise<boolean> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const written = await Promise.all(
      ids.map((id, position) =>
        conditionally(() =>
          dynamo.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { id },
              UpdateExpression: 'SET #position = :position, orderedBy = :orderedBy, orderedAt = :orderedAt',
              ConditionExpression: 'attribute_exists(id)',
              ExpressionAttributeNames: { '#position': 'position' },
              ExpressionAttributeValues: { ':position': position, ':orderedBy': by.orderedBy, ':orderedAt': by.orderedAt },
            }),
          ),
        ),
      ),
    );
    return written.every(Boolean);
  },

  /** Removes a question; the removed record, or undefined when there was none. */
  async remove(id: string): Promise<QuestionRecord | undefined> {
    const { dynamo, DeleteCommand } = await dynamoSdk();
    const { Attributes } = await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { id }, ReturnValues: 'ALL_OLD' }));
    return Attributes as QuestionRecord | undefined;
  },
};
