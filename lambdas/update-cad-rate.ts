import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { CAD_RATE_FAILED_METRIC } from '../shared/backend/functions';
import { sellerToday, toIsoDate } from '../shared/calendar-day';
import { CAD_RATE_SOURCE, CAD_RATE_UPDATER, type AdminListingFacts } from '../shared/listing-facts';
import { BankAnswerRefusedError, fetchBankAnswer, readBankRate, type BankRate } from './common/bank-of-canada-rate';
import { ListingFactsConflictError, listingFactsRepository } from './common/listing-facts-repository';
import { logger } from './common/logger';
import { metrics } from './common/metrics';
import { requestPagePublish } from './common/page-publishing';

/** What one run did: wrote the bank's rate, found it already set, or gave up (nothing written). */
export type CadRateOutcome = 'updated' | 'unchanged' | 'refused' | 'unreachable' | 'conflict';

/**
 * Writes the bank's rate into the facts, on the version read, unless a rate of that day or a later
 * one is already set (the seller's own included). Undefined when nothing was to be written.
 */
async function writeRate(rate: BankRate, today: string): Promise<AdminListingFacts | undefined> {
  const current = await listingFactsRepository.read();
  if (current.facts.cadRate.setOn >= rate.date) return undefined;
  const next: AdminListingFacts = {
    version: current.version + 1,
    changedOn: today,
    changedBy: CAD_RATE_UPDATER,
    facts: { ...current.facts, cadRate: { usdToCad: rate.usdToCad, setOn: rate.date, source: CAD_RATE_SOURCE } },
  };
  await listingFactsRepository.save(current.version, next);
  logger.info('CAD rate updated from the Bank of Canada', { version: next.version, cadRate: next.facts.cadRate, previousCadRate: current.facts.cadRate });
  return next;
}

function failed(outcome: Exclude<CadRateOutcome, 'updated' | 'unchanged'>, error: unknown): { outcome: CadRateOutcome } {
  logger.error(`CAD rate not updated (${outcome}); the facts keep their rate`, { error: error as Error });
  metrics.addMetric(CAD_RATE_FAILED_METRIC, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  return { outcome };
}

/**
 * Run each weekday after the Bank of Canada publishes (an EventBridge schedule, only with the
 * cadRateUpdate setting on): takes the bank's latest USD/CAD rate and writes it into the facts as the
 * admin's change does, retrying once when an admin's change landed in between, then asks the page
 * publisher to run. A malformed, absurd or stale answer, or no answer, writes nothing: it is logged and
 * counted, and the facts keep their rate until the next run.
 */
export async function handler(): Promise<{ outcome: CadRateOutcome }> {
  const today = toIsoDate(sellerToday());
  let rate: BankRate;
  try {
    rate = readBankRate(await fetchBankAnswer(), today);
  } catch (error) {
    return failed(error instanceof BankAnswerRefusedError ? 'refused' : 'unreachable', error);
  }
  let written: AdminListingFacts | undefined;
  try {
    written = await writeRate(rate, today).catch((error: unknown) => {
      if (error instanceof ListingFactsConflictError) return writeRate(rate, today);
      throw error;
    });
  } catch (error) {
    if (error instanceof ListingFactsConflictError) return failed('conflict', error);
    throw error;
  }
  if (!written) {
    logger.info('CAD rate already set for the day', { date: rate.date });
    return { outcome: 'unchanged' };
  }
  await requestPagePublish();
  return { outcome: 'updated' };
}
