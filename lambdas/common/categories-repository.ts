import type { ImageCategoryRecord } from '../../shared/images';
import { CATEGORIES_TABLE } from '../../shared/backend/tables';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [CATEGORIES_TABLE.envVar]: requiredName });
const tableName = () => env()[CATEGORIES_TABLE.envVar];

export const categoriesRepository = {
  /** All categories ordered by id (docs/product.md#image-record); the table holds a handful of rows. */
  async list(): Promise<ImageCategoryRecord[]> {
    const { dynamo, ScanCommand } = await dynamoSdk();
    const categories: ImageCategoryRecord[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey }));
      categories.push(...((page.Items ?? []) as ImageCategoryRecord[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return categories.sort((a, b) => a.id - b.id);
  },
};
