import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '../../shared/api-routes';
import { buildTestApp } from './support/site-app';

/** CloudFormation refuses a stack of more resources than this. */
const CLOUDFORMATION_RESOURCE_LIMIT = 500;

describe('the site stack with every setting that adds resources on', () => {
  let resources: { Type: string; Properties?: Record<string, unknown> }[];

  beforeAll(() => {
    const { site } = buildTestApp({
      site: { cadRateUpdate: true, siteHost: 'trailer.example.com', hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'example.com' } },
      controlTower: false,
    });
    resources = Object.values(Template.fromStack(site).toJSON().Resources as Record<string, { Type: string }>);
  }, 240_000);

  test(`stays within CloudFormation's ${CLOUDFORMATION_RESOURCE_LIMIT} resources`, () => {
    expect(resources.length).toBeLessThan(CLOUDFORMATION_RESOURCE_LIMIT);
  });

  test('gives API Gateway one invoke permission per handler, not one per route', () => {
    const handlers = new Set(API_ROUTES.map((route) => route.handler));
    const fromApiGateway = resources.filter((resource) => resource.Type === 'AWS::Lambda::Permission' && resource.Properties?.Principal === 'apigateway.amazonaws.com');
    expect(fromApiGateway).toHaveLength(handlers.size);
  });
});
