import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct, type IDependable } from 'constructs';
import { FUNCTIONS, PAGE_PUBLISHER_FUNCTION, type EnvironmentSources } from '../../shared/backend/functions';
import type { PublishRequest } from '../../lambdas/publish-pages';
import { ApiFunction } from './api-function';
import { invokeAtDeploy } from './invoke-at-deploy';

export interface PagePublisherProps {
  /** Its fixed name, by which the functions that change the pages' content invoke it. */
  functionName: string;
  /** Where its environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
  /** The deployment that puts the built pages in the site bucket: the publisher runs after it. */
  builtPages: IDependable;
  /** Changes whenever the built pages do (the web build's fingerprint), so each deploy that replaces them publishes again. */
  buildFingerprint: string;
}

const { everyMinutes } = FUNCTIONS[PAGE_PUBLISHER_FUNCTION].trigger;

/**
 * The page publisher (lambdas/publish-pages.ts, docs/decisions/published-pages.md): one run at a time,
 * invoked after each admin change, on a schedule that finishes any publish cut short, and at each deploy
 * once the built pages (rendered with the repository's content only) are back in the bucket.
 */
export class PagePublisher extends Construct {
  readonly function: ApiFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: PagePublisherProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: PAGE_PUBLISHER_FUNCTION,
      description: `Renders the pages with the admin's content (lambdas/${PAGE_PUBLISHER_FUNCTION}.ts)`,
      functionName: props.functionName,
      // Runs never overlap: each reads the tables as it starts, so the last to finish shows the last change.
      reservedConcurrency: 1,
      // Rendering is CPU work: memory is also the CPU share.
      memorySize: 1024,
    });
    this.function.provide(props.sources(this.function));
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Publishes the pages when they are out of date',
      schedule: Schedule.rate(Duration.minutes(everyMinutes)),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });

    const request: PublishRequest = { force: true };
    const afterDeploy = invokeAtDeploy(this, 'PublishAfterDeploy', this.function.function, `publish-${props.buildFingerprint}`, request);
    afterDeploy.node.addDependency(props.builtPages);
  }
}
