import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/** What every bucket of the site is, whatever else it is: not settable by callers. */
type FixedBucketProps = 'blockPublicAccess' | 'encryption' | 'enforceSSL' | 'objectOwnership' | 'publicReadAccess';

/**
 * A bucket nobody reaches directly: public access blocked, ACLs disabled, encrypted at rest, and a
 * bucket policy that refuses any request not made over TLS. Readers come through CloudFront (OAC).
 */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: Omit<BucketProps, FixedBucketProps> = {}) {
    super(scope, id, {
      ...props,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      publicReadAccess: false,
    });
    acknowledge(
      this,
      'Objects are read only through CloudFront (OAC) and written only by the deployment or with presigned uploads ' +
        'the admin-only API issues, which the API access log and the function logs record; server access logs would ' +
        'need a log bucket of their own that nobody reads for a one-listing site.',
      'AwsSolutions-S1',
    );
  }
}
