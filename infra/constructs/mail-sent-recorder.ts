import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { MAIL_SENT_FUNCTION, type EnvironmentSources } from '../../shared/backend/functions';
import { mailSentPattern } from '../../shared/backend/mail-events';
import { ApiFunction } from './api-function';

export interface MailSentRecorderProps {
  /** Where its environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
  /** The configuration set whose Send events (published to the default bus, MailConfiguration) it records. */
  configurationSetName: string;
}

/**
 * SES's word on each inquiry mail: a rule on the default event bus hands the Send events of the
 * configuration set's inquiry mails to lambdas/record-mail-sent.ts, which records the mail as sent
 * even when its sender died after SES took it. EventBridge invokes it asynchronously; Lambda retries a
 * failed run twice, EventBridge retries delivery for up to a day, and the function's error alarm
 * tells the operator (SiteAlarms). It may only update the inquiries table.
 */
export class MailSentRecorder extends Construct {
  readonly function: ApiFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: MailSentRecorderProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: MAIL_SENT_FUNCTION,
      description: `Records inquiry mails as sent from SES's Send events (lambdas/${MAIL_SENT_FUNCTION}.ts)`,
    });
    this.function.provide(props.sources(this.function));
    const { source, 'detail-type': detailType, detail } = mailSentPattern(props.configurationSetName);
    this.rule = new Rule(this, 'Rule', {
      description: "Hands SES's Send events of inquiry mails to the function that records them",
      eventPattern: { source, detailType, detail },
      targets: [new LambdaFunction(this.function.function)],
    });
  }
}
