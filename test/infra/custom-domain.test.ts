import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { OperatorError } from '../../infra/app';
import type { CertificateStack, SiteStack } from '../../infra/stack';
import { buildTestApp, controlTowerFindings, logicalId, openNagFindings, staleExceptions } from './support/site-app';

const SITE_HOST = 'trailer.example.com';
const HOSTED_ZONE = { id: 'Z0123456789ABCDEFGHIJ', name: 'example.com' };

describe('with a custom domain', () => {
  let app: App;
  let site: SiteStack;
  let certificate: CertificateStack;
  let siteTemplate: Template;
  let certificateTemplate: Template;

  beforeAll(() => {
    // Prepare: the operator names the hosted zone that holds siteHost; one synthesis for the file.
    const stacks = buildTestApp({ site: { siteHost: SITE_HOST, hostedZone: HOSTED_ZONE } });
    ({ app, site } = stacks);
    certificate = stacks.certificate!;
    siteTemplate = Template.fromStack(site);
    certificateTemplate = Template.fromStack(certificate);
    // The synthesis runs cfn-guard: seconds of CPU, minutes on a busy machine.
  }, 240_000);

  test('the built files keep siteHost as built: no deploy-time host rewrite', () => {
    const domainName = JSON.stringify({ 'Fn::GetAtt': [logicalId(site.cdn.distribution), 'DomainName'] });
    for (const [, deployment] of Object.entries(siteTemplate.findResources('Custom::CDKBucketDeployment'))) {
      expect(JSON.stringify(deployment.Properties.SourceMarkers ?? [])).not.toContain(domainName);
    }
  });

  test('the certificate lives in us-east-1, covers the apex and www, and is validated through the zone', () => {
    expect(certificate.region).toBe('us-east-1');
    certificateTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: SITE_HOST,
      SubjectAlternativeNames: [`www.${SITE_HOST}`],
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: SITE_HOST, HostedZoneId: HOSTED_ZONE.id },
        { DomainName: `www.${SITE_HOST}`, HostedZoneId: HOSTED_ZONE.id },
      ],
    });
    // The site stack reads it across regions and so deploys after it.
    expect(site.dependencies).toContain(certificate);
  });

  test('CloudFront answers for both names with that certificate, TLS 1.2 or newer', () => {
    siteTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [SITE_HOST, `www.${SITE_HOST}`],
        ViewerCertificate: {
          AcmCertificateArn: Match.anyValue(),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    const viewerCertificate = siteTemplate.findResources('AWS::CloudFront::Distribution');
    expect(JSON.stringify(viewerCertificate)).toContain(logicalId(certificate.certificate));
  });

  test.each([SITE_HOST, `www.${SITE_HOST}`])('%s has A and AAAA alias records to the distribution', (name) => {
    for (const type of ['A', 'AAAA']) {
      siteTemplate.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${name}.`,
        Type: type,
        HostedZoneId: HOSTED_ZONE.id,
        AliasTarget: Match.objectLike({ DNSName: { 'Fn::GetAtt': [logicalId(site.cdn.distribution), 'DomainName'] } }),
      });
    }
  });

  test('photo uploads are accepted from the site origin only', () => {
    siteTemplate.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: [`https://${SITE_HOST}`] })] },
    });
  });

  test('the site URL output is the custom domain', () => {
    siteTemplate.hasOutput('SiteUrl', { Value: `https://${SITE_HOST}` });
  });

  test('cdk-nag leaves no finding open in either stack', () => {
    expect(openNagFindings(app)).toEqual([]);
  });

  test("the Control Tower rules leave no finding open in either stack; the TLS policy needs no exception with the domain's certificate", () => {
    const { open, acknowledged } = controlTowerFindings(app);
    expect(open).toEqual([]);
    expect(acknowledged.map((finding) => finding.rule)).not.toContain('cloudfront_security_policy_check');
    expect(staleExceptions(app, { site, certificate })).toEqual([]);
  });
});

describe('operator mistakes fail the synthesis with a clear message', () => {
  test('a hosted zone that does not hold siteHost', () => {
    expect(() => buildTestApp({ site: { siteHost: SITE_HOST, hostedZone: { id: HOSTED_ZONE.id, name: 'example.org' } } })).toThrow(
      new OperatorError(
        'Invalid site settings in cdk.json (context "site"):\n  - hostedZone.name: hostedZone.name must be siteHost or a parent domain of it',
      ),
    );
  });

  test('every malformed setting at once', () => {
    const attempt = () => buildTestApp({ site: { region: 'Canada', sesSender: 'nobody', hostedZone: { id: 'nope', name: 'example.com' } } });
    expect(attempt).toThrow(OperatorError);
    for (const problem of ['  - region: region must be', '  - sesSender: sesSender must be', '  - hostedZone.id: hostedZone.id must be']) {
      expect(attempt).toThrow(problem);
    }
  });

  test('no web build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    expect(() => buildTestApp({ siteDir: empty })).toThrow(/No web build in .*: run `npm run build` first/);
  });
});
