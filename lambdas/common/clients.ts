import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';

// SDK clients are module singletons so warm invocations reuse connections.
// Endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables, which only the
// local runtime sets; the handlers never know where they run.

/**
 * Time limits for every SDK call, well inside the API functions' 10 s: a stalled service costs
 * one call at most (attempts x (connect + request)), and the handler still has time to record the
 * outcome. A request timeout is the longest a socket may stay silent, so large downloads still work.
 */
export function sdkTimeouts({ requestTimeoutMs, maxAttempts }: { requestTimeoutMs: number; maxAttempts: number }) {
  return {
    maxAttempts,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: requestTimeoutMs }),
  };
}

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(sdkTimeouts({ requestTimeoutMs: 2000, maxAttempts: 3 })), {
  marshallOptions: { removeUndefinedValues: true },
});

/** Path-style addressing is required by the local S3 emulator and harmless on AWS. */
export const s3 = new S3Client({ forcePathStyle: true, ...sdkTimeouts({ requestTimeoutMs: 5000, maxAttempts: 3 }) });
