import { INSPECTION_DOCUMENTS_TABLE } from '../../shared/backend/tables';
import type { InspectionDocumentRecord } from '../../shared/inspection-documents';
import { conditionally } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [INSPECTION_DOCUMENTS_TABLE.envVar]: requiredName });
const tableName = () => env()[INSPECTION_DOCUMENTS_TABLE.envVar];

/** The inspection documents' records; each write is one conditional item write. */
export const inspectionDocumentsRepository = {
  /** Every document, newest issue date first. */
  async listAll(): Promise<InspectionDocumentRecord[]> {
    const { dynamo, ScanCommand } = await dynamoSdk();
    const records: InspectionDocumentRecord[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }));
      records.push(...((page.Items ?? []) as InspectionDocumentRecord[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return records.sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.uploadDate.localeCompare(a.uploadDate));
  },

  async get(id: string): Promise<InspectionDocumentRecord | undefined> {
    const { dynamo, GetCommand } = await dynamoSdk();
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }));
    return Item as InspectionDocumentRecord | undefined;
  },

  /** Writes a new record; false, writing nothing, when one of the same upload exists. */
  async create(record: InspectionDocumentRecord): Promise<boolean> {
    const { dynamo, PutCommand } = await dynamoSdk();
    return conditionally(() => dynamo.send(new PutCommand({ TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(id)' })));
  },

  /** Removes a record; the removed record, or undefined when there was none. */
  async remove(id: string): Promise<InspectionDocumentRecord | undefined> {
    const { dynamo, DeleteCommand } = await dynamoSdk();
    const { Attributes } = await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { id }, ReturnValues: 'ALL_OLD' }));
    return Attributes as InspectionDocumentRecord | undefined;
  },
};
