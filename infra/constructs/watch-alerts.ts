import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { ALERT_SWEEPER_FUNCTION, FUNCTIONS, MAIL_FEEDBACK_FUNCTION, type EnvironmentSources } from '../../shared/backend/functions';
import { ApiFunction } from './api-function';

export interface WatchAlertsProps {
  /** Where its functions' environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
  /** The configuration set's Bounce and Complaint events (MailConfiguration.feedbackTopic). */
  feedbackTopic: ITopic;
}

const { everyMinutes } = FUNCTIONS[ALERT_SWEEPER_FUNCTION].trigger;

/**
 * Watching the listing's two functions besides the API's: the alert sweeper on an EventBridge
 * schedule (a missed run needs no retry: the next one finds the same open batch), and the function
 * that suppresses the addresses SES's Bounce and Complaint events name, subscribed to their topic
 * (Lambda retries a failed SNS delivery; its error alarm tells the operator). Each may touch the
 * watchers table only, and the sweeper send mail.
 */
export class WatchAlerts extends Construct {
  readonly sweeper: ApiFunction;
  readonly schedule: Rule;
  readonly feedback: ApiFunction;

  constructor(scope: Construct, id: string, props: WatchAlertsProps) {
    super(scope, id);
    this.sweeper = new ApiFunction(this, 'Sweeper', {
      handler: ALERT_SWEEPER_FUNCTION,
      description: `Mails the watchers the listing's changes, batched by the hour (lambdas/${ALERT_SWEEPER_FUNCTION}.ts), every ${everyMinutes} minutes`,
    });
    this.sweeper.provide(props.sources(this.sweeper));
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Runs the watch alert sweeper',
      schedule: Schedule.rate(Duration.minutes(everyMinutes)),
      targets: [new LambdaFunction(this.sweeper.function, { retryAttempts: 0 })],
    });

    this.feedback = new ApiFunction(this, 'Feedback', {
      handler: MAIL_FEEDBACK_FUNCTION,
      description: `Suppresses the addresses SES reports bounced or complained of (lambdas/${MAIL_FEEDBACK_FUNCTION}.ts)`,
    });
    this.feedback.provide(props.sources(this.feedback));
    props.feedbackTopic.addSubscription(new LambdaSubscription(this.feedback.function));
  }
}
