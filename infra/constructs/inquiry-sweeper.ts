import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { DELIVERY_POLICY } from '../delivery-policy';
import { ApiFunction, useMailSender, useTable, type DataTable, type MailRoute } from './api-function';

/** The handler module the sweeper runs (lambdas/<name>.ts). */
export const SWEEPER_HANDLER = 'deliver-pending-inquiries';

export interface InquirySweeperProps {
  inquiries: DataTable;
  mail: MailRoute;
}

/**
 * The sweeper: an EventBridge schedule runs lambdas/deliver-pending-inquiries.ts every few
 * minutes; it may read and claim inquiries and mail the seller, nothing else. A missed run needs
 * no retry: the next one finds the same inquiries due.
 */
export class InquirySweeper extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: InquirySweeperProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: SWEEPER_HANDLER,
      description: `Re-delivers undelivered inquiries (lambdas/${SWEEPER_HANDLER}.ts), every ${DELIVERY_POLICY.sweepEveryMinutes} minutes`,
      timeout: Duration.seconds(DELIVERY_POLICY.sweeperTimeoutSeconds),
    });
    useTable(this.function, props.inquiries, 'write');
    useMailSender(this.function, props.mail);
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Runs the inquiry sweeper',
      schedule: Schedule.rate(Duration.minutes(DELIVERY_POLICY.sweepEveryMinutes)),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });
  }
}
