import { ENV } from '../../shared/backend/environment';
import { environment, requiredName } from './env';
import { lazy } from './lazy';
import { logger } from './logger';

const env = environment({ [ENV.pagePublisher]: requiredName });
/** The Lambda client and its command, loaded by the first publish request (see dynamo.ts for why). */
const lambdaSdk = lazy(() => import('./lambda-client'));

/**
 * Asks the page publisher to render the public pages again, after a change they show has been
 * written. The invoke is asynchronous (Lambda queues it and retries a failed run); the change is already
 * saved, so a request that cannot be made is logged, not failed: the publisher's scheduled run finds the
 * pages out of date and publishes them.
 */
export async function requestPagePublish(): Promise<void> {
  try {
    const { lambda, InvokeCommand } = await lambdaSdk();
    await lambda.send(new InvokeCommand({ FunctionName: env()[ENV.pagePublisher], InvocationType: 'Event' }));
  } catch (error) {
    logger.error('Could not ask the page publisher to publish; its scheduled run will', { error });
  }
}
