import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { FUNCTIONS, SWEEPER_FUNCTION, type EnvironmentSources } from '../../shared/backend/functions';
import { ApiFunction } from './api-function';

export interface InquirySweeperProps {
  /** Where its environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
}

const { everyMinutes } = FUNCTIONS[SWEEPER_FUNCTION].trigger;

/**
 * The sweeper: an EventBridge schedule runs lambdas/deliver-pending-inquiries.ts as often as its
 * declaration says; it may read and claim inquiries and mail the seller, nothing else. A missed run
 * needs no retry: the next one finds the same inquiries due.
 */
export class InquirySweeper extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: InquirySweeperProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: SWEEPER_FUNCTION,
      description: `Re-delivers undelivered inquiries (lambdas/${SWEEPER_FUNCTION}.ts), every ${everyMinutes} minutes`,
    });
    this.function.provide(props.sources(this.function));
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Runs the inquiry sweeper',
      schedule: Schedule.rate(Duration.minutes(everyMinutes)),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });
  }
}
