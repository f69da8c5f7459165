/**
 * The condition report as a record of the listing's facts (docs/decisions/condition-report.md): its
 * types and built-in value, kept this small because every page carries the facts. The components'
 * names and the helpers are in condition-report.ts, the schema in condition-report-schema.ts.
 */

/** A component's state as inspected; 'not-inspected' is said, never hidden (docs/decisions/condition-report.md). */
export const CONDITION_RATINGS = ['good', 'fair', 'needs-attention', 'not-inspected'] as const;
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

/** The built-in components, in the report's order (condition-report.ts names them): every report rates each. */
export const CONDITION_COMPONENT_IDS = [
  'chassis-frame',
  'suspension',
  'tires',
  'brakes',
  'lights',
  'landing-gear',
  'roof-seals',
  'body-skirting',
  'doors-steps',
  'wheelchair-lift',
  'generator',
  'shore-power',
  'hvac',
  'electrical-panels',
  'plumbing',
  'floors-walls',
  'exam-fixtures',
  'data-communications',
] as const;
export type ConditionComponentId = (typeof CONDITION_COMPONENT_IDS)[number];

/** One component's state as the seller states it. */
export interface ComponentCondition {
  rating: ConditionRating;
  /** What was seen ('' for nothing said). */
  comment: string;
  /** The comment in French, for the French page (docs/product.md#languages); absent or '' for none. */
  commentFr?: string;
  /** Uploaded images (their ids), in the order shown; at most CONDITION_LIMITS.photos. */
  photoIds: string[];
  /** What it would take to fix, if known: only for a component that needs attention. */
  fix: string | null;
  /** The fix in French; absent or '' for none. */
  fixFr?: string;
}

/** Who inspected: the seller, or a named third party with their licence or CVIP facility number. */
export type ConditionInspector = { kind: 'seller' } | { kind: 'third-party'; name: string; credential: string };

/**
 * The seller's optional 'as described' promise: their own words, and how many days it holds. The
 * site never words a promise for them; null promises nothing.
 */
export interface ConditionStatement {
  text: string;
  /** The statement in French, in the seller's own words too; absent or '' for none. */
  textFr?: string;
  periodDays: number;
}

export interface ConditionReport {
  /** yyyy-mm-dd; null while nothing has been inspected. */
  inspectedOn: string | null;
  inspector: ConditionInspector;
  components: Record<ConditionComponentId, ComponentCondition>;
  /** Nothing is promised by default (docs/decisions/condition-report.md). */
  statement: ConditionStatement | null;
}

const NOT_INSPECTED: ComponentCondition = { rating: 'not-inspected', comment: '', photoIds: [], fix: null };

/**
 * The built-in report: no date and every component 'not inspected'. The repository knows nothing of
 * the unit's state, and the page says so rather than invent one.
 */
export const BUILT_IN_CONDITION_REPORT: ConditionReport = {
  inspectedOn: null,
  inspector: { kind: 'seller' },
  // Marked free of side effects, so a page that imports this module for its ids leaves the calls out.
  components: /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ CONDITION_COMPONENT_IDS.map((id) => [id, NOT_INSPECTED])) as Record<ConditionComponentId, ComponentCondition>,
  statement: null,
};

