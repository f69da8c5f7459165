import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { CAD_RATE_FUNCTION, FUNCTIONS, type EnvironmentSources } from '../../shared/backend/functions';
import { ApiFunction } from './api-function';

export interface CadRateUpdaterProps {
  /** Where its environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
}

const { hour, minute } = FUNCTIONS[CAD_RATE_FUNCTION].trigger.weekdaysAtUtc;

/**
 * The daily CAD rate update (cadRateUpdate setting): an EventBridge schedule runs
 * lambdas/update-cad-rate.ts each weekday after the Bank of Canada publishes; it may read and write
 * the listing table and invoke the page publisher. A failed run is not retried: the next weekday's
 * run takes the newer rate, and the facts keep theirs meanwhile.
 */
export class CadRateUpdater extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: CadRateUpdaterProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: CAD_RATE_FUNCTION,
      description: `Sets the facts' CAD rate from the Bank of Canada (lambdas/${CAD_RATE_FUNCTION}.ts), weekdays at ${hour}:${String(minute).padStart(2, '0')} UTC`,
    });
    this.function.provide(props.sources(this.function));
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Runs the daily CAD rate update',
      schedule: Schedule.cron({ weekDay: 'MON-FRI', hour: String(hour), minute: String(minute) }),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });
  }
}
