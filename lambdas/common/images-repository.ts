import type { QueryCommandInput, ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ImageCategory, ImageRecord } from '../../shared/images';
import { IMAGE_INDEXES, IMAGES_TABLE } from '../../shared/backend/tables';
import { conditionally, isConditionFailure, storedAsWritten } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [IMAGES_TABLE.envVar]: requiredName });
const tableName = () => env()[IMAGES_TABLE.envVar];

/** Value of the sparse attribute that puts an image in the featured index. */
const FEATURED_KEY = 'featured';

/** The stored item: the record plus the featured index key. */
type ImageItem = ImageRecord & { featuredKey?: typeof FEATURED_KEY };

/** Only a featured image is in the featured index, and only a featured one can be the main photo. */
function toItem({ hero, ...image }: ImageRecord): ImageItem {
  return image.featured ? { ...image, ...(hero ? { hero } : {}), featuredKey: FEATURED_KEY } : image;
}

function toRecord({ featuredKey: _indexKey, ...record }: ImageItem): ImageRecord {
  return record;
}

const byUploadDate = (a: ImageRecord, b: ImageRecord) => a.uploadDate.localeCompare(b.uploadDate);

async function collect(
  read: (exclusiveStartKey?: Record<string, unknown>) => Promise<{ Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }>,
): Promise<ImageRecord[]> {
  const images: ImageRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await read(startKey);
    images.push(...(page.Items ?? []).map((item) => toRecord(item as unknown as ImageItem)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return images;
}

async function query(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) {
  const { dynamo, QueryCommand } = await dynamoSdk();
  return collect((ExclusiveStartKey) =>
    dynamo.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey })),
  );
}

async function scan(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'> = {}) {
  const { dynamo, ScanCommand } = await dynamoSdk();
  return collect((ExclusiveStartKey) => dynamo.send(new ScanCommand({ ...input, TableName: tableName(), ExclusiveStartKey })));
}

/** Image records, each list oldest first by upload date. */
export const imagesRepository = {
  async listAll(): Promise<ImageRecord[]> {
    return (await scan()).sort(byUploadDate);
  },

  listByCategory(category: ImageCategory): Promise<ImageRecord[]> {
    return query({
      IndexName: IMAGE_INDEXES.byCategory,
      KeyConditionExpression: 'category = :category',
      ExpressionAttributeValues: { ':category': category },
    });
  },

  listFeatured(): Promise<ImageRecord[]> {
    return query({
      IndexName: IMAGE_INDEXES.featured,
      KeyConditionExpression: 'featuredKey = :featured',
      ExpressionAttributeValues: { ':featured': FEATURED_KEY },
    });
  },

  async listNotFeatured(): Promise<ImageRecord[]> {
    return (await scan({ FilterExpression: 'attribute_not_exists(featuredKey)' })).sort(byUploadDate);
  },

  async get(id: string): Promise<ImageRecord | undefined> {
    const { dynamo, GetCommand } = await dynamoSdk();
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }));
    return Item ? toRecord(Item as unknown as ImageItem) : undefined;
  },

  /** Replaces a record that must exist (the whole item, so the featured index key follows the flag). */
  async replace(image: ImageRecord): Promise<void> {
    const { dynamo, PutCommand } = await dynamoSdk();
    await dynamo.send(
      new PutCommand({ TableName: tableName(), Item: toItem(image), ConditionExpression: 'attribute_exists(id)' }),
    );
  },

  /**
   * Replaces a record whose stored photo moved, only while it still points at `previousFilePath`:
   * false, writing nothing, when it was deleted or moved meanwhile.
   */
  async replaceStoredPhoto(image: ImageRecord, previousFilePath: string): Promise<boolean> {
    const { dynamo, PutCommand } = await dynamoSdk();
    return conditionally(() =>
      dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: toItem(image),
          ConditionExpression: 'filePath = :previous',
          ExpressionAttributeValues: { ':previous': previousFilePath },
        }),
      ),
    );
  },

  /**
   * Sets the featured flag of several images. One write per image (the local emulator has no
   * transactions); each is idempotent, so a retry after a partial failure completes the change.
   */
  async setFeatured(images: readonly ImageRecord[], featured: boolean): Promise<void> {
    await Promise.all(images.map((image) => this.replace({ ...image, featured })));
  },

  /**
   * Takes the main-photo choice from every image but `id`, each with a write conditional on the
   * flag it clears, so an image changed meanwhile is left as it is now. One write per image, as the
   * local emulator has no transactions; a retry completes a partial run.
   */
  async clearHeroExcept(id: string): Promise<void> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    const others = (await this.listFeatured()).filter((image) => image.hero && image.id !== id);
    await Promise.all(
      others.map((image) =>
        conditionally(() =>
          dynamo.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { id: image.id },
              UpdateExpression: 'REMOVE hero',
              ConditionExpression: 'hero = :chosen',
              ExpressionAttributeValues: { ':chosen': true },
            }),
          ),
        ),
      ),
    );
  },

  async remove(id: string): Promise<void> {
    const { dynamo, DeleteCommand } = await dynamoSdk();
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { id } }));
  },

  /** Writes a new record; false, writing nothing, when another one with this id exists already. */
  async create(image: ImageRecord): Promise<boolean> {
    const { dynamo, PutCommand } = await dynamoSdk();
    try {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: toItem(image), ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A retried write whose first attempt landed has recorded this very image.
      return storedAsWritten(image, () => this.get(image.id));
    }
  },
};
