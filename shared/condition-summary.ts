import { CONDITION_COMPONENT_IDS, CONDITION_RATINGS, type ConditionRating, type ConditionReport } from './condition-report-facts';
import { parseIsoDate } from './calendar-day';

/**
 * What the condition report's summary says and computes: the ratings in words, the counts by rating
 * and the report's age, with the report's limits. Apart from the components' table
 * (condition-report.ts), which only the systems, the PDF and the admin read.
 */

/** Each rating in words, as the page, the PDF, the admin's panel and the preflight say it. */
export const CONDITION_RATING_LABELS: Readonly<Record<ConditionRating, string>> = {
  good: 'Good',
  fair: 'Fair',
  'needs-attention': 'Needs attention',
  'not-inspected': 'Not inspected',
};

export const CONDITION_LIMITS = {
  /** Photos per component: enough to show a defect from near and far, few enough for a page. */
  photos: 6,
  comment: 600,
  fix: 400,
  name: 120,
  credential: 60,
  /** The seller's 'as described' statement: a few sentences, and a period of at most a year. */
  statement: 600,
  statementDays: 365,
  /** A report older than this many months is labelled as such on the page and in the PDF. */
  freshMonths: 12,
} as const;

/** How many components carry each rating, computed from the report. */
export function ratingCounts(report: ConditionReport): Record<ConditionRating, number> {
  const counts = Object.fromEntries(CONDITION_RATINGS.map((rating) => [rating, 0])) as Record<ConditionRating, number>;
  for (const id of CONDITION_COMPONENT_IDS) counts[report.components[id].rating] += 1;
  return counts;
}

/** Whole months from `inspectedOn` to `today` (both yyyy-mm-dd), counting a month only once its day is reached. */
export function monthsSince(inspectedOn: string, today: string): number {
  const from = parseIsoDate(inspectedOn);
  const to = parseIsoDate(today);
  if (!from || !to) throw new Error(`monthsSince needs two yyyy-mm-dd days, not "${inspectedOn}" and "${today}"`);
  const months = (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
  return Math.max(0, months);
}

/** True when the report was made more than CONDITION_LIMITS.freshMonths months before `today`. */
export function isOlderThanAYear(report: ConditionReport, today: string): boolean {
  return report.inspectedOn !== null && monthsSince(report.inspectedOn, today) >= CONDITION_LIMITS.freshMonths;
}
