import { isDeepStrictEqual } from 'node:util';

/**
 * Whether a DynamoDB write failed only because its condition did not hold. Checked by the error's
 * name (the SDK sets it on every service exception), so the check needs none of the SDK's code.
 */
export const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/** Runs a conditional write; false, having written nothing, when its condition did not hold. */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Whether a write its condition refused is in fact stored as written. The SDK sends a write again
 * when the answer to the first attempt is lost (a timeout, a dropped connection); if that attempt
 * landed, the retry fails its condition on the very item it wrote, and the write has succeeded.
 * Compared as DynamoDB keeps it: attributes that were undefined are not stored.
 */
export async function storedAsWritten(written: object, readStored: () => Promise<unknown>): Promise<boolean> {
  return isDeepStrictEqual(await readStored(), JSON.parse(JSON.stringify(written)));
}

/**
 * The condition of a write made on `expectedVersion` of a versioned item: the first write (version 0)
 * only if no item exists yet, any later one only if the item is still at that version.
 */
export function versionCondition(expectedVersion: number) {
  return expectedVersion === 0
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } };
}
