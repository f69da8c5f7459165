import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Whether a DynamoDB write failed only because its condition did not hold. */
export const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

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
