import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/** What every bucket of the site is, whatever else it is: not settable by callers. */
type FixedBucketProps = 'blockPublicAccess' | 'encryption' | 'enforceSSL' | 'objectOwnership' | 'publicReadAccess';

/** Every bucket's first lifecycle rule: the parts of an upload nobody finished are not kept (and billed) forever. */
export const ABORT_INCOMPLETE_UPLOADS: LifecycleRule = { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) };

/**
 * A bucket nobody reaches directly: public access blocked, ACLs disabled, encrypted at rest, a
 * bucket policy that refuses any request not made over TLS, and unfinished uploads dropped after a
 * day besides the caller's lifecycle rules. Readers come through CloudFront (OAC).
 */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: Omit<BucketProps, FixedBucketProps> = {}) {
    super(scope, id, {
      ...props,
      lifecycleRules: [ABORT_INCOMPLETE_UPLOADS, ...(props.lifecycleRules ?? [])],
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      publicReadAccess: false,
    });
    acknowledge(
      this,
      'Objects are read only through CloudFront (OAC), whose access logs are on, and written only by the deployment, ' +
        'the functions (which log what they write) or presigned uploads the admin-only API issues, which the API access ' +
        'log records: server access logs would repeat those (docs/decisions/control-tower-rules.md, CT.S3.PR.2).',
      'AwsSolutions-S1',
    );
  }
}
