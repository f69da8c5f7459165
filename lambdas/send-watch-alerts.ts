import { setTimeout as sleep } from 'node:timers/promises';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, ScheduledEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import '../shared/zod-config';
import { ENV } from '../shared/backend/environment';
import { WATCH_METRICS } from '../shared/backend/watch-metrics';
import { WATCH_POLICY } from '../shared/watch';
import { environment, requiredName } from './common/env';
import { logger } from './common/logger';
import { sendEmail } from './common/mailer';
import { metrics } from './common/metrics';
import { watchAlerts, type StoredBatch } from './common/watch-alerts';
import { alertMail } from './common/watch-mail';
import { unsubscribeToken, watchersRepository, type StoredWatcher } from './common/watchers-repository';

const env = environment({ [ENV.sesSender]: z.email(), [ENV.servedSiteHost]: requiredName });

/** Time kept free at the end of a run: one SES try (13 s at most) and recording it. */
const RESERVE_MS = 30_000;

export interface AlertSweepSummary {
  batches: number;
  sent: number;
  failed: number;
  /** Watchers whose mail of a batch is sent, given up, or was left unknown by a stopped run. */
  skipped: number;
}

export interface SweepOptions {
  /** Waits for the next sending slot; the handler's waits 1/mailsPerSecond s between sends. */
  pace: () => Promise<void>;
  /** Milliseconds left in this run. */
  remainingMs: () => number;
}

/** A pacer keeping sends at most WATCH_POLICY.mailsPerSecond, within SES's sending rate. */
export function pacer(perSecond: number = WATCH_POLICY.mailsPerSecond): () => Promise<void> {
  let next = 0;
  return async () => {
    const wait = next - Date.now();
    if (wait > 0) await sleep(wait);
    next = Math.max(next, Date.now()) + 1000 / perSecond;
  };
}

const hashOf = (watcher: StoredWatcher) => watcher.id.slice('watcher#'.length);

/**
 * Mails one batch to every confirmed watcher who asked for one of its topics, each mail claimed
 * first. Returns whether the batch is done (nothing left to try).
 */
async function mailBatch(batch: StoredBatch, watchers: readonly StoredWatcher[], now: Date, options: SweepOptions, summary: AlertSweepSummary): Promise<boolean> {
  let done = true;
  for (const watcher of watchers) {
    if (options.remainingMs() < RESERVE_MS) return false;
    await watchAlerts.keepWatcher(watcher.id, now);
    const changes = batch.changes.filter((change) => watcher.topics.includes(change.topic));
    if (!changes.length) continue;
    const delivery = await watchAlerts.claim(batch, hashOf(watcher));
    if (!delivery) {
      summary.skipped += 1;
      continue;
    }
    await options.pace();
    try {
      await sendEmail({ from: env()[ENV.sesSender], to: watcher.email, ...alertMail(changes, unsubscribeToken(watcher), env()[ENV.servedSiteHost], watcher.language ?? 'en') });
    } catch (error) {
      // Only SES's refusal makes a mail due again: a failure to record a send that went leaves it claimed.
      await watchAlerts.settle(delivery, 'failed');
      summary.failed += 1;
      const givenUp = delivery.attempts >= WATCH_POLICY.maxAttempts;
      if (!givenUp) done = false;
      metrics.addMetric(givenUp ? WATCH_METRICS.alertUndelivered : WATCH_METRICS.alertFailed, MetricUnit.Count, 1);
      logger.error(givenUp ? `ALARM: an alert of ${batch.id} was given up after ${delivery.attempts} attempts` : 'an alert mail failed; the next sweep tries again', error as Error);
      continue;
    }
    await watchAlerts.settle(delivery, 'sent');
    summary.sent += 1;
  }
  return done;
}

/**
 * One sweep: forms the batch of the changes whose first is an hour old, then mails every open batch.
 * A batch stays open while a mail of it failed with attempts left, or the run ran out of time.
 */
export async function sweepWatchAlerts(now: Date, options: SweepOptions): Promise<AlertSweepSummary> {
  const summary: AlertSweepSummary = { batches: 0, sent: 0, failed: 0, skipped: 0 };
  await watchAlerts.formBatch(now);
  const batches = await watchAlerts.openBatches();
  if (!batches.length) return summary;
  const watchers = await watchersRepository.listByState('confirmed');
  for (const batch of batches) {
    summary.batches += 1;
    logger.appendKeys({ batch: batch.id });
    if (await mailBatch(batch, watchers, now, options, summary)) await watchAlerts.closeBatch(batch);
    logger.removeKeys(['batch']);
  }
  metrics.addMetric(WATCH_METRICS.alertSent, MetricUnit.Count, summary.sent);
  metrics.publishStoredMetrics();
  logger.info('alert sweep done', { ...summary });
  return summary;
}

/**
 * The alert sweeper (EventBridge every few minutes; a timer in the local runtime). Its clock is the
 * schedule's event time, so a run EventBridge retries late still batches as it would have on time.
 */
export async function handler(event?: Partial<ScheduledEvent>, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<AlertSweepSummary> {
  logger.resetKeys();
  const now = event?.time ? new Date(event.time) : new Date();
  return sweepWatchAlerts(now, { pace: pacer(), remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY });
}
