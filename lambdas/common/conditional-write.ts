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
