import { S3Client } from '@aws-sdk/client-s3';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';

// The functions load this module only through s3Sdk (s3.ts): see dynamo.ts for why.
export { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/** The functions' S3 client. Path-style addressing is required by the local S3 emulator and harmless on AWS. */
export const s3 = new S3Client({ forcePathStyle: true, ...sdkTimeouts(SDK_TIME_LIMITS.s3) });
