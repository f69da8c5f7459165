import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { ALERT_SWEEPER_FUNCTION, CAD_RATE_FAILED_METRIC, CAD_RATE_FUNCTION, SWEEPER_FUNCTION } from '../../shared/backend/functions';
import { API_SERVICE_NAME, METRICS_NAMESPACE } from '../../shared/backend/environment';
import { WATCH_METRICS } from '../../shared/backend/watch-metrics';
import type { ApiFunction } from './api-function';
import type { MailConfiguration } from './mail-configuration';
import { acknowledge } from './nag';

/** The share of API answers that may be 5xx over five minutes before the operator is told, in percent. */
export const API_5XX_RATE_PERCENT = 5;

export interface SiteAlarmsProps {
  /** Who is mailed when an alarm goes off and when it clears. */
  recipient: string;
  /** Every function whose errors and throttles matter, by name (the API's handlers, the sweeper and the page publisher). */
  functions: ReadonlyMap<string, ApiFunction>;
  /**
   * Functions that run one at a time by design (the page publisher): an invocation throttled while
   * another runs waits its turn in Lambda's queue, so their throttles raise no alarm.
   */
  oneAtATime?: ReadonlySet<string>;
  httpApi: HttpApi;
  mail: MailConfiguration;
  /** Whether the daily CAD rate update is deployed (the cadRateUpdate setting). */
  cadRateUpdate: boolean;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The operator's alarms, each mailed through one SNS topic when it goes off and when it clears:
 * an inquiry still undelivered after every retry, one waiting too long for its mails, an alert mail
 * given up, a function's errors, a throttle, the API's 5xx rate, SES bounces and complaints, and a
 * day the CAD rate update wrote no rate.
 */
export class SiteAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms = new Map<string, Alarm>();

  constructor(scope: Construct, id: string, props: SiteAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Trailer site alarms', enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.recipient));
    acknowledge(
      this.topic,
      'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key, and the notices carry only alarm names and numbers, no personal data; a customer managed key would cost more than the rest of the monitoring.',
      'AwsSolutions-SNS2',
    );

    this.add('InquiryUndelivered', {
      description: 'An inquiry is still not with the seller after every retry: resend it from /inquiries.',
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: DELIVERY_METRICS.undelivered,
        dimensionsMap: { service: API_SERVICE_NAME },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
    });

    this.add('InquiryOverdue', {
      description: `An inquiry has waited more than ${DELIVERY_POLICY.overdueMinutes} minutes for its mails (found by the sweeper's scan of the table): see the ALARM lines of lambdas/${SWEEPER_FUNCTION}.ts, then resend it from /inquiries.`,
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: DELIVERY_METRICS.overdue,
        dimensionsMap: { service: API_SERVICE_NAME },
        statistic: 'Maximum',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
    });

    this.add('WatchAlertUndelivered', {
      // One alarm for the alerts: a refused send is tried again by the next sweeps, and only one given up is news.
      description: `An alert mail was refused by SES on every try: that watcher missed one change (the ALARM lines of lambdas/${ALERT_SWEEPER_FUNCTION}.ts).`,
      metric: new Metric({ namespace: METRICS_NAMESPACE, metricName: WATCH_METRICS.alertUndelivered, dimensionsMap: { service: API_SERVICE_NAME }, statistic: 'Sum', period: FIVE_MINUTES }),
      threshold: 1,
    });

    for (const [name, fn] of props.functions) {
      this.add(`Errors-${name}`, {
        description: `lambdas/${name}.ts failed (crashed or timed out): see its log group.`,
        metric: fn.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
      });
    }

    // Besides the one-at-a-time functions, none has a concurrency limit of its own, so any other
    // throttle means the account's concurrency is used up: one alarm on Lambda's account-wide count
    // (less the queued turns of the one-at-a-time functions) says so, where one per function would
    // say it many times over and cost a CloudFormation resource each (a stack holds at most 500).
    const queued = [...(props.oneAtATime ?? [])].map((name) => props.functions.get(name)!.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }));
    this.add('Throttles', {
      description: "Lambda refused to run a function: the account's Lambda concurrency is used up.",
      metric: new MathExpression({
        expression: ['FILL(all, 0)', ...queued.map((_, index) => `FILL(queued${index}, 0)`)].join(' - '),
        usingMetrics: {
          all: LambdaFunction.metricAllThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
          ...Object.fromEntries(queued.map((metric, index) => [`queued${index}`, metric])),
        },
        label: 'Throttled invocations, queued turns aside',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
    });

    this.add('Api5xxRate', {
      description: `More than ${API_5XX_RATE_PERCENT}% of API answers in five minutes were 5xx (including an inquiry whose mail failed).`,
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * FILL(errors, 0) / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        label: 'API 5xx rate (%)',
        period: FIVE_MINUTES,
      }),
      threshold: API_5XX_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // A run that could not update the rate ends normally, so its function's errors alarm stays quiet.
    if (props.cadRateUpdate) {
      this.add('CadRateNotUpdated', {
        description: `The daily CAD rate update wrote no rate, so the facts keep their older one: see the log group of lambdas/${CAD_RATE_FUNCTION}.ts, or set the rate in the admin's Listing facts.`,
        metric: new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: CAD_RATE_FAILED_METRIC,
          dimensionsMap: { service: API_SERVICE_NAME },
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
        threshold: 1,
      });
    }

    this.add('MailBounced', {
      description: "An e-mail bounced: the seller's address if it was a lead, else a buyer's mistyped address.",
      metric: props.mail.metric('Bounce'),
      threshold: 1,
    });
    this.add('MailComplaint', {
      description: 'A recipient marked an e-mail of the site as spam.',
      metric: props.mail.metric('Complaint'),
      threshold: 1,
    });
  }

  private add(
    id: string,
    { description, metric, threshold, comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD }: {
      description: string;
      metric: IMetric;
      threshold: number;
      comparisonOperator?: ComparisonOperator;
    },
  ): void {
    const alarm = new Alarm(this, id, {
      // Named so the mail's subject says what went off (the stack name keeps it unique in the account).
      alarmName: `${Stack.of(this).stackName}-${id}`,
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      // No data means nothing happened: no failed delivery, no request, no bounce.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.set(id, alarm);
  }
}
