import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

// SDK clients are module singletons so warm invocations reuse connections.
// Endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables, which only the
// local runtime sets; the handlers never know where they run.

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** Path-style addressing is required by the local S3 emulator and harmless on AWS. */
export const s3 = new S3Client({ forcePathStyle: true });
