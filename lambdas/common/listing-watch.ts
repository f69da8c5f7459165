import { formatUsd, LISTING_STATUS_LABELS, type ListingChange } from '../../shared/listing-state';
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

/** The watched parts of a listing change: price and status, old and new. */
export function listingChangeAlerts(change: Pick<ListingChange, 'status' | 'previousStatus' | 'priceUsd' | 'previousPriceUsd'>): Omit<AlertChange, 'at'>[] {
  const alerts: Omit<AlertChange, 'at'>[] = [];
  if (change.previousPriceUsd !== undefined) alerts.push({ topic: 'price', before: formatUsd(change.previousPriceUsd), after: formatUsd(change.priceUsd) });
  if (change.previousStatus) alerts.push({ topic: 'status', before: LISTING_STATUS_LABELS[change.previousStatus], after: LISTING_STATUS_LABELS[change.status] });
  return alerts;
}
