/**
 * How inquiries reach the seller when the first attempt does not: one definition for the handlers
 * that send, the sweeper, the CDK stack (the alarm on its metric) and the local runtime, so none of
 * them can drift from another. When the sweeper runs, and for how long, is its function's
 * declaration (functions.ts).
 */
export const DELIVERY_POLICY = {
  /**
   * A delivery claim lasts this long. It must outlast every function that sends (the API's 10 s, the
   * sweeper's own timeout): while a sender can still be running, nobody else may send the inquiry;
   * once it has run out, the sender is certainly gone and the inquiry is stale.
   */
  leaseSeconds: 180,
  /**
   * A send whose outcome its sender never recorded (it died after handing the mail to SES) is sent
   * again only this long after it started: time for SES's Send event to reach EventBridge and the
   * function that records it (seconds, retried by EventBridge within minutes), so a mail SES took is
   * recorded rather than sent twice. Longer than the lease; with the sweeper's 5-minute schedule a
   * send that never reached SES goes again within 10 minutes, before the overdue alarm's 15.
   */
  sendEventGraceSeconds: 300,
  /** Attempts (the visitor's own included) before the sweeper gives up and the undelivered alarm fires. */
  maxAttempts: 8,
  /** The wait after the n-th failed attempt is base * 2^(n-1) seconds, at most the cap. */
  backoffBaseSeconds: 60,
  backoffMaxSeconds: 3600,
  /** Inquiries taken per sweep; the rest wait for the next run. */
  sweepBatchSize: 25,
  /**
   * An inquiry stored this long ago whose mails have not both gone is overdue: the overdue alarm
   * fires. Found by a scan of the table itself, not of the sweeper's index, which an inquiry can be
   * missing from (a GSI is written after the table, eventually consistent in AWS and separately by
   * dynalite).
   */
  overdueMinutes: 15,
  /** Items the overdue scan reads at most per sweep (its pages of 1 MB stop there). */
  overdueScanMaxItems: 5000,
} as const;

/** Metrics (Powertools EMF, namespace METRICS_NAMESPACE) that the senders publish and the alarms watch. */
export const DELIVERY_METRICS = {
  /** An inquiry that used up every attempt and is still not with the seller. */
  undelivered: 'InquiryUndelivered',
  /** One failed attempt to mail the seller (retried later). */
  attemptFailed: 'InquiryDeliveryFailed',
  delivered: 'InquiryDelivered',
  /** A mail recorded as sent from SES's Send event before its sender recorded it (a sender that died, or was slow). */
  recordedBySes: 'InquiryMailRecordedBySes',
  /** Inquiries found waiting longer than overdueMinutes for their mails (a sweep's count). */
  overdue: 'InquiryOverdue',
} as const;

/** Seconds to wait after the n-th failed attempt (n from 1) before the next. */
export function backoffSeconds(failedAttempts: number): number {
  const { backoffBaseSeconds, backoffMaxSeconds } = DELIVERY_POLICY;
  return Math.min(backoffMaxSeconds, backoffBaseSeconds * 2 ** Math.max(0, failedAttempts - 1));
}
