import { formatFrenchAmount } from '../../shared/french-format';
import { formatUsd, LISTING_STATUS_LABELS, type ListingChange } from '../../shared/listing-state';
import { FRENCH_STATUS_LABELS } from '../../shared/listing-state-fr';
import { logger } from './logger';
import { watchAlerts } from './watch-alerts';
import type { AlertChange } from './watch-mail';

/**
 * Records what the watchers are told of a saved listing change (its price and its status, not its
 * note) or a published question. The change itself is saved already: a failure here is logged as an
 * ALARM and does not undo it or fail the admin's request, and those watchers miss this one alert.
 */
export async function recordForWatchers(changes: Omit<AlertChange, 'at'>[], now: Date): Promise<void> {
  if (!changes.length) return;
  try {
    await watchAlerts.record(changes, now);
  } catch (error) {
    logger.error('ALARM: the change could not be recorded for the watchers', error as Error);
  }
}

/** The watched parts of a listing change: price and status, old and new, in English and in French. */
export function listingChangeAlerts(change: Pick<ListingChange, 'status' | 'previousStatus' | 'priceUsd' | 'previousPriceUsd'>): Omit<AlertChange, 'at'>[] {
  const alerts: Omit<AlertChange, 'at'>[] = [];
  const { previousPriceUsd, priceUsd, previousStatus, status } = change;
  if (previousPriceUsd !== undefined) {
    const french = (usd: number) => formatFrenchAmount(usd, 'USD');
    alerts.push({ topic: 'price', before: formatUsd(previousPriceUsd), after: formatUsd(priceUsd), fr: { before: french(previousPriceUsd), after: french(priceUsd) } });
  }
  if (previousStatus) {
    alerts.push({ topic: 'status', before: LISTING_STATUS_LABELS[previousStatus], after: LISTING_STATUS_LABELS[status], fr: { before: FRENCH_STATUS_LABELS[previousStatus], after: FRENCH_STATUS_LABELS[status] } });
  }
  return alerts;
}

/** A published question as the watchers are told of it: the admin's words, and their French version where the admin wrote one. */
export function questionAlert(question: string, questionFr: string | null | undefined): Omit<AlertChange, 'at'> {
  return { topic: 'questions', before: '', after: question, ...(questionFr ? { fr: { before: '', after: questionFr } } : {}) };
}
