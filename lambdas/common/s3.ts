import { lazy } from './lazy';

/** The functions' S3 client and the commands they send, loaded on first use (see dynamo.ts for why). */
export const s3Sdk = lazy(() => import('./s3-client'));

/** Whether an S3 read failed because there is no such object; by the error's name, which needs none of the SDK's code. */
export const isNoSuchKey = (error: unknown) => (error as Error).name === 'NoSuchKey';
