import { lazy } from './lazy';

/**
 * The functions' DynamoDB client and the commands they send, loaded on first use: evaluating the SDK
 * is the larger part of loading a bundle, and a cold start that refuses a request before it reaches a
 * table never pays for it. One client per process, so warm invocations reuse its connections.
 */
export const dynamoSdk = lazy(() => import('./dynamo-client'));
