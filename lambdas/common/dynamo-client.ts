import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';

// The functions load this module only through dynamoSdk (dynamo.ts): see there for why.
export { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/** The functions' DynamoDB client: items as plain objects, undefined attributes left out. */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(sdkTimeouts(SDK_TIME_LIMITS.dynamodb)), {
  marshallOptions: { removeUndefinedValues: true },
});
