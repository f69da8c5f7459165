/** Metrics (Powertools EMF, namespace METRICS_NAMESPACE) that the watch alert sweeper publishes and the alarms watch. */
export const WATCH_METRICS = {
  /** One alert mail SES refused (tried again by the next sweep). */
  alertFailed: 'WatchAlertFailed',
  /** An alert given up after WATCH_POLICY.maxAttempts refusals: that watcher misses this batch. */
  alertUndelivered: 'WatchAlertUndelivered',
  alertSent: 'WatchAlertSent',
} as const;
