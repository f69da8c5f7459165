import { CfnOutput, Duration, FileSystem, Lazy, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { API_ROUTES } from '../shared/api-routes';
import { UPLOAD_FOLDER } from '../shared/images';
import { API_BASE, type RuntimeConfig } from '../shared/runtime-config';
import { alarmRecipient, type SiteSettings } from '../shared/settings';
import { pageScriptHashes } from './csp-hashes';
import type { EdgePagePolicy } from './edge/edge-code';
import { pagePolicyTemplate, securityHeaders, type SecurityHeaders } from './security-headers';
import {
  ALERT_SWEEPER_FUNCTION,
  CAD_RATE_FUNCTION,
  MAIL_FEEDBACK_FUNCTION,
  MAIL_SENT_FUNCTION,
  PAGE_PUBLISHER_FUNCTION,
  PHOTO_MIGRATION_FUNCTION,
  SWEEPER_FUNCTION,
  type EnvironmentSources,
} from '../shared/backend/functions';
import { TABLES } from '../shared/backend/tables';
import { useMailSender, usePagePublisher, usePhotoBucket, useSiteBucketPages, useTable, useUserPool, type ApiFunction } from './constructs/api-function';
import { DataTables } from './constructs/data-tables';
import { InquirySweeper } from './constructs/inquiry-sweeper';
import { CadRateUpdater } from './constructs/cad-rate-updater';
import { MailConfiguration } from './constructs/mail-configuration';
import { MailSentRecorder } from './constructs/mail-sent-recorder';
import { PagePublisher } from './constructs/page-publisher';
import { AccessLogBucket, CLOUDFRONT_LOG_PREFIX } from './constructs/access-log-bucket';
import { PhotoMetadataMigration } from './constructs/photo-metadata-migration';
import { CostBudget } from './constructs/cost-budget';
import { SiteAlarms } from './constructs/site-alarms';
import { PrivateBucket } from './constructs/private-bucket';
import { SiteApi } from './constructs/site-api';
import { SiteAuth } from './constructs/site-auth';
import { SiteContent } from './constructs/site-content';
import { SiteDistribution } from './constructs/site-distribution';
import { WatchAlerts } from './constructs/watch-alerts';

/** How long a replaced or deleted photo can still be restored (bucket versioning): see docs/deploy.md. */
const PHOTO_VERSIONS_KEPT = Duration.days(30);

/** Stage-wide API limits: generous for one listing's visitors, a ceiling for a runaway client or bot. */
const API_THROTTLE = { rateLimit: 25, burstLimit: 50 };

export interface CertificateStackProps extends StackProps {
  siteHost: string;
  hostedZone: { id: string; name: string };
}

/** The custom domain's certificate, in us-east-1 where CloudFront reads certificates from. */
export class CertificateStack extends Stack {
  readonly certificate: ICertificate;

  constructor(scope: Construct, id: string, props: CertificateStackProps) {
    super(scope, id, props);
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: props.hostedZone.id,
      zoneName: props.hostedZone.name,
    });
    this.certificate = new Certificate(this, 'Certificate', {
      domainName: props.siteHost,
      subjectAlternativeNames: [`www.${props.siteHost}`],
      validation: CertificateValidation.fromDns(zone),
    });
  }
}

export interface SiteStackProps extends StackProps {
  settings: SiteSettings;
  /** The web build to deploy (build/client). */
  siteDir: string;
  /** From the CertificateStack; required when settings.hostedZone is set. */
  certificate?: ICertificate;
}

/**
 * The whole site in one stack: CloudFront in front of the site bucket, the HTTP API and the photo
 * bucket; Cognito; the DynamoDB tables; one Lambda function per API handler; the inquiry sweeper;
 * the SES configuration set and the operator's alarms.
 */
export class SiteStack extends Stack {
  /** The security headers the distribution sends with every response, as built from the shared definition. */
  readonly securityHeaders: SecurityHeaders;
  /** The pages' Content-Security-Policy, which the edge function sends with each page. */
  readonly pagePolicy: EdgePagePolicy;
  /** The origins besides 'self' the pages may fetch from: Cognito and the photo bucket's upload endpoint. */
  readonly connectSources: readonly string[];
  readonly tables: DataTables;
  readonly auth: SiteAuth;
  readonly api: SiteApi;
  readonly siteBucket: PrivateBucket;
  readonly photoBucket: PrivateBucket;
  /** CloudFront's access logs, each file kept settings.logRetentionDays. */
  readonly logBucket: AccessLogBucket;
  readonly cdn: SiteDistribution;
  readonly mail: MailConfiguration;
  readonly sweeper: InquirySweeper;
  /** The daily CAD rate update; only with the cadRateUpdate setting on. */
  readonly cadRateUpdater?: CadRateUpdater;
  /** Records inquiry mails as sent from SES's Send events (docs/decisions/delivery-claims.md). */
  readonly mailSent: MailSentRecorder;
  /** The watch alert sweeper and the bounce and complaint handler (docs/decisions/watch-alerts.md). */
  readonly watchAlerts: WatchAlerts;
  readonly publisher: PagePublisher;
  readonly photoMigration: PhotoMetadataMigration;
  readonly alarms: SiteAlarms;
  readonly budget: CostBudget;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const zone = settings.hostedZone;
    if (zone && !props.certificate) throw new Error('A custom domain (settings.hostedZone) needs the CertificateStack certificate');

    this.tables = new DataTables(this, 'Tables', { designs: TABLES });
    // Only the admin ever signs in, and the stack creates that account: strangers' sign-ups would
    // only share Cognito's small default e-mail quota with the admin's mails.
    this.auth = new SiteAuth(this, 'Auth', { adminEmail: settings.adminEmail, selfSignUp: false });

    this.siteBucket = new PrivateBucket(this, 'SiteBucket', {
      // Only the build output lives here; `npm run deploy` puts it back.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.photoBucket = new PrivateBucket(this, 'PhotoBucket', {
      removalPolicy: RemovalPolicy.RETAIN,
      // An admin's delete is not final: the previous versions stay restorable for a while, then go.
      versioned: true,
      // The browser uploads with a presigned POST. Without a custom domain the site's origin is the
      // distribution's own host, which the bucket cannot name (the distribution depends on the bucket).
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [zone ? `https://${settings.siteHost}` : 'https://*.cloudfront.net'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { id: 'expire-old-versions', noncurrentVersionExpiration: PHOTO_VERSIONS_KEPT, expiredObjectDeleteMarker: true },
        // An upload never recorded (the admin left, or the request failed before its clean-up).
        { id: 'expire-unrecorded-uploads', prefix: `${UPLOAD_FOLDER}/`, expiration: Duration.days(1) },
      ],
    });

    this.logBucket = new AccessLogBucket(this, 'LogBucket', { retentionDays: settings.logRetentionDays });

    this.mail = new MailConfiguration(this, 'Mail');
    const mail = { sender: settings.sesSender, recipient: settings.sellerEmail, configurationSet: this.mail.configurationSet };
    // Each function's environment is its declaration's (shared/backend/functions.ts); taking a
    // resource's name for it grants the function that resource, so least privilege follows the declaration.
    const pagePublisherName = `${this.stackName}-${PAGE_PUBLISHER_FUNCTION}`;
    const sources = (fn: ApiFunction, originSecret?: string): EnvironmentSources => ({
      table: (design, access) => useTable(fn, this.tables.get(design), access),
      photoBucket: (folder, access) => usePhotoBucket(fn, this.photoBucket, access, folder),
      userPool: (actions) => useUserPool(fn, this.auth.userPool, actions),
      mailConfigurationSet: () => useMailSender(fn, mail),
      originSecret: () => {
        if (originSecret === undefined) throw new Error('Only a function behind the API gets the origin secret');
        return originSecret;
      },
      pagePublisher: () => usePagePublisher(fn, pagePublisherName),
      siteBucket: () => useSiteBucketPages(fn, this.siteBucket),
      // Resolved at synthesis: functions made before the distribution (the alert sweeper) may name it.
      servedSiteHost: () => (zone ? settings.siteHost : Lazy.string({ produce: () => this.cdn.distribution.distributionDomainName })),
      settings,
    });
    this.api = new SiteApi(this, 'Api', {
      routes: API_ROUTES,
      sources,
      functionProps: {
        // Decodes photos of up to 20 MB (100 megapixels) and encodes three WebP variants with sharp; memory
        // is also the CPU share. A 24-megapixel, 21 MB JPEG takes about 1 s on one core and 300 MB here.
        'create-image': { memorySize: 1536 },
      },
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      throttle: API_THROTTLE,
      originSecretVersion: settings.originSecretVersion,
    });

    this.sweeper = new InquirySweeper(this, 'InquirySweeper', { sources: (fn) => sources(fn) });
    if (settings.cadRateUpdate) this.cadRateUpdater = new CadRateUpdater(this, 'CadRateUpdater', { sources: (fn) => sources(fn) });
    this.mailSent = new MailSentRecorder(this, 'MailSentRecorder', {
      sources: (fn) => sources(fn),
      configurationSetName: this.mail.configurationSet.configurationSetName,
    });
    this.watchAlerts = new WatchAlerts(this, 'WatchAlerts', { sources: (fn) => sources(fn), feedbackTopic: this.mail.feedbackTopic });
    this.budget = new CostBudget(this, 'CostBudget', { monthlyLimitUsd: settings.monthlyBudgetUsd, recipient: alarmRecipient(settings) });

    const region = this.region;
    this.connectSources = [
      `https://cognito-idp.${region}.amazonaws.com`,
      // Presigned POST targets, virtual-hosted and path-style.
      `https://${this.photoBucket.bucketRegionalDomainName}`,
      `https://s3.${region}.amazonaws.com/${this.photoBucket.bucketName}`,
    ];
    this.securityHeaders = securityHeaders();
    this.pagePolicy = {
      template: pagePolicyTemplate({ connectSources: this.connectSources, upgradeInsecureRequests: true }),
      pageScripts: pageScriptHashes(props.siteDir),
    };

    this.cdn = new SiteDistribution(this, 'Cdn', {
      siteBucket: this.siteBucket,
      photoBucket: this.photoBucket,
      httpApi: this.api.httpApi,
      originSecret: this.api.originSecretValue,
      headers: this.securityHeaders,
      pagePolicy: this.pagePolicy,
      logBucket: this.logBucket,
      customDomain:
        zone && props.certificate
          ? {
              siteHost: settings.siteHost,
              zone: HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: zone.id, zoneName: zone.name }),
              certificate: props.certificate,
            }
          : undefined,
    });

    const runtimeConfig = {
      region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      selfSignUp: this.auth.selfSignUp,
      apiBase: API_BASE,
    } satisfies RuntimeConfig;
    const content = new SiteContent(this, 'Content', {
      siteDir: props.siteDir,
      bucket: this.siteBucket,
      distribution: this.cdn.distribution,
      runtimeConfig,
      hostRewrite: zone ? undefined : { from: settings.siteHost, to: this.cdn.distribution.distributionDomainName },
    });
    const buildFingerprint = FileSystem.fingerprint(props.siteDir);
    this.publisher = new PagePublisher(this, 'PagePublisher', {
      functionName: pagePublisherName,
      sources: (fn) => sources(fn),
      builtPages: content.pages,
      buildFingerprint,
    });

    this.photoMigration = new PhotoMetadataMigration(this, 'PhotoMetadataMigration', {
      sources: (fn) => sources(fn),
      buildFingerprint,
    });

    this.alarms = new SiteAlarms(this, 'Alarms', {
      recipient: alarmRecipient(settings),
      functions: new Map([
        ...this.api.functions,
        [SWEEPER_FUNCTION, this.sweeper.function],
        [MAIL_SENT_FUNCTION, this.mailSent.function],
        [ALERT_SWEEPER_FUNCTION, this.watchAlerts.sweeper],
        [MAIL_FEEDBACK_FUNCTION, this.watchAlerts.feedback],
        [PAGE_PUBLISHER_FUNCTION, this.publisher.function],
        [PHOTO_MIGRATION_FUNCTION, this.photoMigration.function],
        ...(this.cadRateUpdater ? ([[CAD_RATE_FUNCTION, this.cadRateUpdater.function]] as const) : []),
      ]),
      oneAtATime: new Set([PAGE_PUBLISHER_FUNCTION]),
      httpApi: this.api.httpApi,
      mail: this.mail,
      cadRateUpdate: this.cadRateUpdater !== undefined,
    });

    const siteUrl = zone ? `https://${settings.siteHost}` : `https://${this.cdn.distribution.distributionDomainName}`;
    const outputs: Record<string, [value: string, description: string]> = {
      SiteUrl: [siteUrl, 'Where buyers reach the site'],
      ApiUrl: [`${siteUrl}${API_BASE}`, 'The API, through CloudFront'],
      UserPoolId: [this.auth.userPool.userPoolId, 'Cognito user pool'],
      UserPoolClientId: [this.auth.userPoolClient.userPoolClientId, 'Cognito app client of the web app'],
      SiteBucketName: [this.siteBucket.bucketName, 'The web build (replaced on every deploy)'],
      PhotoBucketName: [this.photoBucket.bucketName, 'Uploaded photos (retained)'],
      LogBucketName: [this.logBucket.bucketName, `CloudFront's access logs, under ${CLOUDFRONT_LOG_PREFIX} (docs/deploy.md)`],
      DistributionId: [this.cdn.distribution.distributionId, 'CloudFront distribution, for invalidations'],
      OriginSecretArn: [this.api.originSecret.secretArn, 'The secret CloudFront sends the API; rotate it as docs/deploy.md says'],
    };
    for (const [name, [value, description]] of Object.entries(outputs)) new CfnOutput(this, name, { value, description });
  }
}
