import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '../../shared/api-routes';
import { alarmRecipient } from '../../shared/settings';
import { readSiteSettings } from '../../infra/settings';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { API_SERVICE_NAME, ENV, METRICS_NAMESPACE } from '../../shared/backend/environment';
import { ALERT_SWEEPER_FUNCTION, FUNCTIONS, MAIL_SENT_FUNCTION, PAGE_PUBLISHER_FUNCTION, PHOTO_MIGRATION_FUNCTION, SWEEPER_FUNCTION } from '../../shared/backend/functions';
import { CONFIGURATION_SET_TAG, INQUIRY_MAIL_TAGS } from '../../shared/backend/mail-events';
import { INQUIRIES_TABLE, TABLES, WATCHERS_TABLE } from '../../shared/backend/tables';
import { WATCH_METRICS } from '../../shared/backend/watch-metrics';
import { ACTUAL_SPEND_WARNING_PERCENT } from '../../infra/constructs/cost-budget';
import { API_5XX_RATE_PERCENT } from '../../infra/constructs/site-alarms';
import type { SiteStack } from '../../infra/stack';
import { buildTestApp, logicalId } from './support/site-app';

type Resource = { Type: string; Properties: Record<string, any> };

const settings = readSiteSettings();
const handlers = [...new Set(API_ROUTES.map((route) => route.handler))];

let site: SiteStack;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  // Prepare: the app as `cdk synth` builds it from cdk.json.
  // site-stack.test.ts runs the Control Tower rules on this very template.
  ({ site } = buildTestApp({ controlTower: false }));
  template = Template.fromStack(site);
  resources = template.toJSON().Resources as Record<string, Resource>;
});

const ofType = (type: string) => Object.values(resources).filter((r) => r.Type === type);
const topicRef = () => ({ Ref: logicalId(site.alarms.topic) });
const configurationSetRef = () => ({ Ref: logicalId(site.mail.configurationSet) });
const sweeper = () => site.sweeper.function;
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The statements of every policy attached to a function's role. */
const roleStatements = (fn: { function: { role?: IRole } }) => {
  const role = JSON.stringify({ Ref: logicalId(fn.function.role!) });
  return ofType('AWS::IAM::Policy')
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((candidate) => JSON.stringify(candidate) === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, any>[]);
};

/** A rule invokes the function: EventBridge is allowed to, by that rule only. */
function expectInvokedByRule(fn: { function: IFunction }, rule: IConstruct) {
  template.hasResourceProperties('AWS::Lambda::Permission', {
    Action: 'lambda:InvokeFunction',
    FunctionName: { 'Fn::GetAtt': [logicalId(fn.function), 'Arn'] },
    Principal: 'events.amazonaws.com',
    SourceArn: { 'Fn::GetAtt': [logicalId(rule), 'Arn'] },
  });
}

/** An alarm that mails the topic when it goes off and when it clears. */
const notifying = (properties: Record<string, unknown>) => ({
  ...properties,
  AlarmActions: [topicRef()],
  OKActions: [topicRef()],
  EvaluationPeriods: 1,
  TreatMissingData: 'notBreaching',
});

describe('the alarm topic', () => {
  test('requires TLS from publishers and mails the operator (adminEmail unless alarmEmail is set)', () => {
    // Assess
    // This one and SES's bounces and complaints (below).
    expect(ofType('AWS::SNS::Topic')).toHaveLength(2);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [topicRef()],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      TopicArn: topicRef(),
      Endpoint: settings.adminEmail,
    });
    expect(alarmRecipient(settings)).toBe(settings.alarmEmail ?? settings.adminEmail);
  });

  test('alarmEmail, when set, is the address subscribed', () => {
    // Prepare
    const { site: withAlarmEmail } = buildTestApp({ site: { alarmEmail: 'night-shift@example.com' }, controlTower: false });

    // Assess
    Template.fromStack(withAlarmEmail).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'night-shift@example.com',
    });
  });
});

describe('alarms', () => {
  test('an inquiry undelivered after every retry: the handlers\' and sweeper\'s metric, one is enough', () => {
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        Namespace: METRICS_NAMESPACE,
        MetricName: DELIVERY_METRICS.undelivered,
        Dimensions: [{ Name: 'service', Value: API_SERVICE_NAME }],
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    );
  });

  test(`an inquiry waiting more than ${DELIVERY_POLICY.overdueMinutes} minutes for its mails: the sweeper's scan of the table counts it, one is enough`, () => {
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        Namespace: METRICS_NAMESPACE,
        MetricName: DELIVERY_METRICS.overdue,
        Dimensions: [{ Name: 'service', Value: API_SERVICE_NAME }],
        Statistic: 'Maximum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      }),
    );
    // The sweeper runs often enough that an overdue inquiry is found within one more period.
    expect(FUNCTIONS[SWEEPER_FUNCTION].trigger.everyMinutes).toBeLessThanOrEqual(DELIVERY_POLICY.overdueMinutes / 3);
  });

  test.each([...handlers, SWEEPER_FUNCTION, MAIL_SENT_FUNCTION])('%s: any error', (handler) => {
    const fn = handler === SWEEPER_FUNCTION ? sweeper() : handler === MAIL_SENT_FUNCTION ? site.mailSent.function : site.api.functions.get(handler)!;
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(fn.function) } }],
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    );
  });

  test("any throttle in the account, the page publisher's queued turns aside", () => {
    const throttles = (id: string, dimensions?: unknown) =>
      Match.objectLike({ Id: id, MetricStat: Match.objectLike({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Throttles', ...(dimensions ? { Dimensions: dimensions } : {}) }, Stat: 'Sum' }), ReturnData: false });
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        AlarmName: 'TrailerSite-Throttles',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'FILL(all, 0) - FILL(queued0, 0)', ReturnData: true }),
          throttles('all'),
          throttles('queued0', [{ Name: 'FunctionName', Value: { Ref: logicalId(site.publisher.function.function) } }]),
        ]),
      }),
    );
  });

  test(`the API's 5xx rate above ${API_5XX_RATE_PERCENT}% over five minutes`, () => {
    const apiDimension = [{ Name: 'ApiId', Value: { Ref: logicalId(site.api.httpApi) } }];
    const metric = (name: string) =>
      Match.objectLike({ MetricStat: Match.objectLike({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: name, Dimensions: apiDimension }, Stat: 'Sum' }), ReturnData: false });
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        Threshold: API_5XX_RATE_PERCENT,
        ComparisonOperator: 'GreaterThanThreshold',
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: Match.stringLikeRegexp('100 \\* FILL\\(errors, 0\\) / requests') }),
          metric('5xx'),
          metric('Count'),
        ]),
      }),
    );
  });

  test.each(['Bounce', 'Complaint'])('SES: any %s of mail sent with the configuration set', (event) => {
    template.hasResourceProperties(
      'AWS::CloudWatch::Alarm',
      notifying({
        Namespace: 'AWS/SES',
        MetricName: event,
        Dimensions: [{ Name: 'ses:configuration-set', Value: configurationSetRef() }],
        Statistic: 'Sum',
        Threshold: 1,
      }),
    );
  });

  test('every alarm mails the topic, and there is no other alarm', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    // undelivered, overdue, 5xx rate, bounce, complaint, an alert given up, the account's throttles,
    // and errors per function (the API's, the sweeper, the mail recorder, the photo migration, the
    // alert sweeper, the bounce handler and the page publisher)
    expect(alarms).toHaveLength(7 + handlers.length + 6);
    for (const alarm of alarms) expect(alarm.Properties).toMatchObject({ AlarmActions: [topicRef()], OKActions: [topicRef()] });
    // named for the operator's mail subject: what went off, in which stack
    const names = alarms.map((alarm) => alarm.Properties.AlarmName as string);
    expect(names).toEqual(expect.arrayContaining(['TrailerSite-InquiryUndelivered', 'TrailerSite-InquiryOverdue', 'TrailerSite-Api5xxRate', 'TrailerSite-MailBounced', 'TrailerSite-Errors-submit-inquiry', 'TrailerSite-Throttles', `TrailerSite-Errors-${PAGE_PUBLISHER_FUNCTION}`, `TrailerSite-Errors-${PHOTO_MIGRATION_FUNCTION}`]));
    expect(names).toEqual(expect.arrayContaining([`TrailerSite-Errors-${MAIL_SENT_FUNCTION}`]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('SES configuration set', () => {
  test('publishes sends, deliveries, bounces, complaints and rejects to CloudWatch by configuration set', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { ReputationOptions: { ReputationMetricsEnabled: true } });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: configurationSetRef(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            { DimensionName: 'ses:configuration-set', DimensionValueSource: 'messageTag', DefaultDimensionValue: Match.anyValue() },
          ],
        },
      },
    });
  });
});

describe("SES's Send events of inquiry mails", () => {
  test('the configuration set publishes each Send event to the default event bus', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: configurationSetRef(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['send'],
        EventBridgeDestination: { EventBusArn: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([':event-bus/default'])]) }) },
      },
    });
  });

  test('a rule hands those of the configuration set naming an inquiry to the function that records them', () => {
    const functionArn = { 'Fn::GetAtt': [logicalId(site.mailSent.function.function), 'Arn'] };
    template.hasResourceProperties('AWS::Events::Rule', {
      State: 'ENABLED',
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Sent'],
        detail: { mail: { tags: { [CONFIGURATION_SET_TAG]: [configurationSetRef()], [INQUIRY_MAIL_TAGS.inquiry]: [{ exists: true }] } } },
      },
      Targets: [Match.objectLike({ Arn: functionArn })],
    });
    expectInvokedByRule(site.mailSent.function, site.mailSent.rule);
  });

  test('the function may update the inquiries table and write its own log; it mails nothing', () => {
    const fn = site.mailSent.function;
    const statements = roleStatements(fn);
    const inquiries = logicalId(site.tables.get(INQUIRIES_TABLE).table);
    for (const statement of statements) {
      expect(asArray(statement.Action).every((action: string) => /^(dynamodb|logs):/.test(action))).toBe(true);
      expect(JSON.stringify(statement.Resource)).toMatch(new RegExp(`${inquiries}|${logicalId(fn.logGroup)}`));
    }
    expect(resources[logicalId(fn.function)]!.Properties.Environment.Variables[INQUIRIES_TABLE.envVar]).toEqual({ Ref: inquiries });
  });
});

describe('the inquiry sweeper', () => {
  const { everyMinutes } = FUNCTIONS[SWEEPER_FUNCTION].trigger;

  test(`runs every ${everyMinutes} minutes from EventBridge, without retries (the next run picks up the rest)`, () => {
    const functionArn = { 'Fn::GetAtt': [logicalId(sweeper().function), 'Arn'] };
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: functionArn, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    expectInvokedByRule(sweeper(), site.sweeper.schedule);
  });

  test('its timeout and every API function\'s are shorter than a delivery claim, so a claim outlives its sender', () => {
    const timeouts = [...site.api.functions.values(), sweeper()].map((fn) => resources[logicalId(fn.function)]?.Properties.Timeout as number);
    expect(timeouts).toHaveLength(handlers.length + 1);
    expect(timeouts.every((timeout) => timeout > 0)).toBe(true);
    expect(Math.max(...timeouts)).toBeLessThan(DELIVERY_POLICY.leaseSeconds);
    expect(resources[logicalId(sweeper().function)]?.Properties.Timeout).toBe(FUNCTIONS[SWEEPER_FUNCTION].timeoutSeconds);
  });

  test('may read and claim inquiries, mail the seller with the configuration set and write its own log; nothing else', () => {
    // Prepare
    const fn = sweeper();
    const roleId = logicalId(fn.function.role!);
    const statements = roleStatements(fn);
    const variables = resources[logicalId(fn.function)]!.Properties.Environment.Variables as Record<string, unknown>;
    const inquiries = logicalId(site.tables.get(INQUIRIES_TABLE).table);
    const byService = (service: string) => statements.filter((s) => asArray(s.Action).some((action: string) => action.startsWith(`${service}:`)));

    // Assess: the inquiries table only, named in its variable, no other table's.
    expect(variables[INQUIRIES_TABLE.envVar]).toEqual({ Ref: inquiries });
    for (const other of TABLES.filter((design) => design !== INQUIRIES_TABLE)) {
      expect(variables[other.envVar]).toBeUndefined();
      expect(JSON.stringify(statements)).not.toContain(logicalId(site.tables.get(other).table));
    }
    for (const resource of byService('dynamodb').flatMap((s) => asArray(s.Resource))) expect(JSON.stringify(resource)).toContain(inquiries);
    // SendEmail on the sender's and seller's identities and the configuration set.
    expect(byService('ses').flatMap((s) => asArray(s.Action))).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(byService('ses'))).toContain(':configuration-set/');
    expect(variables).toMatchObject({ [ENV.sesSender]: settings.sesSender, [ENV.sellerEmail]: settings.sellerEmail, [ENV.sesConfigurationSet]: configurationSetRef() });
    // Its own log group; no other service, no wildcard resource, no managed policy.
    expect(byService('logs').flatMap((s) => asArray(s.Resource))).toEqual([{ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] }]);
    for (const statement of statements) {
      expect(asArray(statement.Action).every((action: string) => /^(dynamodb|logs|ses):/.test(action))).toBe(true);
      expect(statement.Resource).not.toBe('*');
    }
    expect(resources[roleId]?.Properties.ManagedPolicyArns).toBeUndefined();
  });
});

describe('cost budget', () => {
  test(`mails the alarm recipient at ${ACTUAL_SPEND_WARNING_PERCENT} % of the monthly limit spent and when the month is forecast above it`, () => {
    const subscribers = [{ SubscriptionType: 'EMAIL', Address: alarmRecipient(settings) }];
    template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: settings.monthlyBudgetUsd, Unit: 'USD' },
      },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: ACTUAL_SPEND_WARNING_PERCENT, ThresholdType: 'PERCENTAGE' },
          Subscribers: subscribers,
        },
        {
          Notification: { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
          Subscribers: subscribers,
        },
      ],
    });
  });

  test('takes its limit from the monthlyBudgetUsd setting', () => {
    const { site: custom } = buildTestApp({ site: { monthlyBudgetUsd: 60 }, controlTower: false });
    Template.fromStack(custom).hasResourceProperties('AWS::Budgets::Budget', { Budget: Match.objectLike({ BudgetLimit: { Amount: 60, Unit: 'USD' } }) });
  });
});

const watchersTable = () => logicalId(site.tables.get(WATCHERS_TABLE).table);

describe('watching the listing in AWS', () => {
  test('the watchers table: TTL on expiresAt (pending subscriptions go after 7 days), its two sparse indexes', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: WATCHERS_TABLE.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: WATCHERS_TABLE.globalIndexes.map((index) => Match.objectLike({ IndexName: index.name })),
    });
  });

  test(`the alert sweeper runs every ${FUNCTIONS[ALERT_SWEEPER_FUNCTION].trigger.everyMinutes} minutes from EventBridge, without retries`, () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${FUNCTIONS[ALERT_SWEEPER_FUNCTION].trigger.everyMinutes} minutes)`,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(site.watchAlerts.sweeper.function), 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
  });

  test('SES publishes bounces and complaints to an SNS topic (TLS only) to which the feedback function subscribes', () => {
    const topic = { Ref: logicalId(site.mail.feedbackTopic) };
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: topic } }),
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: topic, Endpoint: { 'Fn::GetAtt': [logicalId(site.watchAlerts.feedback.function), 'Arn'] } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  test.each(['WatchAlertUndelivered', `Errors-${ALERT_SWEEPER_FUNCTION}`, 'Errors-record-mail-feedback'])('the %s alarm mails the operator', (id) => {
    expect(site.alarms.alarms.get(id)).toBeDefined();
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: Match.stringLikeRegexp(`-${id}$`), AlarmActions: [{ Ref: logicalId(site.alarms.topic) }] });
  });

  test('the alarm watches the metric the sweeper publishes for an alert given up', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: WATCH_METRICS.alertUndelivered, Threshold: 1 });
  });

  test.each([
    ['the alert sweeper', () => site.watchAlerts.sweeper, true],
    ['the feedback function', () => site.watchAlerts.feedback, false],
  ] as const)('%s may touch the watchers table and no other, and send mail only if it mails', (_name, fn, mails) => {
    const statements = roleStatements(fn());
    const text = JSON.stringify(statements);
    expect(text).toContain(watchersTable());
    for (const other of TABLES.filter((design) => design !== WATCHERS_TABLE)) expect(text).not.toContain(logicalId(site.tables.get(other).table));
    expect(statements.some((statement) => asArray(statement.Action).some((action: string) => action.startsWith('ses:')))).toBe(mails);
  });
});
