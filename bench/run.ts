/**
 * `npm run bench`: Lighthouse 12 against the production build served by the local runtime, on every
 * page of PAGE_PATHS, on the stack floor's pages (bench/stack-floor.ts) and on a script-free floor
 * page paired with Home, held to bench/budgets.json: five mobile runs and three desktop runs a page.
 * `--quick`: one mobile run per page and two pairs, for iterating; `--routes /,/contact`: only those
 * pages (and the floors). See bench/README.md for reading the output.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as z from 'zod';
import { FAVICON_PATH, FAVICON_TYPE } from '../shared/favicon';
import { BUILT_IN_FACTS } from '../shared/listing-facts';
import { cadEquivalent } from '../shared/listing-figures';
import { BUILT_IN_LISTING_STATE } from '../shared/listing-state';
import { formatAmount } from '../shared/trailer';
import { PAGE_PATHS } from '../shared/site-routes';
import { toPublicSettings } from '../shared/settings';
import { readSiteSettings } from '../infra/settings';
import { startLocalRuntime, type LocalRuntime } from '../infra/local/runtime';
import { buildWebIfStale, REPO_ROOT, SITE_DIR } from '../infra/local/web-build';
import {
  budgetedRoutes,
  budgetMisses,
  siteBudgetMisses,
  describeMiss,
  FORM_FACTORS,
  loadBudgets,
  METRIC_NAMES,
  METRICS,
  thresholdsFor,
  type BudgetMiss,
  type Budgets,
  type StackFloorFigures,
  type FormFactor,
  type MetricName,
  type Metrics,
} from './budgets';
import { bundleReport, formatBundleReport, type BundleReport } from './bundle-report';
import { http2HeaderBytes, type ResponseHead } from './http2-header-bytes';
import { median, pairedRatio, type PairedRatio } from './stats';
import { measureStackFloor, MUI_FLOOR_ROUTE } from './stack-floor';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../test/support/browser';

const quick = process.argv.includes('--quick');

/** The pages of `--routes a,b` (or `--routes=a,b`), each checked against PAGE_PATHS; undefined without it. */
function selectedRoutes(argv: readonly string[]): string[] | undefined {
  const index = argv.findIndex((arg) => arg === '--routes' || arg.startsWith('--routes='));
  if (index === -1) return undefined;
  const value = argv[index]!.includes('=') ? argv[index]!.slice('--routes='.length) : argv[index + 1];
  const routes = (value ?? '').split(',').filter(Boolean);
  const unknown = routes.filter((route) => !(PAGE_PATHS as readonly string[]).includes(route));
  if (routes.length === 0 || unknown.length) throw new Error(`--routes takes pages of PAGE_PATHS, comma-separated; not: ${unknown.join(', ') || '(none given)'}`);
  return routes;
}
const ONLY_ROUTES = selectedRoutes(process.argv);
/**
 * Lighthouse runs per page, by form factor. Mobile TBT, budgeted in tens of milliseconds, spreads by a
 * hundred or more between one page's runs on this machine; its median is read from five.
 */
const RUNS: Record<FormFactor, number> = quick ? { mobile: 1, desktop: 1 } : { mobile: 5, desktop: 3 };
/** Floor page, Home, floor page, Home...: each pair measured minutes apart at most, under the same load. */
const PAIRS = quick ? 2 : 5;
const FORM_FACTORS_RUN: readonly FormFactor[] = quick ? ['mobile'] : FORM_FACTORS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FLOOR_FILE = 'bench-floor.html';
const FLOOR_ROUTE = `/${FLOOR_FILE}`;
const REPORT_DIR = join(REPO_ROOT, '.local/bench');

// The slice of Lighthouse's result the bench reads, checked so a changed report shape fails loudly.
const category = z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) });
const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  environment: z.object({ hostUserAgent: z.string(), benchmarkIndex: z.number() }),
  categories: z.object(Object.fromEntries(CATEGORIES.map((id) => [id, category])) as Record<(typeof CATEGORIES)[number], typeof category>),
  audits: z.record(z.string(), z.object({ score: z.number().nullable(), numericValue: z.number().optional(), details: z.unknown() })),
});
const resourceSummary = z.object({ items: z.array(z.object({ resourceType: z.string(), requestCount: z.number() })) });
const timings = z.object({ items: z.tuple([z.object({ observedLoadTs: z.number() })], z.unknown()) });
const lcpElement = z.object({
  items: z.tuple([
    z.object({ items: z.tuple([z.object({ node: z.object({ snippet: z.string() }) })]) }),
    z.object({ items: z.array(z.object({ phase: z.string(), timing: z.number() })) }),
  ]),
});
const bootupTime = z.object({ items: z.array(z.object({ url: z.string(), total: z.number() })) });
// The Chrome DevTools protocol events the byte counts come from (Lighthouse's DevtoolsLog artifact).
const protocolEvent = z.object({ method: z.string(), params: z.unknown() });
const requestSent = z.object({ requestId: z.string(), timestamp: z.number() });
const responseReceived = z.object({
  requestId: z.string(),
  type: z.string(),
  response: z.object({ url: z.string(), encodedDataLength: z.number(), status: z.number(), headers: z.record(z.string(), z.string()) }),
});
const loadingFinished = z.object({ requestId: z.string(), encodedDataLength: z.number() });

interface Transfer {
  type: string;
  /** When the request was sent, in microseconds on the trace's clock. */
  sentAtUs: number;
  /** The response's status and headers; their bytes as the local HTTP/1.1 server sent them are `headerBytes`. */
  head: ResponseHead;
  /** Whether the response came over the network (not a data: URL), so its headers travelled. */
  overHttp: boolean;
  headerBytes: number;
  bodyBytes: number;
}

/**
 * Bytes on the wire per request, split into headers and (compressed) body, as Lighthouse itself
 * splits them. The local server speaks HTTP/1.1 and repeats ~3 KB of security headers on every
 * response, which CloudFront's HTTP/2 and HTTP/3 compress away; counting bodies keeps the size
 * budgets about the page, not about the local transport.
 */
function transfersOf(devtoolsLog: unknown): Transfer[] {
  const byId = new Map<string, Partial<Transfer> & { totalBytes?: number }>();
  const entry = (id: string) => byId.get(id) ?? byId.set(id, {}).get(id)!;
  for (const event of z.array(protocolEvent).parse(devtoolsLog)) {
    if (event.method === 'Network.requestWillBeSent') {
      const { requestId, timestamp } = requestSent.parse(event.params);
      entry(requestId).sentAtUs ??= timestamp * 1e6;
    } else if (event.method === 'Network.responseReceived') {
      const { requestId, type, response } = responseReceived.parse(event.params);
      Object.assign(entry(requestId), {
        type,
        head: { status: response.status, headers: response.headers },
        overHttp: /^https?:/.test(response.url),
        headerBytes: Math.max(0, response.encodedDataLength),
      });
    } else if (event.method === 'Network.loadingFinished') {
      const { requestId, encodedDataLength } = loadingFinished.parse(event.params);
      entry(requestId).totalBytes = encodedDataLength;
    }
  }
  return [...byId.values()].flatMap(({ type, sentAtUs, head, overHttp = false, headerBytes = 0, totalBytes }) =>
    type !== undefined && sentAtUs !== undefined && head !== undefined && totalBytes !== undefined
      ? [{ type, sentAtUs, head, overHttp, headerBytes, bodyBytes: Math.max(0, totalBytes - headerBytes) }]
      : [],
  );
}

interface RunResult {
  metrics: Metrics;
  /** Per category, the weighted audits that did not pass (performance: scored under 0.9). */
  failedAudits: Record<(typeof CATEGORIES)[number], string[]>;
  /** What to look at when a timing misses: the LCP element (as the DOM was at the end) and its phases. */
  lcp: { element: string; phases: Record<string, number> } | undefined;
  /** The three scripts with the most main-thread time, e.g. "/assets/react-AbC.js 603 ms". */
  busiestScripts: string[];
  benchmarkIndex: number;
  userAgent: string;
  lighthouseVersion: string;
}

const KB = 1024;

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

async function toRunResult(rawLhr: unknown, devtoolsLog: unknown): Promise<RunResult> {
  const lhr = lhrSchema.parse(rawLhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const found = lhr.audits[id];
    if (!found) throw new Error(`Lighthouse result has no ${id} audit`);
    return found;
  };
  const numeric = (id: string) => {
    const value = audit(id).numericValue;
    if (value === undefined) throw new Error(`Lighthouse could not compute ${id}`);
    return value;
  };
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id].score ?? 0) * 100);

  const requests = resourceSummary.parse(audit('resource-summary').details).items.find((item) => item.resourceType === 'total')?.requestCount ?? 0;
  const transfers = transfersOf(devtoolsLog);
  const bodyBytes = (keep: (transfer: Transfer) => boolean) => transfers.filter(keep).reduce((sum, transfer) => sum + transfer.bodyBytes, 0);
  // Images requested before the load event stand in for "what the first viewport costs": lazy
  // images further down are only requested after load, once the page is scrolled.
  const loadUs = timings.parse(audit('metrics').details).items[0].observedLoadTs;

  const failedAudits = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (id === 'performance' ? 0.9 : 1))
        .map((ref) => ref.id),
    ]),
  ) as RunResult['failedAudits'];
  const lcp = lcpElement.safeParse(lhr.audits['largest-contentful-paint-element']?.details);
  const bootup = bootupTime.safeParse(lhr.audits['bootup-time']?.details);

  return {
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      jsKb: kb(bodyBytes((transfer) => transfer.type === 'Script')),
      totalKb: kb(bodyBytes(() => true)),
      requests,
      imageKbBeforeScroll: kb(bodyBytes((transfer) => transfer.type === 'Image' && transfer.sentAtUs <= loadUs)),
      // Not in the size figures above (see transfersOf): budgeted on their own, as HTTP/2 sends them.
      headerKb: kb(await http2HeaderBytes(transfers.filter((transfer) => transfer.overHttp).map((transfer) => transfer.head))),
    },
    failedAudits,
    lcp: lcp.success
      ? {
          element: lcp.data.items[0].items[0].node.snippet,
          phases: Object.fromEntries(lcp.data.items[1].items.map((phase) => [phase.phase, Math.round(phase.timing)])),
        }
      : undefined,
    busiestScripts: (bootup.success ? bootup.data.items : [])
      .sort((a, b) => b.total - a.total)
      .slice(0, 3)
      .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total)} ms`),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    userAgent: lhr.environment.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

let chrome: LaunchedChrome | undefined;
/** Set on Ctrl-C, so the run loop launches no Chrome that the exit would orphan. */
let stopping = false;

/** One Lighthouse run in a fresh Chrome, so no run inherits another's caches, sockets or memory. */
async function measure(url: string, formFactor: FormFactor): Promise<RunResult> {
  if (stopping) throw new Error('stopped');
  const launched = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', handleSIGINT: false });
  chrome = launched;
  try {
    if (stopping) throw new Error('stopped');
    const result = await lighthouse(
      url,
      { port: launched.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
      // No config means Lighthouse's default: mobile with simulated throttling.
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return toRunResult(result.lhr, result.artifacts.DevtoolsLog);
  } finally {
    launched.kill();
    chrome = undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Matches the hero's element in Home's HTML: the one image loaded at high priority. */
const HERO_IMG = /<img\b[^>]*\bfetchPriority="high"[^>]*>/;

/**
 * The physical limit for Home: its hero image (the very element Home's published HTML carries, so the
 * same candidates and bytes), title and price in plain HTML, in Home's order, with no script and one
 * small style block. Home's LCP divided by this page's is the ratio we report.
 */
async function floorPageHtml(homeHtml: string): Promise<string> {
  // Web content reads the operator's settings from a build-time constant; define it the way
  // vite.config.ts and vitest.config.ts do, so the floor shows Home's own copy.
  Object.assign(globalThis, { __SITE_SETTINGS__: toPublicSettings(readSiteSettings()) });
  const { HOME_HERO } = await import('../web/src/content/home');
  const heroImg = HERO_IMG.exec(homeHtml)?.[0];
  if (!heroImg) throw new Error("No hero image (fetchPriority=\"high\") in Home's HTML");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(HOME_HERO.title)}</title>
<meta name="description" content="Bench floor page: the Home hero in plain HTML with no script.">
<link rel="icon" href="${FAVICON_PATH}" type="${FAVICON_TYPE}">
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#fff;background:#123c69}
main{max-width:1200px;margin:0 auto;padding:32px 16px}
h1{font-size:2rem;line-height:1.2;margin:0 0 16px}
p{font-size:2.1rem;font-weight:800;margin:0 0 24px}
img{display:block;width:100%;height:auto}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(HOME_HERO.title)}</h1>
<p>${formatAmount(BUILT_IN_LISTING_STATE.priceUsd)} USD <small>${formatAmount(cadEquivalent(BUILT_IN_LISTING_STATE.priceUsd, BUILT_IN_FACTS.cadRate))} CAD</small></p>
${heroImg.replace(/\s(class|style)="[^"]*"/g, '')}
</main>
</body>
</html>
`;
}

interface Measurement {
  route: string;
  formFactor: FormFactor;
  runs: RunResult[];
  errors: string[];
  /** Per metric, the median over the runs (not the metrics of one median run). */
  medians: Metrics | undefined;
}

const key = (formFactor: FormFactor, route: string) => `${formFactor} ${route}`;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One Lighthouse run, tried a second time if the first fails: on a loaded machine Lighthouse now and
 * then loses the trace (NO_NAVSTART and the like). Throws the second failure.
 */
async function measureWithRetry(url: string, formFactor: FormFactor, label: string): Promise<RunResult> {
  try {
    return await measure(url, formFactor);
  } catch (error) {
    console.error(`${label}: attempt 1 failed: ${errorMessage(error)}`);
    return measure(url, formFactor);
  }
}

/**
 * Runs Lighthouse RUNS times on every target, by form factor. Runs interleave the pages, so a burst
 * of load from elsewhere on the machine hits all pages alike rather than one page's runs.
 */
async function measureAll(baseUrl: string, targets: readonly string[]): Promise<Map<string, Measurement>> {
  const measurements = new Map<string, Measurement>();
  for (const formFactor of FORM_FACTORS_RUN) {
    for (const route of targets) measurements.set(key(formFactor, route), { route, formFactor, runs: [], errors: [], medians: undefined });
  }
  const measured = [...measurements.values()];
  const total = measured.reduce((sum, measurement) => sum + RUNS[measurement.formFactor], 0);
  let done = 0;
  for (let run = 1; run <= Math.max(...Object.values(RUNS)); run++) {
    for (const measurement of measured.filter((candidate) => run <= RUNS[candidate.formFactor])) {
      const label = `[${++done}/${total}] run ${run} ${measurement.formFactor} ${measurement.route}`;
      const started = performance.now();
      try {
        const result = await measureWithRetry(baseUrl + measurement.route, measurement.formFactor, label);
        measurement.runs.push(result);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.error(`${label}: performance ${result.metrics.performance}, LCP ${result.metrics.lcpMs} ms (${seconds} s)`);
      } catch (error) {
        measurement.errors.push(`run ${run}: ${errorMessage(error)}`);
      }
    }
  }
  for (const measurement of measurements.values()) {
    const { runs } = measurement;
    if (runs.length) measurement.medians = Object.fromEntries(METRIC_NAMES.map((name) => [name, median(runs.map((run) => run.metrics[name]))])) as Metrics;
  }
  return measurements;
}

interface HomePairs {
  lcp: PairedRatio | undefined;
  fcp: PairedRatio | undefined;
  errors: string[];
}

/**
 * Home against the floor page, alternately, PAIRS times (mobile). A ratio per pair cancels the load
 * both runs of a pair share, which medians of separate runs minutes apart do not. One pair runs first
 * and is not counted: the local server compresses each file the first time it is asked for it
 * (CloudFront serves the compressed copy it keeps), and the first runs start a cold Chromium.
 */
async function measureHomePairs(baseUrl: string): Promise<HomePairs> {
  const pairs: { floor: RunResult; home: RunResult }[] = [];
  const errors: string[] = [];
  // The warm-up's figures are not used, so neither is a failure of its runs (Lighthouse's first trace
  // on a cold browser is the one that fails most often, with NO_NAVSTART).
  await measure(baseUrl + FLOOR_ROUTE, 'mobile').catch(() => undefined);
  await measure(`${baseUrl}/`, 'mobile').catch(() => undefined);
  for (let pair = 1; pair <= PAIRS; pair++) {
    const label = `[pair ${pair}/${PAIRS}]`;
    try {
      const floor = await measureWithRetry(baseUrl + FLOOR_ROUTE, 'mobile', `${label} floor`);
      const home = await measureWithRetry(`${baseUrl}/`, 'mobile', `${label} Home`);
      pairs.push({ floor, home });
      console.error(`${label} floor LCP ${floor.metrics.lcpMs} ms, Home LCP ${home.metrics.lcpMs} ms`);
    } catch (error) {
      errors.push(`pair ${pair}: ${errorMessage(error)}`);
    }
  }
  const ratio = (metric: 'lcpMs' | 'fcpMs') => pairedRatio(pairs.map((pair) => ({ floor: pair.floor.metrics[metric], page: pair.home.metrics[metric] })));
  return { lcp: ratio('lcpMs'), fcp: ratio('fcpMs'), errors };
}

const describeRatio = (ratio: PairedRatio | undefined) =>
  ratio ? `${ratio.median.toFixed(2)} (lowest ${ratio.lowest.toFixed(2)}, highest ${ratio.highest.toFixed(2)}; pairs ${ratio.ratios.map((value) => value.toFixed(2)).join(' ')})` : 'n/a';

/** Aligned columns; a short row (pending, no result) ends in free text that takes no part in the widths. */
function formatTable(rows: readonly string[][]): string {
  const columns = rows[0]!.length;
  const isFreeText = (row: readonly string[], column: number) => row.length < columns && column === row.length - 1;
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (isFreeText(row, column) ? 0 : (row[column]?.length ?? 0)))));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (isFreeText(row, column) ? cell : column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function resultRows(routes: readonly string[], pending: readonly string[], measurements: Map<string, Measurement>, misses: readonly BudgetMiss[]): string[][] {
  const missed = new Set(misses.map((miss) => `${key(miss.formFactor, miss.route)} ${miss.metric}`));
  const rows: string[][] = [['Route', 'Form', ...METRIC_NAMES.map((name) => METRICS[name].label)]];
  for (const route of routes) {
    if (pending.includes(route)) {
      rows.push([route, 'pending', 'not in PAGE_PATHS yet']);
      continue;
    }
    for (const formFactor of FORM_FACTORS_RUN) {
      const medians = measurements.get(key(formFactor, route))?.medians;
      if (!medians) rows.push([route, formFactor, 'no successful run']);
      else {
        const cell = (metric: MetricName) => medians[metric].toFixed(METRICS[metric].digits) + (missed.has(`${key(formFactor, route)} ${metric}`) ? '!' : '');
        rows.push([route, formFactor, ...METRIC_NAMES.map(cell)]);
      }
    }
  }
  return rows;
}

/** Every page's first-load JavaScript and mobile TBT beside the stack floor's MUI page, with the budget for each. */
function overFloorRows(
  routes: readonly string[],
  firstLoadJsKb: ReadonlyMap<string, number>,
  mobileTbtMs: ReadonlyMap<string, number>,
  floor: StackFloorFigures,
  budgets: Budgets,
): string[][] {
  const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  const rows = [['Route', 'vs MUI floor', 'JS KB', 'over', 'allowed', 'TBT ms', 'over', 'allowed']];
  rows.push(['(stack floor)', MUI_FLOOR_ROUTE, floor.firstLoadJsKb.toFixed(1), '', '', String(floor.mobileTbtMs), '', '']);
  for (const route of routes) {
    const js = firstLoadJsKb.get(route);
    const tbt = mobileTbtMs.get(route);
    const allowedJs = budgets.formPages.includes(route) ? budgets.overStackFloor?.firstLoadJsKbWithForm : budgets.overStackFloor?.firstLoadJsKb;
    rows.push([
      route,
      budgets.formPages.includes(route) ? 'with a form' : '',
      js === undefined ? '?' : js.toFixed(1),
      js === undefined ? '?' : signed(js - floor.firstLoadJsKb, 1),
      allowedJs === undefined ? '-' : `+${allowedJs}`,
      tbt === undefined ? '?' : String(tbt),
      tbt === undefined ? '?' : signed(tbt - floor.mobileTbtMs, 0),
      budgets.overStackFloor ? `+${budgets.overStackFloor.mobileTbtMs}` : '-',
    ]);
  }
  return rows;
}

// Which Lighthouse category explains a miss of each metric; size budgets are explained by the bundle report.
const CATEGORY_OF: Partial<Record<MetricName, (typeof CATEGORIES)[number]>> = {
  performance: 'performance',
  lcpMs: 'performance',
  fcpMs: 'performance',
  tbtMs: 'performance',
  cls: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** Hints printed under a miss, from the first run: where to start looking. */
function cluesFor(miss: BudgetMiss, runs: readonly RunResult[]): string[] {
  const category = CATEGORY_OF[miss.metric];
  const failed = category ? [...new Set(runs.flatMap((run) => run.failedAudits[category]))] : [];
  const clues = failed.length ? [`${category} audits not passed: ${failed.join(', ')}`] : [];
  const first = runs[0];
  if (first?.lcp && (miss.metric === 'lcpMs' || miss.metric === 'performance')) {
    const phases = Object.entries(first.lcp.phases).map(([phase, ms]) => `${phase} ${ms} ms`);
    clues.push(`LCP element ${first.lcp.element.slice(0, 120)}`, `LCP phases ${phases.join(', ')}`);
  }
  if (first && (miss.metric === 'tbtMs' || miss.metric === 'performance')) clues.push(`main-thread time by script: ${first.busiestScripts.join(', ')}`);
  if (miss.metric === 'jsKb' || miss.metric === 'totalKb') clues.push('see the bundle report above for what the first load is made of');
  return clues;
}

async function main(): Promise<number> {
  const budgets = loadBudgets(join(import.meta.dirname, 'budgets.json'));
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: set CHROME_PATH`);
  await buildWebIfStale();
  const measured: string[] = ONLY_ROUTES ?? [...PAGE_PATHS];
  const pending = ONLY_ROUTES ? [] : budgetedRoutes(budgets).filter((route) => !measured.includes(route));
  const unbudgeted = measured.filter((route) => budgets.mobile.routes[route] === undefined);
  const failures: string[] = [];

  // The runs serve a private copy of the build: a build started elsewhere during the minutes of a run
  // empties build/ (403s) and changes the inline-script hashes the runtime's CSP was made from.
  const workDir = mkdtempSync(join(tmpdir(), 'trailer-bench-'));
  const siteDir = join(workDir, 'site');
  let runtime: LocalRuntime | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    await runtime?.stop();
    runtime = undefined;
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  });

  const startedAt = new Date();
  const loadAtStart = loadavg()[0]!;
  let bundle: BundleReport | undefined;
  let measurements: Map<string, Measurement>;
  let homePairs: HomePairs | undefined;
  // First, minutes before the pages and under the same load: what the stack costs before our code.
  const muiFloor = await measureStackFloor(RUNS.mobile).then(
    (pages) => pages.find((page) => page.route === MUI_FLOOR_ROUTE),
    (error: unknown) => {
      failures.push(`stack floor: ${errorMessage(error)}`);
      return undefined;
    },
  );
  try {
    cpSync(SITE_DIR, siteDir, { recursive: true });
    // Analysed before the runs, so its copy of the sources is as close as possible to what was just built.
    bundle = await bundleReport({ repoRoot: REPO_ROOT, siteDir, routes: measured }).catch((error: unknown) => {
      failures.push(`bundle report: ${errorMessage(error)}`);
      return undefined;
    });
    // The vitals beacon's handler would print a metrics line per page view into the bench's output.
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    runtime = await startLocalRuntime({ port: 0, dataDir: join(workDir, 'data'), siteDir, seed: true, runSchedules: false });
    // Written once Home is published with the seeded hero. Paths with a file extension pass the edge
    // function unchanged, so the floor page is served as a file of the site, with the same headers.
    writeFileSync(join(siteDir, FLOOR_FILE), await floorPageHtml(await (await fetch(`${runtime.url}/`)).text()));
    homePairs = measured.includes('/') ? await measureHomePairs(runtime.url) : undefined;
    measurements = await measureAll(runtime.url, measured);
  } finally {
    await cleanUp();
  }

  const misses: BudgetMiss[] = [];
  for (const measurement of measurements.values()) {
    failures.push(...measurement.errors.map((error) => `${measurement.route} ${measurement.formFactor}: ${error}`));
    if (measurement.medians) {
      const thresholds = thresholdsFor(budgets, measurement.formFactor, measurement.route);
      misses.push(...budgetMisses(measurement.route, measurement.formFactor, measurement.medians, thresholds));
    }
  }
  failures.push(...(homePairs?.errors ?? []));
  const floorRatio = homePairs?.lcp?.median;
  const stackFloor = muiFloor && { firstLoadJsKb: muiFloor.firstLoadJsKb, mobileTbtMs: muiFloor.medians.tbtMs };
  const firstLoadJsKb = new Map((bundle?.routes ?? []).map((route) => [route.route, kb(route.gzipBytes)]));
  const mobileTbtMs = new Map(measured.flatMap((route) => {
    const tbt = measurements.get(key('mobile', route))?.medians?.tbtMs;
    return tbt === undefined ? [] : [[route, tbt] as const];
  }));
  const siteMisses = siteBudgetMisses(budgets, { firstLoadJsKb, mobileTbtMs, stackFloor, homeLcpOverFloor: floorRatio });
  const allRuns = [...measurements.values()].flatMap((measurement) => measurement.runs);
  const benchmarkIndex = allRuns.length ? median(allRuns.map((run) => run.benchmarkIndex)) : undefined;
  // Load and benchmarkIndex tell whether timings from a shared machine can be compared with another run's.
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? '?'}, load ${loadAtStart.toFixed(1)} at start and ${loadavg()[0]!.toFixed(1)} at end, Lighthouse benchmarkIndex ${benchmarkIndex ?? '?'} (median)`;

  console.log(`\nLighthouse ${allRuns[0]?.lighthouseVersion ?? '?'}: medians of ${RUNS.mobile} mobile and ${RUNS.desktop} desktop run(s); mobile uses simulated throttling.`);
  console.log('"!" misses its budget. Img KB 1st: image KB requested before the load event (before any scrolling).\n');
  const routes = [...new Set([...(ONLY_ROUTES ? [] : budgetedRoutes(budgets)), ...measured])];
  console.log(formatTable(resultRows(routes, pending, measurements, misses)));
  console.log(`\nHome / floor page, median of ${PAIRS} alternating mobile pairs:`);
  console.log(`  LCP ${describeRatio(homePairs?.lcp)}`);
  console.log(`  FCP ${describeRatio(homePairs?.fcp)}`);
  if (stackFloor) console.log(`\n${formatTable(overFloorRows(measured, firstLoadJsKb, mobileTbtMs, stackFloor, budgets))}`);
  else console.log('\nNo stack-floor figures: the relative budgets were not checked.');
  console.log(`Machine: ${machine}`);
  if (bundle) console.log(`\n${formatBundleReport(bundle)}`);

  mkdirSync(REPORT_DIR, { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    quick,
    routes: measured,
    runsPerPage: RUNS,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim(), loadAtStart, loadAverage: loadavg(), node: process.version, benchmarkIndex, userAgent: allRuns[0]?.userAgent },
    measurements: [...measurements.values()],
    pending,
    homePairs,
    stackFloor: muiFloor,
    misses: [...misses.map((miss) => ({ ...miss, text: describeMiss(miss) })), ...siteMisses.map((text) => ({ text }))],
    failures,
    bundle,
  };
  const json = JSON.stringify(report, null, 2);
  const reportFile = join(REPORT_DIR, `lighthouse-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(reportFile, json);
  writeFileSync(join(REPORT_DIR, 'latest.json'), json);

  console.log(`\nPending (budgeted, not built yet): ${pending.length ? pending.join(', ') : 'none'}`);
  if (unbudgeted.length) console.log(`No route budget (everyRoute budgets only): ${unbudgeted.join(', ')}`);
  for (const failure of failures) console.log(`FAILED  ${failure}`);
  // Misses grouped by page, each group followed by its clues once.
  for (const measurement of measurements.values()) {
    const own = misses.filter((miss) => miss.route === measurement.route && miss.formFactor === measurement.formFactor);
    for (const miss of own) console.log(`MISS    ${describeMiss(miss)}`);
    for (const clue of new Set(own.flatMap((miss) => cluesFor(miss, measurement.runs)))) console.log(`          ${clue}`);
  }
  for (const miss of siteMisses) console.log(`MISS    ${miss}`);
  const missCount = misses.length + siteMisses.length;
  const failed = missCount > 0 || failures.length > 0;
  console.log(failed ? `\n${missCount} budget miss(es), ${failures.length} failure(s).` : '\nAll budgets met.');
  console.log(`Report: ${reportFile}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
