import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SiteStack } from '../../infra/stack';
import { CAD_RATE_FAILED_METRIC, CAD_RATE_FUNCTION, FUNCTIONS } from '../../shared/backend/functions';
import { API_SERVICE_NAME, ENV, METRICS_NAMESPACE } from '../../shared/backend/environment';
import { LISTING_TABLE } from '../../shared/backend/tables';
import { buildTestApp, logicalId, openNagFindings } from './support/site-app';

const { hour, minute } = FUNCTIONS[CAD_RATE_FUNCTION].trigger.weekdaysAtUtc;
const SCHEDULE = `cron(${minute} ${hour} ? * MON-FRI *)`;
const CAD_RATE_ALARM = 'CadRateNotUpdated';

/** The template's functions whose description names the update's handler. */
const describesCadRate = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) => String(fn.Properties.Description ?? '').includes(`lambdas/${CAD_RATE_FUNCTION}.ts`));

describe('the daily CAD rate update', () => {
  test('is not deployed by default: no function and no schedule', () => {
    // Prepare: cdk.json as shipped, without cadRateUpdate.
    const { site } = buildTestApp({ controlTower: false });
    const template = Template.fromStack(site);

    // Assess
    expect(site.cadRateUpdater).toBeUndefined();
    expect(describesCadRate(template)).toHaveLength(0);
    expect(site.alarms.alarms.has(CAD_RATE_ALARM)).toBe(false);
    template.resourcePropertiesCountIs('AWS::Events::Rule', { ScheduleExpression: SCHEDULE }, 0);
  }, 240_000);

  describe('with cadRateUpdate on', () => {
    let app: App;
    let site: SiteStack;
    let template: Template;

    beforeAll(() => {
      ({ app, site } = buildTestApp({ site: { cadRateUpdate: true }, controlTower: false }));
      template = Template.fromStack(site);
    }, 240_000);

    test(`runs weekdays at ${hour}:${String(minute).padStart(2, '0')} UTC from EventBridge, after the bank publishes at 16:30 Eastern, without retries`, () => {
      const updater = site.cadRateUpdater!;
      expect(describesCadRate(template)).toHaveLength(1);
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: SCHEDULE,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(updater.function.function), 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [logicalId(updater.function.function), 'Arn'] },
        Principal: 'events.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [logicalId(updater.schedule), 'Arn'] },
      });
      // 16:30 Eastern is 21:30 UTC in winter and 20:30 UTC in summer.
      expect(hour * 60 + minute).toBeGreaterThan(21 * 60 + 30);
    });

    test('is given the listing table and the page publisher, and its errors raise an alarm', () => {
      const updater = site.cadRateUpdater!;
      const variables = template.toJSON().Resources[logicalId(updater.function.function)].Properties.Environment.Variables;
      expect(variables[LISTING_TABLE.envVar]).toEqual({ Ref: logicalId(site.tables.get(LISTING_TABLE).table) });
      expect(variables[ENV.pagePublisher]).toBeDefined();
      expect(site.alarms.alarms.has(`Errors-${CAD_RATE_FUNCTION}`)).toBe(true);
    });

    test('raises an alarm when a run could not update the rate, which ends without an error', () => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `${site.stackName}-${CAD_RATE_ALARM}`,
        MetricName: CAD_RATE_FAILED_METRIC,
        Namespace: METRICS_NAMESPACE,
        Dimensions: [{ Name: 'service', Value: API_SERVICE_NAME }],
        Statistic: 'Sum',
        Threshold: 1,
        TreatMissingData: 'notBreaching',
      });
    });

    test('adds no open cdk-nag finding', () => {
      expect(openNagFindings(app).filter((finding) => finding.paths.some((path) => path?.includes('CadRateUpdater')))).toEqual([]);
    });
  });
});
