import { CloudWatchDimensionSource, ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import { Duration } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** The dimension SES publishes its events under: the auto-tag naming the configuration set. */
const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** The SES events the alarms and the operator care about. */
export type MailEvent = 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Reject';

/**
 * The SES configuration set every e-mail of the site is sent with: it publishes sends, deliveries,
 * bounces, complaints and rejects to CloudWatch (namespace AWS/SES), where the alarms watch them,
 * and each Send event to EventBridge's default bus (SES publishes only there), where a rule hands
 * those of inquiry mails to the function that records them (MailSentRecorder); and each Bounce and
 * Complaint to an SNS topic, to which the function that suppresses those addresses subscribes (WatchAlerts).
 */
export class MailConfiguration extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** The configuration set's Bounce and Complaint events, as SES publishes them to SNS. */
  readonly feedbackTopic: Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        { name: CONFIGURATION_SET_DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
      ]),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });
    this.configurationSet.addEventDestination('ToEventBridge', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.SEND],
    });
    this.feedbackTopic = new Topic(this, 'FeedbackTopic', { displayName: 'SES bounces and complaints', enforceSSL: true });
    acknowledge(
      this.feedbackTopic,
      'SES publishes only to a topic encrypted with a customer managed key whose policy admits it; the events name a bounced address and go over TLS only (enforceSSL) to one function, which keeps only its salted hash. A key would cost more than the rest of the mail set-up.',
      'AwsSolutions-SNS2',
    );
    this.configurationSet.addEventDestination('ToSns', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /** The count of one SES event for mail sent with this configuration set. */
  metric(event: MailEvent, options: MetricOptions = {}): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: event,
      dimensionsMap: { [CONFIGURATION_SET_DIMENSION]: this.configurationSet.configurationSetName },
      statistic: 'Sum',
      period: Duration.minutes(5),
      ...options,
    });
  }
}
