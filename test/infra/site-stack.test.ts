import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_GROUP, API_ROUTES, routeMethods } from '../../shared/api-routes';
import { AUTH_SESSION_MINUTES, PASSWORD_POLICY, SESSION_HOURS } from '../../shared/auth';
import { DOCUMENT_CONTENT_DISPOSITION, DOCUMENTS_FOLDER, documentContentType, documentPath } from '../../shared/documents';
import { IMAGE_FOLDER, MEDIA_PATH_PREFIX, UPLOAD_FOLDER } from '../../shared/images';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { CSP_REPORT_GROUP, CSP_REPORT_THROTTLE, CSP_REPORTS_ENDPOINT } from '../../shared/csp-reports';
import { API_BASE, RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '../../shared/runtime-config';
import { readSiteSettings } from '../../infra/settings';
import { SITE_DIR } from '../../infra/app';
import { IMMUTABLE, MEDIA_CACHE_CONTROL, REVALIDATE, siteFileHeaders } from '../../shared/cache-policy';
import { pageScriptHashes } from '../../infra/csp-hashes';
import { edgeFunctionCode } from '../../infra/edge/edge-code';
import { pagePolicy, securityHeaders, securityHeadersAsHttpHeaders, type SecurityHeaders } from '../../infra/security-headers';
import { ENV } from '../../shared/backend/environment';
import { API_FUNCTION_TIMEOUT_SECONDS, MAIL_FUNCTION_TIMEOUT_SECONDS, PAGE_PUBLISHER_FUNCTION, PHOTO_MIGRATION_FUNCTION, type PhotoAccess } from '../../shared/backend/functions';
import type { SiteStack } from '../../infra/stack';
import { AUDIT_TABLE, CATEGORIES_TABLE, IMAGES_TABLE, INSPECTION_DOCUMENTS_TABLE, INQUIRIES_TABLE, itemAttributes, LISTING_TABLE, QUESTIONS_TABLE, QUOTATIONS_TABLE, RATE_LIMITS_TABLE, ROLES_TABLE, TABLES, TOUR_MEDIA_TABLE, WATCHERS_TABLE, type TableDesign } from '../../shared/backend/tables';
import { CLOUDFRONT_LOG_PREFIX } from '../../infra/constructs/access-log-bucket';
import { acknowledgments, buildTestApp, controlTowerFindings, logicalId, openNagFindings, staleExceptions } from './support/site-app';

type ApiHandler = (typeof API_ROUTES)[number]['handler'];
type PhotoFolder = typeof IMAGE_FOLDER | typeof UPLOAD_FOLDER;
const PHOTO_FOLDERS: readonly PhotoFolder[] = [IMAGE_FOLDER, UPLOAD_FOLDER];
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[]; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/**
 * What each handler may touch, stated here independently of the stack: a route added to the
 * shared table fails to compile until its access is decided in both places.
 */
interface ExpectedAccess {
  tables?: [TableDesign, 'read' | 'write'][];
  /** Access to the photo bucket's objects, by folder. */
  photos?: Partial<Record<PhotoFolder, PhotoAccess[]>>;
  sendsMail?: boolean;
  /** Cognito admin actions on the user pool. */
  userPool?: string[];
  /** Invokes the page publisher after its change. */
  publishesPages?: boolean;
}
/** A handler that makes admin writes also appends to the audit log, naming the admin by the e-mail the user pool holds. */
const audited = (access: ExpectedAccess): ExpectedAccess => ({
  ...access,
  tables: [...(access.tables ?? []), [AUDIT_TABLE, 'write']],
  userPool: [...new Set([...(access.userPool ?? []), 'cognito-idp:AdminGetUser'])],
});
const EXPECTED_ACCESS: Record<ApiHandler, ExpectedAccess> = {
  'list-images': { tables: [[IMAGES_TABLE, 'read']] },
  'list-categories': { tables: [[CATEGORIES_TABLE, 'read']] },
  // A presigned POST can write uploads/ only; the checked copy in images/ is out of its reach.
  'create-upload-url': { photos: { [UPLOAD_FOLDER]: ['put'] } },
  'create-image': audited({
    tables: [[IMAGES_TABLE, 'write']],
    photos: { [UPLOAD_FOLDER]: ['read', 'delete'], [IMAGE_FOLDER]: ['put', 'delete'] },
    publishesPages: true,
  }),
  'update-featured': audited({ tables: [[IMAGES_TABLE, 'write']], publishesPages: true }),
  'update-image': audited({ tables: [[IMAGES_TABLE, 'write']], publishesPages: true }),
  // Takes a deleted image out of the tour placements naming it.
  'delete-image': audited({ tables: [[IMAGES_TABLE, 'write'], [TOUR_MEDIA_TABLE, 'write']], photos: { [IMAGE_FOLDER]: ['delete'] }, publishesPages: true }),
  'record-vitals': {},
  'record-csp-report': {},
  'submit-inquiry': { tables: [[INQUIRIES_TABLE, 'write'], [RATE_LIMITS_TABLE, 'write']], sendsMail: true },
  'show-inquiry-receipt': { tables: [[INQUIRIES_TABLE, 'read']] },
  'setup-initial-admin': audited({ tables: [[ROLES_TABLE, 'write']], userPool: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminAddUserToGroup'] }),
  'list-inquiries': { tables: [[INQUIRIES_TABLE, 'read']] },
  'resend-inquiry': audited({ tables: [[INQUIRIES_TABLE, 'write']], sendsMail: true }),
  'list-questions': { tables: [[QUESTIONS_TABLE, 'read']] },
  'create-question': audited({ tables: [[QUESTIONS_TABLE, 'write'], [INQUIRIES_TABLE, 'read'], [WATCHERS_TABLE, 'write']], publishesPages: true }),
  'reorder-questions': audited({ tables: [[QUESTIONS_TABLE, 'write']], publishesPages: true }),
  'update-question': audited({ tables: [[QUESTIONS_TABLE, 'write']], publishesPages: true }),
  'delete-question': audited({ tables: [[QUESTIONS_TABLE, 'write']], publishesPages: true }),
  'get-tour-media': { tables: [[TOUR_MEDIA_TABLE, 'read'], [IMAGES_TABLE, 'read']] },
  'set-room-photos': audited({ tables: [[TOUR_MEDIA_TABLE, 'write'], [IMAGES_TABLE, 'read']], publishesPages: true }),
  'set-floor-plan': audited({ tables: [[TOUR_MEDIA_TABLE, 'write'], [IMAGES_TABLE, 'read']], publishesPages: true }),
  'set-tour-videos': audited({ tables: [[TOUR_MEDIA_TABLE, 'write'], [IMAGES_TABLE, 'read']], publishesPages: true }),
  'get-listing': { tables: [[LISTING_TABLE, 'read']] },
  // Records a price or status change for the watchers.
  'update-listing': audited({ tables: [[LISTING_TABLE, 'write'], [WATCHERS_TABLE, 'write']], publishesPages: true }),
  'get-listing-history': { tables: [[LISTING_TABLE, 'read']] },
  'show-delivered-cost': { tables: [[LISTING_TABLE, 'read']] },
  'request-quotation': { tables: [[QUOTATIONS_TABLE, 'write'], [RATE_LIMITS_TABLE, 'write'], [LISTING_TABLE, 'read']], sendsMail: true },
  'get-quotation': { tables: [[QUOTATIONS_TABLE, 'read']] },
  'get-listing-facts': { tables: [[LISTING_TABLE, 'read']] },
  'update-listing-facts': audited({ tables: [[LISTING_TABLE, 'write']], publishesPages: true }),
  'count-inquiries': { tables: [[INQUIRIES_TABLE, 'read']] },
  'update-inquiry': audited({ tables: [[INQUIRIES_TABLE, 'write']] }),
  'export-inquiries': { tables: [[INQUIRIES_TABLE, 'read']] },
  'list-audit-log': { tables: [[AUDIT_TABLE, 'read']] },
  // The watch routes' one function: the confirmation mail's rate limits and the watchers.
  'watch-listing': { tables: [[WATCHERS_TABLE, 'write'], [RATE_LIMITS_TABLE, 'write']], sendsMail: true },
  'create-document-upload-url': { photos: { [UPLOAD_FOLDER]: ['put'] } },
  'create-inspection-document': audited({
    tables: [[INSPECTION_DOCUMENTS_TABLE, 'write']],
    photos: { [UPLOAD_FOLDER]: ['read', 'delete'], [IMAGE_FOLDER]: ['put', 'delete'] },
    publishesPages: true,
  }),
  'list-inspection-documents': { tables: [[INSPECTION_DOCUMENTS_TABLE, 'read']] },
  'delete-inspection-document': audited({ tables: [[INSPECTION_DOCUMENTS_TABLE, 'write']], photos: { [IMAGE_FOLDER]: ['delete'] }, publishesPages: true }),
};
const DYNAMODB_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** The S3 action each photo access level must bring, and that no other level may. */
const PHOTO_ACTIONS: Record<PhotoAccess, string> = { read: 's3:GetObject*', put: 's3:PutObject', delete: 's3:DeleteObject*' };

const settings = readSiteSettings();
const handlers = [...new Set(API_ROUTES.map((route) => route.handler))];

let app: App;
let site: SiteStack;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  // Prepare: the app as `cdk synth` builds it from cdk.json (no custom domain there); one synthesis for the file.
  ({ app, site } = buildTestApp());
  template = Template.fromStack(site);
  resources = template.toJSON().Resources as Record<string, Resource>;
  // The synthesis runs cfn-guard: seconds of CPU, minutes on a busy machine.
}, 240_000);

const resource = (id: string): Resource => {
  const found = resources[id];
  if (!found) throw new Error(`No resource ${id}`);
  return found;
};
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const distributionConfig = () => ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
const behaviour = (pathPattern: string) =>
  (distributionConfig().CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === pathPattern);
const originOf = (id: string): Record<string, any> => {
  const origin = (distributionConfig().Origins as Record<string, any>[]).find((o) => o.Id === id);
  if (!origin) throw new Error(`No origin ${id}`);
  return origin;
};
const tableArn = (design: TableDesign) => ({ 'Fn::GetAtt': [logicalId(site.tables.get(design).table), 'Arn'] });
const functionOf = (handler: string) => {
  const fn = site.api.functions.get(handler);
  if (!fn) throw new Error(`No function for ${handler}`);
  return fn;
};
/** Every statement of every policy attached to the handler's role. */
const statementsOf = (handler: string): Record<string, any>[] => {
  const roleId = logicalId(functionOf(handler).function.role!);
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, any>[]);
};
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('site bucket and photo bucket', () => {
  test('every bucket blocks public access, is encrypted and drops unfinished uploads after a day; only the log bucket enables ACLs', () => {
    // Assess
    expect(ofType('AWS::S3::Bucket')).toHaveLength(3);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([{ Id: 'abort-incomplete-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }]),
      },
    });
    for (const bucket of [site.siteBucket, site.photoBucket]) {
      expect(resource(logicalId(bucket)).Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    }
    // CloudFront's standard logging delivers through an ACL grant.
    expect(resource(logicalId(site.logBucket)).Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
  });

  test(`CloudFront's access logs go to the log bucket under ${CLOUDFRONT_LOG_PREFIX}, each file deleted after ${settings.logRetentionDays} days, with the stack`, () => {
    expect(distributionConfig().Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logicalId(site.logBucket), 'RegionalDomainName'] },
      Prefix: CLOUDFRONT_LOG_PREFIX,
    });
    const bucket = resource(logicalId(site.logBucket));
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: settings.logRetentionDays, Status: 'Enabled' }),
    );
    expect(bucket).toMatchObject({ DeletionPolicy: 'Delete' });
    template.hasResourceProperties('Custom::S3AutoDeleteObjects', { BucketName: { Ref: logicalId(site.logBucket) } });
  });

  test.each(['siteBucket', 'photoBucket'] as const)('the %s refuses plain HTTP and lets only CloudFront read, for this distribution', (name) => {
    const bucketId = logicalId(site[name]);
    const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)?.[1];
    expect(policy).toBeDefined();
    const statements = policy!.Properties.PolicyDocument.Statement as Record<string, any>[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 's3:GetObject',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      }),
    );
    const sourceArn = JSON.stringify(statements.find((s) => s.Principal?.Service === 'cloudfront.amazonaws.com')?.Condition);
    expect(sourceArn).toContain(logicalId(site.cdn.distribution));
    // Nothing is allowed to everyone.
    expect(statements.filter((s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('"*"'))).toEqual([]);
  });

  test('the photo bucket accepts presigned POST uploads from the site origin only, aborts stale uploads and is retained', () => {
    const bucket = resource(logicalId(site.photoBucket));
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'] })],
    });
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
    );
    // Uploads never recorded expire; checked photos under images/ are never expired.
    const expiring = (bucket.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[]).filter((rule) => rule.ExpirationInDays);
    expect(expiring).toEqual([expect.objectContaining({ Prefix: `${UPLOAD_FOLDER}/`, ExpirationInDays: 1, Status: 'Enabled' })]);
    expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  test('the photo bucket keeps replaced and deleted photos restorable for 30 days, then lets them go', () => {
    const bucket = resource(logicalId(site.photoBucket));
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
    );
  });

  test('the site bucket holds only the build and goes with the stack', () => {
    expect(resource(logicalId(site.siteBucket))).toMatchObject({ DeletionPolicy: 'Delete' });
    template.hasResourceProperties('Custom::S3AutoDeleteObjects', { BucketName: { Ref: logicalId(site.siteBucket) } });
  });
});

describe('site deployment', () => {
  const deployments = () => ofType('Custom::CDKBucketDeployment').map(([id, r]) => ({ id, ...r }));
  // The documents are revalidated too, each type its own deployment: these are the untyped files'.
  const withCacheControl = (value: string) => deployments().find((d) => d.Properties.SystemMetadata?.['cache-control'] === value && d.Properties.SystemMetadata?.['content-type'] === undefined);

  test('hashed assets are cached for a year as immutable', () => {
    const assets = withCacheControl(IMMUTABLE);
    expect(assets?.Properties).toMatchObject({ Include: ['assets/*'], Exclude: ['*'], Prune: false, DestinationBucketName: { Ref: logicalId(site.siteBucket) } });
  });

  test('HTML and config.json are revalidated on every request, invalidated in CloudFront, and deployed after the assets', () => {
    const pages = withCacheControl(REVALIDATE);
    expect(pages).toBeDefined();
    const htmlFiles = readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(htmlFiles).toContain('index.html');
    const included = pages!.Properties.Include as string[];
    for (const file of [...htmlFiles, RUNTIME_CONFIG_PATH.slice(1)]) {
      expect(included.some((filter) => filter === file || (filter.endsWith('/*') && file.startsWith(filter.slice(0, -1))))).toBe(true);
    }
    expect(included.some((filter) => filter.startsWith('assets/'))).toBe(false);
    expect(pages!.Properties).toMatchObject({
      DistributionId: { Ref: logicalId(site.cdn.distribution) },
      DistributionPaths: included.map((filter) => `/${filter}`),
      Prune: false,
    });
    const others = deployments().filter((d) => d.id !== pages!.id).map((d) => d.id);
    expect(others.length).toBeGreaterThan(0);
    expect(pages!.DependsOn).toEqual(expect.arrayContaining(others));
  });

  test('the documents under /documents/ carry their content type, download as attachments and are invalidated in CloudFront', () => {
    const documents = readdirSync(join(SITE_DIR, DOCUMENTS_FOLDER));
    expect(documents.length).toBeGreaterThan(0);
    for (const file of documents) {
      const path = documentPath(file);
      const deployment = deployments().find((d) => (d.Properties.Include as string[]).some((filter) => filter === path.slice(1) || (filter.endsWith('/*') && path.startsWith(`/${filter.slice(0, -1)}`))));
      expect(deployment?.Properties, file).toMatchObject({
        SystemMetadata: { 'content-type': documentContentType(path), 'content-disposition': DOCUMENT_CONTENT_DISPOSITION, 'cache-control': siteFileHeaders(path).cacheControl },
        DistributionId: { Ref: logicalId(site.cdn.distribution) },
        Prune: false,
      });
      expect(deployment!.Properties.DistributionPaths).toEqual((deployment!.Properties.Include as string[]).map((filter) => `/${filter}`));
    }
  });

  test("without a custom domain, the built files name the distribution's domain, not the settings' siteHost", () => {
    const domainName = JSON.stringify({ 'Fn::GetAtt': [logicalId(site.cdn.distribution), 'DomainName'] });
    // One marker set per source of a deployment; a rewritten file's set maps its marker to the domain.
    const rewrittenSources = (cacheControl: string) =>
      (withCacheControl(cacheControl)!.Properties.SourceMarkers as Record<string, unknown>[]).filter((markers) =>
        Object.values(markers).some((value) => JSON.stringify(value) === domainName),
      );
    // The pages, the sitemap and robots.txt; the app chunk that carries the settings.
    expect(rewrittenSources(REVALIDATE).length).toBeGreaterThanOrEqual(3);
    expect(rewrittenSources(IMMUTABLE).length).toBeGreaterThanOrEqual(1);

    // The files as staged for deployment: the host replaced by the deploy-time marker.
    const stagedRewrite = (file: string) =>
      readdirSync(app.outdir)
        .map((entry) => join(app.outdir, entry, file))
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path, 'utf8'))
        .find((text) => text.includes('<<marker:'));
    for (const file of ['index.html', 'sitemap.xml', 'robots.txt']) {
      const text = stagedRewrite(file);
      expect(text, file).toBeDefined();
      expect(text, file).not.toContain(settings.siteHost);
    }
    expect(stagedRewrite('index.html')).toMatch(/<link rel="canonical" href="https:\/\/<<marker:0xbaba:\d+>>\/"/);
  });

  test('config.json carries the runtime config: region, user pool, client, closed sign-up and API base', () => {
    const pages = withCacheControl(REVALIDATE)!;
    const markers = Object.assign({}, ...(pages.Properties.SourceMarkers as Record<string, unknown>[])) as Record<string, unknown>;
    expect(Object.values(markers)).toEqual(
      expect.arrayContaining([{ Ref: logicalId(site.auth.userPool) }, { Ref: logicalId(site.auth.userPoolClient) }]),
    );
    // The file as staged for deployment, its deploy-time markers standing in for the ids.
    const assetDir = readdirSync(app.outdir)
      .map((entry) => join(app.outdir, entry, RUNTIME_CONFIG_PATH.slice(1)))
      .find((path) => existsSync(path));
    expect(assetDir).toBeDefined();
    const config = runtimeConfigSchema.parse(JSON.parse(readFileSync(assetDir!, 'utf8')));
    expect(config).toMatchObject({ region: settings.region, apiBase: API_BASE, selfSignUp: false });
    expect(Object.keys(markers)).toEqual(expect.arrayContaining([config.userPoolId, config.userPoolClientId]));
  });
});

describe('CloudFront', () => {
  test('reaches both buckets through Origin Access Control, never an OAI or a public endpoint', () => {
    const oacs = ofType('AWS::CloudFront::OriginAccessControl');
    expect(oacs).toHaveLength(2);
    template.allResourcesProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' }),
    });
    for (const bucket of [site.siteBucket, site.photoBucket]) {
      const origin = (distributionConfig().Origins as Record<string, any>[]).find(
        (o) => JSON.stringify(o.DomainName) === JSON.stringify({ 'Fn::GetAtt': [logicalId(bucket), 'RegionalDomainName'] }),
      );
      expect(origin).toMatchObject({ OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] }, S3OriginConfig: { OriginAccessIdentity: '' } });
    }
    expect(ofType('AWS::CloudFront::CloudFrontOriginAccessIdentity')).toEqual([]);
  });

  test('serves HTTP/2 and HTTP/3, / as index.html, and has no custom error responses (the API keeps its own 403/404 JSON)', () => {
    expect(distributionConfig()).toMatchObject({ HttpVersion: 'http2and3', Enabled: true, DefaultRootObject: 'index.html' });
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  test('the default behaviour: site bucket, HTTPS redirect, compression, the site cache policy, headers and the edge function on both events', () => {
    const defaults = distributionConfig().DefaultCacheBehavior;
    expect(originOf(defaults.TargetOriginId).DomainName).toEqual({ 'Fn::GetAtt': [logicalId(site.siteBucket), 'RegionalDomainName'] });
    const edgeArn = { 'Fn::GetAtt': [logicalId(site.cdn.edgeFunction), 'FunctionARN'] };
    expect(defaults).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      AllowedMethods: ['GET', 'HEAD'],
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: edgeArn },
        { EventType: 'viewer-response', FunctionARN: edgeArn },
      ],
    });
    // Minimum TTL 0 so HTML's max-age=0 is revalidated every time; up to a year for immutable assets.
    expect(resource(defaults.CachePolicyId.Ref).Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      MaxTTL: 31_536_000,
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });
    expect(resource(defaults.ResponseHeadersPolicyId.Ref).Properties.ResponseHeadersPolicyConfig.Comment).toMatch(/security headers/);
  });

  test(`${API_BASE}/* goes to the HTTP API uncached, with every viewer header but Host and the edge function's viewer host, over TLS 1.2`, () => {
    const api = behaviour(`${API_BASE}/*`);
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    // The viewer-request half only: it adds the viewer's host for the API's same-origin check.
    expect(api?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId(site.cdn.edgeFunction), 'FunctionARN'] } },
    ]);
    const origin = originOf(api!.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(JSON.stringify({ 'Fn::GetAtt': [logicalId(site.api.httpApi), 'ApiEndpoint'] }));
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  test('the API origin carries the origin secret in its custom header, as a reference the template never resolves', () => {
    const origin = originOf(behaviour(`${API_BASE}/*`)!.TargetOriginId);
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    const [header] = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(header!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    const value = JSON.stringify(header!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(logicalId(site.api.originSecret));
    // The very reference the functions compare against.
    const fn = resource(logicalId(functionOf('list-images').function)).Properties;
    expect(fn.Environment.Variables[ORIGIN_SECRET_ENV]).toEqual(header!.HeaderValue);
    // No other origin (the buckets) gets it.
    const others = (distributionConfig().Origins as Record<string, any>[]).filter((o) => o.Id !== origin.Id);
    for (const other of others) expect(other.OriginCustomHeaders).toBeUndefined();
  });

  test('the origin secret is generated by the stack, 48 characters without punctuation', () => {
    const secrets = ofType('AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![0]).toBe(logicalId(site.api.originSecret));
    expect(secrets[0]![1].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
  });

  test(`${MEDIA_PATH_PREFIX}/* goes to the photo bucket with a long cache and the edge function on viewer-request only`, () => {
    const media = behaviour(`${MEDIA_PATH_PREFIX}/*`);
    expect(originOf(media!.TargetOriginId).DomainName).toEqual({ 'Fn::GetAtt': [logicalId(site.photoBucket), 'RegionalDomainName'] });
    expect(media).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId(site.cdn.edgeFunction), 'FunctionARN'] } }],
    });
    expect(resource(media!.CachePolicyId.Ref).Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: 31_536_000, MaxTTL: 31_536_000 });
  });

  test("the edge function is the shared code of infra/edge with the pages' policy, on cloudfront-js-2.0", () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: site.resolve(edgeFunctionCode(site.pagePolicy)),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
  });
});

describe('security headers', () => {
  /** The headers a CloudFront response headers policy adds, as the lowercase HTTP headers the local server sends. */
  function policyAsHttpHeaders(config: Record<string, any>): Record<string, unknown> {
    const security = config.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    return {
      'strict-transport-security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; '),
      'x-content-type-options': security.ContentTypeOptions ? 'nosniff' : undefined,
      'x-frame-options': security.FrameOptions.FrameOption,
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries((config.CustomHeadersConfig.Items as { Header: string; Value: string }[]).map((item) => [item.Header.toLowerCase(), item.Value])),
    };
  }
  let expected: SecurityHeaders;
  beforeAll(() => {
    // The definition the local server uses too.
    expected = securityHeaders();
  });
  const policyConfig = (name: 'SecurityHeaders' | 'MediaHeaders') =>
    resource(logicalId(site.cdn.node.findChild(name))).Properties.ResponseHeadersPolicyConfig as Record<string, any>;

  test('the site policy is the shared securityHeaders() definition, field by field, overriding the origin, with no CSP (pages get theirs from the edge function)', () => {
    const config = policyConfig('SecurityHeaders');
    const security = config.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy).toBeUndefined();
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: expected.strictTransportSecurity.maxAgeSeconds,
      IncludeSubdomains: expected.strictTransportSecurity.includeSubDomains,
      Preload: expected.strictTransportSecurity.preload,
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: expected.frameOptions, Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: expected.referrerPolicy, Override: true });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: expected.permissionsPolicy, Override: true },
      { Header: 'Cross-Origin-Opener-Policy', Value: expected.crossOriginOpenerPolicy, Override: true },
      { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
      { Header: 'Reporting-Endpoints', Value: `${CSP_REPORT_GROUP}="${CSP_REPORTS_ENDPOINT}"`, Override: true },
    ]);
    // And so CloudFront sends exactly the headers the local server sends.
    expect(policyAsHttpHeaders(config)).toEqual(site.resolve(securityHeadersAsHttpHeaders(expected)));
  });

  test("each page's CSP allows its own inline scripts by hash, Cognito and the upload endpoint, and upgrades insecure requests", () => {
    const built = pageScriptHashes(SITE_DIR);
    expect(site.pagePolicy.pageScripts).toEqual(built);
    const home = pagePolicy(site.pagePolicy.template, built['/index.html']!);
    for (const hash of built['/index.html']!) expect(home).toContain(hash);
    for (const source of site.connectSources) expect(home).toContain(source);
    expect(site.connectSources).toContain(`https://cognito-idp.${settings.region}.amazonaws.com`);
    expect(home).toMatch(/(^|; )upgrade-insecure-requests(;|$)/);
    expect(home).toMatch(new RegExp(`(^|; )report-uri ${CSP_REPORTS_ENDPOINT}; report-to ${CSP_REPORT_GROUP}(;|$)`));
  });

  test('photos get the same headers plus long browser caching, unless the object says otherwise', () => {
    const media = policyConfig('MediaHeaders');
    const pages = policyConfig('SecurityHeaders');
    expect(media.SecurityHeadersConfig).toEqual(pages.SecurityHeadersConfig);
    expect(media.CustomHeadersConfig.Items).toEqual([
      ...pages.CustomHeadersConfig.Items,
      { Header: 'Cache-Control', Value: MEDIA_CACHE_CONTROL, Override: false },
    ]);
  });
});

describe('HTTP API', () => {
  test('the default stage deploys automatically, is throttled and logs access', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [logicalId(site.api.node.findChild('AccessLogs')), 'Arn'] }, Format: Match.stringLikeRegexp('[$]context[.]requestId') },
    });
    const limits = ofType('AWS::ApiGatewayV2::Stage')[0]![1].Properties.DefaultRouteSettings;
    expect(limits.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(limits.ThrottlingBurstLimit).toBeGreaterThanOrEqual(limits.ThrottlingRateLimit);
  });

  test.runIf(API_ROUTES.some((route) => route.access !== 'public'))('the JWT authorizer trusts the user pool, for the web client', () => {
    const issuer = `https://cognito-idp.${settings.region}.${site.urlSuffix}/${site.auth.userPool.userPoolId}`;
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [{ Ref: logicalId(site.auth.userPoolClient) }], Issuer: site.resolve(issuer) },
    });
    expect(ofType('AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
  });

  test.each(API_ROUTES.flatMap((route) => routeMethods(route).map((method) => [`${method} ${route.path}`, route] as const)))(
    '%s has the authorizer its access level asks for and invokes its own handler',
    (routeKey, route) => {
      const found = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey);
      expect(found).toBeDefined();
      const properties = found![1].Properties;
      if (route.access === 'public') {
        expect(properties.AuthorizationType).toBe('NONE');
        expect(properties.AuthorizerId).toBeUndefined();
      } else {
        const authorizerId = ofType('AWS::ApiGatewayV2::Authorizer')[0]![0];
        expect(properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      }
      const integrationId = JSON.stringify(properties.Target).match(/"Ref":"([^"]+)"/)?.[1];
      expect(resource(integrationId!).Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [logicalId(functionOf(route.handler).function), 'Arn'] },
      });
    },
  );

  test('there is exactly one route per entry of the route table, and a HEAD route beside each GET route', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(routeKeys.sort()).toEqual(API_ROUTES.flatMap((route) => routeMethods(route).map((method) => `${method} ${route.path}`)).sort());
    expect(routeKeys.filter((key) => key.startsWith('HEAD ')).map((key) => key.replace('HEAD', 'GET')).sort()).toEqual(
      routeKeys.filter((key) => key.startsWith('GET ')).sort(),
    );
  });

  test('the CSP report endpoint is public, invokes its own handler and is throttled below the stage', () => {
    const routeKey = `POST ${CSP_REPORTS_ENDPOINT}`;
    const [, route] = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey)!;
    expect(route.Properties.AuthorizationType).toBe('NONE');
    const integrationId = JSON.stringify(route.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1];
    expect(resource(integrationId!).Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [logicalId(functionOf('record-csp-report').function), 'Arn'] });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      RouteSettings: { [routeKey]: { ThrottlingRateLimit: CSP_REPORT_THROTTLE.rateLimit, ThrottlingBurstLimit: CSP_REPORT_THROTTLE.burstLimit } },
    });
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0]!;
    expect(stage.DependsOn).toEqual(expect.arrayContaining([ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey)![0]]));
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(CSP_REPORT_THROTTLE.rateLimit);
  });
});

describe('Lambda functions', () => {
  test('there is one function per handler of the route table', () => {
    expect([...site.api.functions.keys()].sort()).toEqual([...handlers].sort());
  });

  test.each(handlers)('%s runs on nodejs22.x or newer, arm64, with source maps, Powertools settings and its own log group', (handler) => {
    const fn = resource(logicalId(functionOf(handler).function)).Properties;
    expect(fn.Runtime).toMatch(/^nodejs(2[2-9]|[3-9]\d)\.x$/);
    expect(fn).toMatchObject({
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: expect.any(Number),
      MemorySize: expect.any(Number),
      Environment: {
        Variables: expect.objectContaining({
          NODE_OPTIONS: '--enable-source-maps',
          POWERTOOLS_LOG_LEVEL: 'INFO',
        }),
      },
      LoggingConfig: { LogGroup: { Ref: logicalId(functionOf(handler).logGroup) } },
    });
    expect(resource(logicalId(functionOf(handler).logGroup)).Properties.RetentionInDays).toBeGreaterThan(0);
  });

  test('create-image has the memory (CPU share) and time to resize a 20 MB photo, create-inspection-document the time to parse a 20 MB PDF, the mail functions time for a slow SES; the others keep the house defaults', () => {
    const sizing = (handler: string) => {
      const { MemorySize, Timeout } = resource(logicalId(functionOf(handler).function)).Properties;
      return { MemorySize, Timeout };
    };
    const resizing = sizing('create-image');
    expect(resizing.MemorySize).toBeGreaterThanOrEqual(1024);
    expect(resizing.Timeout).toBeGreaterThanOrEqual(30);
    expect(sizing('create-inspection-document')).toEqual({ MemorySize: 512, Timeout: 30 });
    const mailing = ['submit-inquiry', 'resend-inquiry', 'request-quotation', 'watch-listing'];
    for (const handler of mailing) expect(sizing(handler), handler).toEqual({ MemorySize: 512, Timeout: MAIL_FUNCTION_TIMEOUT_SECONDS });
    const sized = ['create-image', 'create-inspection-document', ...mailing];
    for (const handler of handlers.filter((name) => !sized.includes(name))) {
      expect(sizing(handler), handler).toEqual({ MemorySize: 512, Timeout: API_FUNCTION_TIMEOUT_SECONDS });
    }
  });

  test('the photo metadata migration has sharp memory, may read, put and delete only under images/, and a custom resource invokes it at each deploy', () => {
    const migration = site.photoMigration.function;
    const fn = resource(logicalId(migration.function)).Properties;
    expect(fn).toMatchObject({ MemorySize: 1536, Timeout: 900, Architectures: ['arm64'] });
    const roleId = logicalId(migration.function.role!);
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, any>[]);
    const photoArn = { 'Fn::GetAtt': [logicalId(site.photoBucket), 'Arn'] };
    const s3Resources = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('s3:'))).flatMap((s) => asArray(s.Resource));
    for (const touched of s3Resources) expect([photoArn, { 'Fn::Join': ['', [photoArn, `/${IMAGE_FOLDER}/*`]] }]).toContainEqual(touched);
    const s3Actions = statements.flatMap((s) => asArray(s.Action)).filter((action: string) => action.startsWith('s3:'));
    for (const action of Object.values(PHOTO_ACTIONS)) expect(s3Actions).toContain(action);
    const invokes = ofType('Custom::AWS').filter(([, custom]) => JSON.stringify(custom.Properties.Create).includes(PHOTO_MIGRATION_FUNCTION));
    expect(invokes).toHaveLength(1);
    const create = JSON.stringify(invokes[0]![1].Properties.Create);
    expect(create).toContain('\\"action\\":\\"invoke\\"');
    expect(create).toContain('\\"InvocationType\\":\\"Event\\"');
    expect(JSON.stringify(invokes[0]![1].Properties.Update)).toContain(PHOTO_MIGRATION_FUNCTION);
  });

  test.each(handlers)('%s may touch only its own tables, and photos, mail or users only if it must', (handler) => {
    // Prepare
    const { tables = [], photos = {}, sendsMail = false, userPool = [], publishesPages = false } = EXPECTED_ACCESS[handler];
    const expected = { tables, photos, sendsMail, userPool, publishesPages };
    const fn = functionOf(handler);
    const statements = statementsOf(handler);
    const ownTables = expected.tables.map(([design]) => JSON.stringify(tableArn(design)));
    const otherTables = TABLES.filter((design) => !expected.tables.some(([own]) => own === design)).map((design) => logicalId(site.tables.get(design).table));

    // Assess: its table names arrive in the design's variables, and no other table's does.
    const variables = resource(logicalId(fn.function)).Properties.Environment.Variables as Record<string, unknown>;
    for (const [design] of expected.tables) expect(variables[design.envVar]).toEqual({ Ref: logicalId(site.tables.get(design).table) });
    for (const design of TABLES.filter((d) => !expected.tables.some(([own]) => own === d))) expect(variables[design.envVar]).toBeUndefined();

    // DynamoDB actions apply to its tables (and their indexes) only; read-only handlers cannot write.
    const dynamo = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('dynamodb:')));
    const resourcesTouched = dynamo.flatMap((s) => asArray(s.Resource).map((r) => JSON.stringify(r)));
    for (const touched of resourcesTouched) expect(ownTables.some((own) => touched.includes(own))).toBe(true);
    for (const other of otherTables) expect(JSON.stringify(statements)).not.toContain(other);
    const writes = expected.tables.some(([, access]) => access === 'write');
    const grantedWrites = dynamo.flatMap((s) => asArray(s.Action)).filter((action) => DYNAMODB_WRITES.includes(action));
    if (writes) expect(grantedWrites.length).toBeGreaterThan(0);
    else expect(grantedWrites).toEqual([]);

    // Logs only to its own log group.
    const logs = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('logs:')));
    expect(logs.flatMap((s) => asArray(s.Resource))).toEqual([{ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] }]);

    // The photo bucket's objects in its own folders only (and the bucket itself for listing), with just
    // the access it needs in each.
    const s3 = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('s3:')));
    const photoArn = { 'Fn::GetAtt': [logicalId(site.photoBucket), 'Arn'] };
    const objectsArn = (folder: PhotoFolder) => ({ 'Fn::Join': ['', [photoArn, `/${folder}/*`]] });
    const ownFolders = Object.keys(expected.photos) as PhotoFolder[];
    for (const touched of s3.flatMap((s) => asArray(s.Resource))) expect([photoArn, ...ownFolders.map(objectsArn)]).toContainEqual(touched);
    for (const folder of PHOTO_FOLDERS) {
      const onFolder = s3.filter((s) => asArray(s.Resource).some((r) => JSON.stringify(r) === JSON.stringify(objectsArn(folder))));
      const actions = onFolder.flatMap((s) => asArray(s.Action));
      for (const [level, action] of Object.entries(PHOTO_ACTIONS)) {
        expect(actions.includes(action), `${folder}/ ${level}: ${action}`).toBe(expected.photos[folder]?.includes(level as PhotoAccess) ?? false);
      }
    }
    if (ownFolders.length) expect(variables[ENV.photoBucket]).toEqual({ Ref: logicalId(site.photoBucket) });
    else expect(variables[ENV.photoBucket]).toBeUndefined();

    // The origin secret arrives as a deploy-time reference to the stack's secret; no secret may be read at run time.
    expect(JSON.stringify(variables[ORIGIN_SECRET_ENV])).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(variables[ORIGIN_SECRET_ENV])).toContain(logicalId(site.api.originSecret));
    expect(JSON.stringify(statements)).not.toContain('secretsmanager:');

    // Cognito: exactly the admin actions it needs, on this user pool only.
    const cognito = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('cognito-idp:')));
    expect(cognito.flatMap((s) => asArray(s.Action)).sort()).toEqual([...expected.userPool].sort());
    for (const touched of cognito.flatMap((s) => asArray(s.Resource))) {
      expect(touched).toEqual({ 'Fn::GetAtt': [logicalId(site.auth.userPool), 'Arn'] });
    }
    if (expected.userPool.length) expect(variables[ENV.userPoolId]).toEqual({ Ref: logicalId(site.auth.userPool) });
    else expect(variables[ENV.userPoolId]).toBeUndefined();

    // SES only on the sender and seller identities.
    const ses = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('ses:')));
    if (!expected.sendsMail) expect(ses).toEqual([]);
    else {
      expect(ses.flatMap((s) => asArray(s.Action))).toEqual(['ses:SendEmail']);
      const sesResources = ses.flatMap((s) => asArray(s.Resource)).map((r) => JSON.stringify(r));
      const identities = sesResources.filter((r) => r.includes(':identity/')).map((r) => r.match(/:identity\/([^"]+)"/)?.[1]);
      const domain = (address: string) => address.slice(address.indexOf('@') + 1);
      expect(new Set(identities)).toEqual(
        new Set([settings.sesSender, domain(settings.sesSender), settings.sellerEmail, domain(settings.sellerEmail)]),
      );
      // and the configuration set that publishes bounces and complaints, which SES authorizes too
      const configurationSet = { Ref: logicalId(site.mail.configurationSet) };
      expect(sesResources.filter((r) => !r.includes(':identity/'))).toEqual([expect.stringContaining(JSON.stringify(configurationSet))]);
      expect(sesResources.find((r) => !r.includes(':identity/'))).toContain(':configuration-set/');
      // (the seller's address only for a function that mails the seller: lambdas/declared-functions.test.ts)
      expect(variables).toMatchObject({
        [ENV.sesSender]: settings.sesSender,
        [ENV.sesConfigurationSet]: configurationSet,
      });
    }
    // The page publisher, by its fixed name, only for a function whose changes the pages show.
    const invokes = statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith('lambda:')));
    const publisherName = `${site.stackName}-${PAGE_PUBLISHER_FUNCTION}`;
    if (expected.publishesPages) {
      expect(invokes.flatMap((s) => asArray(s.Action))).toEqual(['lambda:InvokeFunction']);
      const resources = invokes.flatMap((s) => asArray(s.Resource));
      expect(resources).toHaveLength(1);
      expect(JSON.stringify(resources[0])).toMatch(new RegExp(`:function:${publisherName}"]]}$`));
      expect(variables[ENV.pagePublisher]).toBe(publisherName);
    } else {
      expect(invokes).toEqual([]);
      expect(variables[ENV.pagePublisher]).toBeUndefined();
    }

    // Nothing else at all.
    for (const statement of statements) {
      expect(asArray(statement.Action).every((action: string) => /^(dynamodb|logs|ses|s3|cognito-idp|lambda):/.test(action))).toBe(true);
      expect(statement.Resource).not.toBe('*');
    }
  });

  test('function roles carry no managed policies', () => {
    for (const handler of handlers) {
      const role = resource(logicalId(functionOf(handler).function.role!)).Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('DynamoDB', () => {
  test.each(TABLES.map((design) => [design.name, design] as const))(
    '%s: the design keys and indexes, on demand, point-in-time recovery, encrypted with the AWS managed key, retained',
    (_name, design) => {
      const table = resource(logicalId(site.tables.get(design).table));
      const keySchema = (pk: { name: string }, sk?: { name: string }) => [
        { AttributeName: pk.name, KeyType: 'HASH' },
        ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' }] : []),
      ];
      expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema(design.partitionKey, design.sortKey),
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        // Without SSEType or a key: the AWS managed key aws/dynamodb.
        SSESpecification: { SSEEnabled: true },
      });
      const indexes = (table.Properties.GlobalSecondaryIndexes ?? []) as Record<string, unknown>[];
      expect(indexes.map((index) => ({ name: index.IndexName, keys: index.KeySchema }))).toEqual(
        (design.globalIndexes ?? []).map((index) => ({ name: index.name, keys: keySchema(index.partitionKey, index.sortKey) })),
      );
      if (design.timeToLiveAttribute) {
        expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: design.timeToLiveAttribute, Enabled: true });
      } else {
        expect(table.Properties.TimeToLiveSpecification).toBeUndefined();
      }
    },
  );

  test('the categories table is given its fixed rows at deploy, as the local runtime puts them at start', () => {
    const categories = logicalId(site.tables.get(CATEGORIES_TABLE).table);
    const writes = ofType('Custom::AWS').map(([, writer]) => JSON.stringify(writer.Properties.Create));
    const write = writes.find((create) => create.includes(categories) && create.includes('BatchWriteItem'));
    expect(write).toBeDefined();
    for (const item of CATEGORIES_TABLE.fixedItems) expect(write).toContain(JSON.stringify(JSON.stringify(itemAttributes(item))).slice(1, -1));
  });

  test('the rate-limit table expires its counters', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: RATE_LIMITS_TABLE.timeToLiveAttribute, Enabled: true },
    });
  });

  test(`inquiries, quotations and the audit log (personal data) expire through TTL, ${settings.inquiryRetentionMonths} months after their functions store them`, () => {
    const storing = [
      'submit-inquiry',
      'request-quotation',
      ...handlers.filter((name) => EXPECTED_ACCESS[name].tables?.some(([design, access]) => design === AUDIT_TABLE && access === 'write')),
    ];
    for (const design of [INQUIRIES_TABLE, QUOTATIONS_TABLE, AUDIT_TABLE]) {
      const table = resource(logicalId(site.tables.get(design).table)).Properties;
      expect(table.TimeToLiveSpecification, design.name).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    }
    const variables = (handler: string) => resource(logicalId(functionOf(handler).function)).Properties.Environment.Variables;
    for (const handler of storing) expect(variables(handler)[ENV.inquiryRetentionMonths], handler).toBe(String(settings.inquiryRetentionMonths));
    for (const handler of handlers.filter((name) => !storing.includes(name))) expect(variables(handler)[ENV.inquiryRetentionMonths]).toBeUndefined();
  });
});

describe('Cognito', () => {
  test('the user pool: e-mail sign-in, no self sign-up (the admin is made at deploy), the password rule of docs/decisions/sign-in-rules.md, retained', () => {
    const pool = resource(logicalId(site.auth.userPool));
    expect(pool).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
    });
  });

  test('every sign-in asks for an authenticator code (TOTP only, no SMS), and a password is reset by verified e-mail only (docs/decisions/mfa-required.md)', () => {
    const { Properties } = resource(logicalId(site.auth.userPool));
    expect(Properties).toMatchObject({
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    expect(Properties.SmsConfiguration).toBeUndefined();
  });

  test(`the web client: no secret, USER_PASSWORD_AUTH and refresh, ${SESSION_HOURS}-hour tokens, ${AUTH_SESSION_MINUTES}-minute challenges`, () => {
    const minutes = SESSION_HOURS * 60;
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AuthSessionValidity: AUTH_SESSION_MINUTES,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: minutes,
      IdTokenValidity: minutes,
      RefreshTokenValidity: minutes,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  test('the admin group exists, and the configured admin is created in it at deploy', () => {
    const userPoolId = { Ref: logicalId(site.auth.userPool) };
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP, UserPoolId: userPoolId });
    template.hasResourceProperties('AWS::Cognito::UserPoolUser', {
      UserPoolId: userPoolId,
      Username: settings.adminEmail,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: Match.arrayWith([{ Name: 'email_verified', Value: 'true' }]),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolUserToGroupAttachment', {
      UserPoolId: userPoolId,
      Username: settings.adminEmail,
      GroupName: { Ref: logicalId(site.auth.adminGroup) },
    });
  });
});

describe('outputs', () => {
  test('site URL, API URL, user pool and client ids, bucket names', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'SiteBucketName', 'PhotoBucketName']),
    );
    expect(outputs.UserPoolId?.Value).toEqual({ Ref: logicalId(site.auth.userPool) });
    expect(outputs.PhotoBucketName?.Value).toEqual({ Ref: logicalId(site.photoBucket) });
    expect(JSON.stringify(outputs.ApiUrl?.Value)).toContain(API_BASE);
    expect(outputs.OriginSecretArn?.Value).toEqual({ Ref: logicalId(site.api.originSecret) });
  });
});

describe('logs', () => {
  test(`every log group of the stack, the libraries' included, keeps its logs ${settings.logRetentionDays} days`, () => {
    const logGroups = ofType('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeGreaterThan(handlers.length);
    for (const [id, logGroup] of logGroups) expect(logGroup.Properties.RetentionInDays, id).toBe(settings.logRetentionDays);
  });

  test('every function logs to a log group of the template, none to one Lambda would create and keep forever', () => {
    const logGroupIds = new Set(ofType('AWS::Logs::LogGroup').map(([id]) => id));
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      const own = fn.Properties.LoggingConfig?.LogGroup?.Ref as string | undefined;
      // aws-cdk-lib's own functions get a log group named after them (the useCdkManagedLogGroup flag).
      const named = [...logGroupIds].some((logGroupId) => JSON.stringify(resource(logGroupId).Properties.LogGroupName ?? '').includes(`"${id}"`));
      expect(own !== undefined ? logGroupIds.has(own) : named, id).toBe(true);
    }
  });
});

describe('AWS Control Tower proactive controls (cfn-guard)', () => {
  test('no finding is left open; each acknowledged one carries its control and reason from infra/control-tower.ts', () => {
    const { open, acknowledged } = controlTowerFindings(app);
    expect(open).toEqual([]);
    for (const finding of acknowledged) expect(finding.reason, finding.rule).toMatch(/^CT\.[A-Z0-9]+\.PR\.\d+: .{80,}/);
  });

  test('every exception in force covers a finding: none is left over from a rule the stack now follows', () => {
    expect(staleExceptions(app, { site })).toEqual([]);
  });
});

describe('cdk-nag (AWS Solutions)', () => {
  test('no finding is left open, error or warning', () => {
    expect(openNagFindings(app)).toEqual([]);
  });

  test('every acknowledgment carries a written reason', () => {
    const acknowledged = acknowledgments(app);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { id, reason, path } of acknowledged) {
      expect(typeof reason, `${id} at ${path}`).toBe('string');
      expect((reason as string).length, `${id} at ${path}`).toBeGreaterThan(40);
    }
  });
});
