import { WATCH_CONFIRM_PATH, WATCH_COUNTS_ENDPOINT, WATCH_EXPORT_ENDPOINT, WATCH_UNSUBSCRIBE_PATH, WATCHERS_ENDPOINT } from '../shared/watch';
import { errorResult, type HttpEvent, type HttpResult } from './common/http';
import { confirm } from './common/watch-confirm';
import { countWatchers } from './common/watch-counts';
import { exportWatchers } from './common/watch-export';
import { subscribe } from './common/watch-subscribe';
import { unsubscribe } from './common/watch-unsubscribe';

/** Each watch route's operation, by the route's path (each reads the method itself where it has two). */
const OPERATIONS: Record<string, (event: HttpEvent) => Promise<HttpResult>> = {
  [WATCHERS_ENDPOINT]: subscribe,
  [WATCH_CONFIRM_PATH]: confirm,
  [WATCH_UNSUBSCRIBE_PATH]: unsubscribe,
  [WATCH_COUNTS_ENDPOINT]: countWatchers,
  [WATCH_EXPORT_ENDPOINT]: exportWatchers,
};

/**
 * The watch API (docs/api.md#watching-the-listing): one function for its seven routes, which share
 * the watchers table and its grants, since each function costs the stack about seven of
 * CloudFormation's 500 resources (docs/decisions/watch-alerts.md). Each operation is wrapped as every handler is
 * (origin check, errors); the admin's counts check the admin group themselves.
 */
export async function handler(event: HttpEvent): Promise<HttpResult> {
  const operation = OPERATIONS[event.routeKey.slice(event.routeKey.indexOf(' ') + 1)];
  return operation ? operation(event) : errorResult(404, 'No such watch route');
}
