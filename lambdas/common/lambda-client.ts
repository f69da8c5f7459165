import { LambdaClient } from '@aws-sdk/client-lambda';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';

// The functions load this module only through lambdaSdk (page-publishing.ts): see dynamo.ts for why.
export { InvokeCommand } from '@aws-sdk/client-lambda';

/** One client per process, for the page publisher's invokes. */
export const lambda = new LambdaClient(sdkTimeouts(SDK_TIME_LIMITS.lambda));
