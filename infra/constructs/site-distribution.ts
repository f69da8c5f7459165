import { Duration, Fn } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseCustomHeader,
  type ResponseHeadersPolicyProps,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, RecordTarget, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { MEDIA_PATH_PREFIX } from '../../shared/images';
import { API_BASE } from '../../shared/runtime-config';
import { MEDIA_CACHE_CONTROL } from '../../shared/cache-policy';
import { edgeFunctionCode, type EdgePagePolicy } from '../edge/edge-code';
import { acknowledge } from './nag';
import type { SecurityHeaders } from '../security-headers';

/** The custom domain: the site on `siteHost` and `www.siteHost` (which the edge function sends to the apex). */
export interface CustomDomain {
  siteHost: string;
  zone: IHostedZone;
  /** In us-east-1, covering siteHost and www.siteHost. */
  certificate: ICertificate;
}

export interface SiteDistributionProps {
  siteBucket: IBucket;
  photoBucket: IBucket;
  httpApi: IHttpApi;
  /**
   * The origin secret (a Secrets Manager dynamic reference): sent to the API in ORIGIN_VERIFY_HEADER,
   * without which the handlers refuse a request.
   */
  originSecret: string;
  /** The one security-headers definition (infra/security-headers.ts), sent with every response. */
  headers: SecurityHeaders;
  /** The pages' Content-Security-Policy, which the edge function adds to each page it serves. */
  pagePolicy: EdgePagePolicy;
  /** @default - the distribution's own *.cloudfront.net domain only */
  customDomain?: CustomDomain;
}

const FRAME_OPTIONS: Record<SecurityHeaders['frameOptions'], HeadersFrameOption> = {
  DENY: HeadersFrameOption.DENY,
};
const REFERRER_POLICIES: Record<SecurityHeaders['referrerPolicy'], HeadersReferrerPolicy> = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

/**
 * The response headers policy for the security headers definition, field by field; origin
 * values never win over it. `extraHeaders` are added as custom headers.
 */
export function responseHeadersPolicyProps(
  headers: SecurityHeaders,
  extraHeaders: readonly ResponseCustomHeader[] = [],
): ResponseHeadersPolicyProps {
  return {
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(headers.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: headers.strictTransportSecurity.includeSubDomains,
        preload: headers.strictTransportSecurity.preload,
        override: true,
      },
      // CloudFront's only value for X-Content-Type-Options is nosniff.
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: FRAME_OPTIONS[headers.frameOptions], override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICIES[headers.referrerPolicy], override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: headers.permissionsPolicy, override: true },
        { header: 'Cross-Origin-Opener-Policy', value: headers.crossOriginOpenerPolicy, override: true },
        ...extraHeaders,
      ],
    },
  };
}

/**
 * CloudFront, the site's only public entry (docs/architecture.md#one-origin): the site bucket by default,
 * `/api/*` to the HTTP API, `/media/*` to the photo bucket, the edge function in front of pages
 * and photos, the security headers on every response.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;
  readonly edgeFunction: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    // Canonical host, redirects, pretty URLs, 404 status, each page's policy; the very code the local server runs.
    this.edgeFunction = new CloudFrontFunction(this, 'EdgeFunction', {
      code: FunctionCode.fromInline(edgeFunctionCode(props.pagePolicy)),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Canonical host, redirects, pretty URLs, 404 status and each page's CSP (infra/edge/edge-function.js)",
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'The site security headers (infra/security-headers.ts)',
      ...responseHeadersPolicyProps(props.headers),
    });
    // Photos live under unique keys and never change: browsers keep them a year, unless an object says otherwise.
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'The site security headers plus long browser caching for photos',
      ...responseHeadersPolicyProps(props.headers, [{ header: 'Cache-Control', value: MEDIA_CACHE_CONTROL, override: false }]),
    });

    // Minimum TTL 0, so CloudFront honours each file's Cache-Control (shared/cache-policy.ts):
    // HTML max-age=0 is revalidated on every request, hashed assets are kept for a year.
    const siteCache = new CachePolicy(this, 'SiteCache', {
      comment: 'Site files: follow the Cache-Control the deployment sets',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const mediaCache = new CachePolicy(this, 'MediaCache', {
      comment: 'Photos: unique keys, cached for a year',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
    });

    // An origin custom header replaces a viewer's header of the same name, so only CloudFront can send it.
    const apiOrigin = new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
    });
    const domain = props.customDomain;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: domain ? domain.siteHost : 'Trailer listing site',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe: where the buyers are.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(domain
        ? {
            domainNames: [domain.siteHost, `www.${domain.siteHost}`],
            certificate: domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy: siteCache,
        responseHeadersPolicy: securityHeaders,
        // One function, both halves: it dispatches on event.context.eventType.
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction },
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: this.edgeFunction },
        ],
      },
      additionalBehaviors: {
        [`${API_BASE}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization, query strings and cookies reach the API; Host must be API Gateway's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          // Passes the viewer's host on in its own header, which the contact handler compares Origin with.
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction }],
        },
        [`${MEDIA_PATH_PREFIX}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(props.photoBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: false,
          cachePolicy: mediaCache,
          responseHeadersPolicy: mediaHeaders,
          // The photo bucket's keys have no /media prefix; the edge function strips it.
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction }],
        },
      },
    });

    acknowledge(
      this.distribution,
      'Buyers are across Canada and the USA, and nobody elsewhere is turned away from a sales listing.',
      'AwsSolutions-CFR1',
    );
    acknowledge(
      this.distribution,
      'A web ACL with a rate-based rule and two managed rule groups (about $8 a month) would about double this ' +
        "low-traffic stack's cost. Instead the API answers only requests " +
        'carrying the origin secret CloudFront adds, its stage is throttled, every write but the contact form and the ' +
        'vitals beacon needs the admin, and the contact form carries per-address and per-mailbox hourly limits, an ' +
        'idempotency key and a honeypot (docs/decisions/abuse-bounds.md).',
      'AwsSolutions-CFR2',
    );
    acknowledge(
      this.distribution,
      "CloudFront's standard logs need an ACL-enabled log bucket; for one listing the distribution's built-in reports " +
        'and metrics and the API access log are what anyone looks at.',
      'AwsSolutions-CFR3',
    );
    if (!domain) {
      acknowledge(
        this.distribution,
        'Without a custom domain the distribution serves the *.cloudfront.net certificate, whose minimum protocol ' +
          'CloudFront fixes; with one, the stack sets TLSv1.2_2021.',
        'AwsSolutions-CFR4',
      );
    }

    if (domain) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      for (const [id, recordName] of [
        ['Apex', domain.siteHost],
        ['Www', `www.${domain.siteHost}`],
      ] as const) {
        new ARecord(this, `${id}A`, { zone: domain.zone, recordName: `${recordName}.`, target });
        new AaaaRecord(this, `${id}Aaaa`, { zone: domain.zone, recordName: `${recordName}.`, target });
      }
    }
  }
}
