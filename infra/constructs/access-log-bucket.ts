import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { ABORT_INCOMPLETE_UPLOADS } from './private-bucket';

/** Where in the bucket CloudFront writes its standard (access) logs. */
export const CLOUDFRONT_LOG_PREFIX = 'cloudfront/';

export interface AccessLogBucketProps {
  /** How many days a log file is kept (settings.logRetentionDays). */
  retentionDays: number;
}

/**
 * The bucket CloudFront writes its standard logs to: private and encrypted like every bucket of the
 * site, but with ACLs enabled, because CloudFront's standard logging delivers through a bucket ACL
 * grant to its log delivery account (the only way it writes to S3). Each file is deleted once it is
 * `retentionDays` old; the logs go with the stack.
 */
export class AccessLogBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      lifecycleRules: [ABORT_INCOMPLETE_UPLOADS, { id: 'expire-logs', expiration: Duration.days(props.retentionDays) }],
    });
    acknowledge(
      this,
      'This bucket is where the access logs go; logging its own reads (the seller downloading a log file) into itself would only add log files about log files.',
      'AwsSolutions-S1',
    );
  }
}
