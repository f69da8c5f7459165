import type { CadRate, ListingFacts, UnitFacts } from './listing-facts';
import { formatListingDay, type ListingStatus } from './listing-state';
import { formatAmount } from './trailer';

/**
 * What pages compute from the listing's figures (its price and status with the seller's facts). Kept
 * apart from shared/listing-facts.ts, whose built-in record and admin limits no page needs to load.
 */

/** The CAD equivalent of a USD amount at the facts' rate, rounded to the dollar: the one rule for every CAD figure. */
export function cadEquivalent(usd: number, rate: CadRate): number {
  return Math.round(usd * rate.usdToCad);
}

/** '$176,988 CAD' for a USD amount at the facts' rate. */
export function formatCadEquivalent(usd: number, rate: CadRate): string {
  return `${formatAmount(cadEquivalent(usd, rate))} CAD`;
}

/** 'CAD equivalent at {rate} CAD per USD, the rate of {day}.': said once under each price. */
export function cadRateNote(rate: CadRate): string {
  return `CAD equivalent at ${rate.usdToCad} CAD per USD, the rate of ${formatListingDay(rate.setOn)}.`;
}

/**
 * What every reader of the listing takes: its price and status (the listing's state) with the
 * seller's facts. Content that states a price, a rate or a count is a function of this.
 */
export interface ListingFigures {
  priceUsd: number;
  status: ListingStatus;
  facts: ListingFacts;
}

/** The year the inspection is valid through, as pages say it ('valid through 2026'). */
export function inspectionYear(unit: UnitFacts): string {
  return unit.inspection.validThrough.slice(0, 4);
}

/**
 * What a page may show: the confirmed ones, and the unconfirmed too only where the operator accepts
 * them as placeholders (a staging copy: the settings' `acceptedPlaceholders`).
 */
export function shownStatements<Statement extends { confirmed: boolean }>(statements: readonly Statement[], unconfirmedAccepted: boolean): Statement[] {
  return statements.filter((statement) => statement.confirmed || unconfirmedAccepted);
}
