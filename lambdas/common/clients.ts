import { NodeHttpHandler } from '@smithy/node-http-handler';

// The time limits every SDK client is made with. Each client is a module singleton of its own
// (dynamo-client.ts, s3-client.ts, ...), loaded by the first call that needs it (dynamo.ts says why),
// so warm invocations reuse connections and a function's bundle holds only the clients it uses.
// Endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables, which only the local runtime sets;
// the handlers never know where they run.

export interface SdkTimeLimits {
  /** The longest a connected request may wait for the response to begin (a streamed body is not timed). */
  requestTimeoutMs: number;
  /** Tries in all, the first included. */
  maxAttempts: number;
}

/** The longest a connection may take to open. */
export const SDK_CONNECTION_TIMEOUT_MS = 1000;

/**
 * Time limits of every SDK client, well inside the API functions' 10 s (SES inside the mail
 * functions' longer time): a stalled service costs one call at most attempts x (connect + request),
 * and the handler still has time to record the outcome.
 */
export const SDK_TIME_LIMITS = {
  dynamodb: { requestTimeoutMs: 3000, maxAttempts: 2 },
  s3: { requestTimeoutMs: 3000, maxAttempts: 2 },
  cognito: { requestTimeoutMs: 3000, maxAttempts: 2 },
  // An asynchronous invoke is queued by Lambda and answered at once.
  lambda: { requestTimeoutMs: 3000, maxAttempts: 2 },
  // One generous try: SES has no idempotency key, so a send given up on may have gone all the same.
  // Giving a slow SES time to answer keeps that rare; the functions that send run long enough for
  // it (MAIL_FUNCTION_TIMEOUT_SECONDS), and the delivery claim outlasts them all.
  ses: { requestTimeoutMs: 12_000, maxAttempts: 1 },
} as const satisfies Record<string, SdkTimeLimits>;

/** Client configuration applying one service's time limits. */
export function sdkTimeouts({ requestTimeoutMs, maxAttempts }: SdkTimeLimits) {
  return {
    maxAttempts,
    // Without throwOnRequestTimeout, this version of the handler only logs a warning at requestTimeout.
    requestHandler: new NodeHttpHandler({ connectionTimeout: SDK_CONNECTION_TIMEOUT_MS, requestTimeout: requestTimeoutMs, throwOnRequestTimeout: true }),
  };
}

