/**
 * The bench's budgets (bench/budgets.json): what each measured figure means, the file's schema,
 * and the comparison that turns medians into named misses.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';

export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/**
 * Every figure the bench reports for a route and form factor. Scores are budgeted as minimums,
 * everything else as maximums. KB are 1024 bytes of response bodies as transferred (compressed),
 * response headers excluded; `headerKb` is those headers, every response of the page load together,
 * as one HTTP/2 connection carries them (http2-header-bytes.ts).
 */
export const METRICS = {
  performance: { label: 'Perf', budget: 'min', digits: 0 },
  accessibility: { label: 'A11y', budget: 'min', digits: 0 },
  bestPractices: { label: 'BP', budget: 'min', digits: 0 },
  seo: { label: 'SEO', budget: 'min', digits: 0 },
  lcpMs: { label: 'LCP ms', budget: 'max', digits: 0 },
  fcpMs: { label: 'FCP ms', budget: 'max', digits: 0 },
  tbtMs: { label: 'TBT ms', budget: 'max', digits: 0 },
  cls: { label: 'CLS', budget: 'max', digits: 3 },
  jsKb: { label: 'JS KB', budget: 'max', digits: 1 },
  totalKb: { label: 'Total KB', budget: 'max', digits: 1 },
  requests: { label: 'Req', budget: 'max', digits: 0 },
  imageKbBeforeScroll: { label: 'Img KB 1st', budget: 'max', digits: 1 },
  headerKb: { label: 'Hdr KB', budget: 'max', digits: 1 },
} as const satisfies Record<string, { label: string; budget: 'min' | 'max'; digits: number }>;

export type MetricName = keyof typeof METRICS;
export type Metrics = Record<MetricName, number>;
export const METRIC_NAMES = Object.keys(METRICS) as MetricName[];

const score = z.number().int().min(0).max(100);
const amount = z.number().nonnegative();

const thresholdsSchema = z.strictObject({
  performance: score.optional(),
  accessibility: score.optional(),
  bestPractices: score.optional(),
  seo: score.optional(),
  lcpMs: amount.optional(),
  fcpMs: amount.optional(),
  tbtMs: amount.optional(),
  cls: amount.optional(),
  jsKb: amount.optional(),
  totalKb: amount.optional(),
  requests: amount.optional(),
  imageKbBeforeScroll: amount.optional(),
  headerKb: amount.optional(),
} satisfies Record<MetricName, z.ZodOptional<z.ZodNumber>>);

export type Thresholds = z.infer<typeof thresholdsSchema>;

const formFactorBudgetSchema = z.strictObject({
  /** Applies to every measured route of this form factor; a route's own entry overrides it. */
  everyRoute: thresholdsSchema,
  /** Keyed by path. A path that is not in PAGE_PATHS yet is reported as pending. */
  routes: z.record(z.string().regex(/^\/[a-z0-9/-]*$/, 'a route is a path such as /overview'), thresholdsSchema),
});

export const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  /**
   * What a page may add to the stack floor's one-button MUI page (bench/stack-floor/), measured in
   * the same run: first-load JavaScript in gzip KB as the bundle report counts it (more for a page
   * with a form in its first load), and mobile TBT in ms.
   */
  overStackFloor: z.strictObject({ firstLoadJsKb: amount, firstLoadJsKbWithForm: amount, mobileTbtMs: amount }).optional(),
  /** The pages whose first load carries a form, held to `firstLoadJsKbWithForm`. */
  formPages: z.array(z.string().regex(/^\/[a-z0-9/-]*$/, 'a page is a path such as /contact')).default([]),
  /** Home's mobile LCP divided by the floor page's: the median of alternating pairs in the same run. */
  homeLcpOverFloor: amount.optional(),
  mobile: formFactorBudgetSchema,
  desktop: formFactorBudgetSchema.optional(),
});

export type Budgets = z.infer<typeof budgetsSchema>;

/** Reads and validates the budgets file; throws with every problem listed. */
export function loadBudgets(path: string): Budgets {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read budgets from ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = budgetsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a valid budgets file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every route named in the budgets, in file order, mobile first. */
export function budgetedRoutes(budgets: Budgets): string[] {
  return [...new Set([...Object.keys(budgets.mobile.routes), ...Object.keys(budgets.desktop?.routes ?? {})])];
}

/** The thresholds that apply to one route and form factor. */
export function thresholdsFor(budgets: Budgets, formFactor: FormFactor, route: string): Thresholds {
  const budget = budgets[formFactor];
  return budget ? { ...budget.everyRoute, ...budget.routes[route] } : {};
}

export interface BudgetMiss {
  route: string;
  formFactor: FormFactor;
  metric: MetricName;
  value: number;
  limit: number;
}

/** The metrics of one measured route and form factor that are over (or, for scores, under) budget. */
export function budgetMisses(route: string, formFactor: FormFactor, medians: Metrics, thresholds: Thresholds): BudgetMiss[] {
  return METRIC_NAMES.flatMap((metric) => {
    const limit = thresholds[metric];
    if (limit === undefined) return [];
    const value = medians[metric];
    const missed = METRICS[metric].budget === 'min' ? value < limit : value > limit;
    return missed ? [{ route, formFactor, metric, value, limit }] : [];
  });
}

/** The stack floor's one-button MUI page, measured in the same run as the pages. */
export interface StackFloorFigures {
  firstLoadJsKb: number;
  mobileTbtMs: number;
}

/** What the page-wide budgets are held against: every page's own figures, the stack floor, Home's pairs. */
export interface SiteFigures {
  /** Gzip KB per page, from the bundle report. */
  firstLoadJsKb: ReadonlyMap<string, number>;
  /** Median mobile TBT per page. */
  mobileTbtMs: ReadonlyMap<string, number>;
  stackFloor: StackFloorFigures | undefined;
  /** The median of Home's pair ratios (Home LCP / floor LCP). */
  homeLcpOverFloor: number | undefined;
}

/** The page-wide budgets' misses, described: each page's distance from the stack floor, and Home's from the floor page. */
export function siteBudgetMisses(budgets: Budgets, figures: SiteFigures): string[] {
  const misses: string[] = [];
  const { overStackFloor, homeLcpOverFloor: floorLimit } = budgets;
  const { stackFloor } = figures;
  if (overStackFloor && stackFloor) {
    for (const [route, kb] of figures.firstLoadJsKb) {
      const allowed = budgets.formPages.includes(route) ? overStackFloor.firstLoadJsKbWithForm : overStackFloor.firstLoadJsKb;
      const over = kb - stackFloor.firstLoadJsKb;
      if (over > allowed) misses.push(`${route}: first-load JavaScript ${kb.toFixed(1)} KB gzip is ${over.toFixed(1)} KB over the stack floor's ${stackFloor.firstLoadJsKb.toFixed(1)}, more than the ${allowed} allowed`);
    }
    for (const [route, ms] of figures.mobileTbtMs) {
      const over = ms - stackFloor.mobileTbtMs;
      if (over > overStackFloor.mobileTbtMs) misses.push(`${route}: mobile TBT ${ms} ms is ${over} ms over the stack floor's ${stackFloor.mobileTbtMs}, more than the ${overStackFloor.mobileTbtMs} allowed`);
    }
  }
  if (floorLimit !== undefined && figures.homeLcpOverFloor !== undefined && figures.homeLcpOverFloor > floorLimit) {
    misses.push(`Home LCP / floor LCP ${figures.homeLcpOverFloor.toFixed(2)} (median of pairs) is over the maximum ${floorLimit}`);
  }
  return misses;
}

export function describeMiss(miss: BudgetMiss): string {
  const relation = METRICS[miss.metric].budget === 'min' ? 'below the minimum' : 'over the maximum';
  return `${miss.route} ${miss.formFactor}: ${miss.metric} ${miss.value.toFixed(METRICS[miss.metric].digits)} is ${relation} ${miss.limit}`;
}
