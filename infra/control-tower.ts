import { fileURLToPath } from 'node:url';
import { Validations, type App, type IPolicyValidationPluginBeta1 } from 'aws-cdk-lib';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { IConstruct } from 'constructs';
import type { CertificateStack, SiteStack } from './stack';

/**
 * AWS Control Tower's proactive controls, checked offline at every synthesis (cfn-guard, with the
 * rules and the binary the npm package carries), beside the site's own rules in infra/guard-rules/.
 * A failing rule fails `npm run synth`, `npm run deploy` and the infrastructure tests.
 *
 * Every rule the site does not follow is listed below, once, with the reason and the constructs it
 * covers; docs/decisions/control-tower-rules.md lists the same with the alternatives measured.
 */

/** The validation plugin's name: the namespace of its rule ids in acknowledgments and reports. */
export const GUARD_PLUGIN_NAME = 'cdk-validator-cfnguard';

/** The site's own cfn-guard rules (a directory holding only .guard files). */
export const SITE_RULES_DIR = fileURLToPath(new URL('./guard-rules', import.meta.url));

/** cfn-guard's report on a failing template runs to megabytes (every check it traversed). */
const GUARD_OUTPUT_LIMIT_BYTES = 256 * 1024 * 1024;

/**
 * The plugin: the bundled Control Tower rules plus the site's own, each finding an error. cfn-guard's
 * findings carry no severity, and once the CDK has set some of a report's findings aside as
 * acknowledged it judges the rest by severity alone, so without one the others would pass unseen.
 */
export function controlTowerValidator(): IPolicyValidationPluginBeta1 {
  const guard = new CfnGuardValidator({ rules: [SITE_RULES_DIR], maxBuffer: GUARD_OUTPUT_LIMIT_BYTES });
  return {
    name: guard.name,
    version: guard.version,
    ruleIds: guard.ruleIds,
    validate: (context) => {
      const report = guard.validate(context);
      return { ...report, violations: report.violations.map((violation) => ({ ...violation, severity: violation.severity ?? 'error' })) };
    },
  };
}

export interface GuardedStacks {
  site: SiteStack;
  certificate?: CertificateStack;
}

/** A Control Tower rule the site does not follow, where, and why. */
export interface ControlTowerException {
  /** The cfn-guard rule as the plugin reports it, e.g. lambda_inside_vpc_check. */
  rule: string;
  /** The Control Tower control the rule implements, e.g. CT.LAMBDA.PR.3. */
  control: string;
  /** Why: what following it would cost, or why the risk it guards against does not apply here. */
  reason: string;
  /** What following the rule would add to the bill, in USD a month, when that is the reason. */
  monthlyCostUsd?: number;
  /** The constructs it covers, with everything under them; none when it does not apply to this app. */
  covers: (stacks: GuardedStacks, app: App) => IConstruct[];
}

const wholeApp = (_stacks: GuardedStacks, app: App): IConstruct[] => [app];

/** The permissions API Gateway holds to invoke each route's function. */
const apiGatewayInvokePermissions = ({ site }: GuardedStacks): IConstruct[] =>
  site.node.findAll().filter((node) => node instanceof CfnPermission && node.principal === 'apigateway.amazonaws.com');

export const CONTROL_TOWER_EXCEPTIONS: readonly ControlTowerException[] = [
  {
    rule: 'lambda_inside_vpc_check',
    control: 'CT.LAMBDA.PR.3',
    reason:
      'The functions reach only AWS APIs (DynamoDB, S3, SES, Cognito, Lambda) over TLS with their own IAM roles, and nothing ' +
      'private lives in a network. Inside a VPC they would need three interface endpoints (SES, Cognito, Lambda) at ' +
      '$0.01 an hour each in one Availability Zone, $21.90 a month at the least, or a NAT gateway at $32.85 a month plus ' +
      '$0.045 per GB: three times the rest of the stack.',
    monthlyCostUsd: 21.9,
    covers: wholeApp,
  },
  {
    rule: 'cloudwatch_log_group_encrypted_check',
    control: 'CT.CLOUDWATCH.PR.3',
    reason:
      'CloudWatch Logs encrypts every log group at rest already. A customer managed KMS key ($1 a month, its requests within ' +
      "KMS's 20,000 free a month) would only separate who may read the logs from who runs the account, and here one operator is both.",
    monthlyCostUsd: 1,
    covers: wholeApp,
  },
  {
    rule: 'cloudwatch_log_group_retention_period_check',
    control: 'CT.CLOUDWATCH.PR.2',
    reason:
      'The control wants logs kept a year or forever; the site keeps them settings.logRetentionDays (90 by default), and ' +
      'the logs of functions that handle inquiries no longer than inquiries are kept, because they carry buyers’ names, ' +
      'addresses and IP addresses. The site’s own rule log_group_retention_set (infra/guard-rules/) requires a retention ' +
      'on every log group instead.',
    covers: wholeApp,
  },
  {
    rule: 's3_bucket_default_encryption_kms_check',
    control: 'CT.S3.PR.10',
    reason:
      'Every bucket is encrypted at rest with S3 managed keys. CloudFront can read SSE-KMS objects only with a customer ' +
      'managed key whose policy names it (the AWS managed aws/s3 key cannot), so this needs a key at $1 a month plus a ' +
      'KMS request for each CloudFront miss and upload, to protect files that are public web pages and photos, and logs.',
    monthlyCostUsd: 1,
    covers: wholeApp,
  },
  {
    rule: 's3_bucket_logging_enabled_check',
    control: 'CT.S3.PR.2',
    reason:
      "Every read of the site and photo buckets comes through CloudFront, whose access logs are on; writes come only from the " +
      'deployment, the functions (each logging what it writes) and presigned uploads that only the admin-only API issues, ' +
      'recorded in the API access log. Server access logs would repeat those; the log bucket cannot usefully log itself.',
    covers: wholeApp,
  },
  {
    rule: 's3_bucket_object_lock_enabled_check',
    control: 'CT.S3.PR.9',
    reason:
      'Object lock forbids deleting an object for a retention period: the admin must be able to delete a photo, the logs must ' +
      'expire with logRetentionDays, and the site bucket is replaced by each deploy. Photos are versioned instead: a deleted ' +
      'or replaced photo stays restorable for 30 days (docs/deploy.md, section 7).',
    covers: wholeApp,
  },
  {
    rule: 's3_event_notifications_enabled_check',
    control: 'CT.S3.PR.4',
    reason:
      'Nothing acts on a bucket event: an upload is checked and resized by the create-image call the admin’s browser makes ' +
      'right after it, and an upload never recorded expires after a day (lifecycle rule).',
    covers: wholeApp,
  },
  {
    rule: 'cloudfront_origin_failover_enabled_check',
    control: 'CT.CLOUDFRONT.PR.4',
    reason:
      'An origin group fails over GET and HEAD only, to a replica bucket in a second region. The API, its tables, Cognito and ' +
      'SES stay in one region, so in a regional outage the pages would show but no buyer could send an inquiry; CloudFront ' +
      'keeps serving cached pages and photos meanwhile. Replicating the buckets would cost cents; the risk it removes is not this site’s.',
    covers: wholeApp,
  },
  {
    rule: 'api_gw_v2_authorization_type_configured_check',
    control: 'CT.APIGATEWAY.PR.5',
    reason:
      'These routes are public in the shared route table (shared/api-routes.ts): the listing, photos and categories buyers ' +
      'read, the contact form, its receipt and the Web Vitals beacon. The origin secret, the stage throttle and the contact ' +
      'form’s per-address limits bound them (docs/decisions/abuse-bounds.md); every other route has the JWT authorizer.',
    covers: ({ site }) => site.api.publicRoutes,
  },
  {
    rule: 'lambda_function_public_access_prohibited_check',
    control: 'CT.LAMBDA.PR.2',
    reason:
      'Each of these permissions lets API Gateway invoke a function only for its own route of this stack’s API: its SourceArn ' +
      'is that route’s execute-api ARN, which CloudFormation builds with Fn::Join from the account and region, and the rule ' +
      'accepts only a literal string or a plain Ref.',
    covers: apiGatewayInvokePermissions,
  },
  {
    rule: 's3_bucket_versioning_enabled_check',
    control: 'CT.S3.PR.11',
    reason:
      'Nothing here is kept only in these buckets: the site bucket holds the build, which `npm run deploy` puts back, and the ' +
      'pages the publisher renders from the tables; the log bucket holds log files that are never overwritten and expire. ' +
      'The photo bucket, which holds what exists nowhere else, is versioned.',
    covers: ({ site }) => [site.siteBucket, site.logBucket],
  },
  {
    rule: 'cloudfront_custom_ssl_certificate_check',
    control: 'CT.CLOUDFRONT.PR.6',
    reason:
      'Without a custom domain (settings.hostedZone) the site is served on the distribution’s *.cloudfront.net name, whose ' +
      'certificate only CloudFront can provide. A domain of its own costs about $15 a year to register plus $0.50 a month ' +
      'for its Route 53 zone, and is the operator’s choice; with one the stack sets its own ACM certificate.',
    covers: ({ site, certificate }) => (certificate ? [] : [site.cdn.distribution]),
  },
  {
    rule: 'cloudfront_sni_enabled_check',
    control: 'CT.CLOUDFRONT.PR.7',
    reason:
      'Without a custom domain (settings.hostedZone) there is no certificate of the site’s own to serve, by SNI or otherwise: ' +
      'CloudFront serves *.cloudfront.net with its own. With one, the stack serves its certificate by SNI only.',
    covers: ({ site, certificate }) => (certificate ? [] : [site.cdn.distribution]),
  },
  {
    rule: 'cloudfront_security_policy_check',
    control: 'CT.CLOUDFRONT.PR.9',
    reason:
      'Without a custom domain CloudFront fixes the security policy of its *.cloudfront.net certificate; it cannot be set. ' +
      'With one, the stack sets TLSv1.2_2021.',
    covers: ({ site, certificate }) => (certificate ? [] : [site.cdn.distribution]),
  },
  {
    rule: 'cloudfront_custom_ssl_certificate_check',
    control: 'CT.CLOUDFRONT.PR.6',
    reason:
      'The distribution does use the site’s ACM certificate, by SNI, TLSv1.2_2021 at the least (test/infra/custom-domain.test.ts ' +
      'checks the three fields). CloudFront reads certificates from us-east-1 only, so the certificate lives in the certificate ' +
      'stack and reaches this one as a cross-region reference, which the rule cannot follow: it accepts a literal ARN or a ' +
      'reference to a certificate in the same template.',
    covers: ({ site, certificate }) => (certificate ? [site.cdn.distribution] : []),
  },
  {
    rule: 'cloudfront_sni_enabled_check',
    control: 'CT.CLOUDFRONT.PR.7',
    reason:
      'SslSupportMethod is sni-only and the minimum protocol TLSv1.2_2021 (test/infra/custom-domain.test.ts); the rule fails ' +
      'only on the certificate ARN, a cross-region reference to the certificate stack in us-east-1 that it cannot follow.',
    covers: ({ site, certificate }) => (certificate ? [site.cdn.distribution] : []),
  },
];

/** The acknowledgment id of a cfn-guard rule, as the CDK matches it against the plugin's report. */
export const guardRuleId = (rule: string): string => `${GUARD_PLUGIN_NAME}::${rule}`;

/** Acknowledges each exception on the constructs it covers, with its reason. Call once the stacks are complete. */
export function acknowledgeControlTowerExceptions(app: App, stacks: GuardedStacks): void {
  for (const exception of CONTROL_TOWER_EXCEPTIONS) {
    for (const scope of exception.covers(stacks, app)) {
      Validations.of(scope).acknowledge({ id: guardRuleId(exception.rule), reason: `${exception.control}: ${exception.reason}` });
    }
  }
}
