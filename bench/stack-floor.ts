/**
 * `npm run bench:stack-floor`: what the fixed stack costs before any of our code. Builds the two
 * pages of bench/stack-floor/ (React 19 with React Router 7 in framework mode, prerendered as the site
 * is; the same with MUI's theme, app bar, typography and buttons) with Vite's defaults, then reports
 * each page's first-load JavaScript (gzip, as the page bench's bundle report counts it) and the
 * median of Lighthouse's default mobile runs. The site's own figures are read against these.
 */
import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../test/support/browser';
import { bundleReport } from './bundle-report';
import { median } from './stats';
import { REPO_ROOT } from '../infra/local/web-build';

const PAGES = { '/': 'React and React Router', '/with-mui': 'React, React Router and MUI' } as const;
const FIXTURE_DIR = join(REPO_ROOT, 'bench/stack-floor');
/** React Router's default build directory, inside the fixture (git-ignored, removed after the run). */
const BUILD_DIR = join(FIXTURE_DIR, 'build');
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function build(): string {
  // From the fixture's own folder: React Router resolves its server build relative to the working directory.
  execFileSync(join(REPO_ROOT, 'node_modules/.bin/react-router'), ['build'], {
    cwd: FIXTURE_DIR,
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: 'pipe',
  });
  return join(BUILD_DIR, 'client');
}

/** The built pages with brotli, as CloudFront sends them; no other headers, since only script cost is compared. */
async function serve(siteDir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    let path = join(siteDir, decodeURIComponent(new URL(request.url ?? '/', 'http://floor').pathname));
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!path.startsWith(siteDir) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', 'Content-Encoding': 'br' });
    response.end(brotliCompressSync(readFileSync(path)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The floor server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

export interface FloorRun {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

async function measure(url: string): Promise<FloorRun> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default mobile run with simulated throttling, as the page bench uses.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits, environment } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export interface StackFloorPage {
  route: keyof typeof PAGES;
  label: string;
  firstLoadJsKb: number;
  /** Per metric, the median of the runs. */
  medians: FloorRun;
}

/** Builds the floor pages, measures them `runs` times each (interleaved) and removes the build. */
export async function measureStackFloor(runs: number): Promise<StackFloorPage[]> {
  try {
    const siteDir = build();
    const bundles = await bundleReport({ repoRoot: REPO_ROOT, siteDir, routes: Object.keys(PAGES), analyseModules: false });
    const { server, origin } = await serve(siteDir);
    const measured = new Map<string, FloorRun[]>(Object.keys(PAGES).map((route) => [route, []]));
    try {
      for (let run = 0; run < runs; run++) {
        for (const route of Object.keys(PAGES)) measured.get(route)!.push(await measure(origin + route));
      }
    } finally {
      server.close();
    }
    return (Object.entries(PAGES) as [keyof typeof PAGES, string][]).map(([route, label]) => {
      const pageRuns = measured.get(route)!;
      const pick = (metric: keyof FloorRun) => median(pageRuns.map((entry) => entry[metric]));
      return {
        route,
        label,
        firstLoadJsKb: bundles.routes.find((bundle) => bundle.route === route)!.gzipBytes / 1024,
        medians: { performance: pick('performance'), tbtMs: pick('tbtMs'), lcpMs: pick('lcpMs'), benchmarkIndex: pick('benchmarkIndex') },
      };
    });
  } finally {
    rmSync(BUILD_DIR, { recursive: true, force: true });
  }
}

/** The page the site's budgets are relative to: the stack with MUI, as every page of ours has it. */
export const MUI_FLOOR_ROUTE = '/with-mui' satisfies keyof typeof PAGES;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const RUNS = Number(process.env.STACK_FLOOR_RUNS ?? 5);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`STACK_FLOOR_RUNS must be a whole number of runs, 1 or more; not ${process.env.STACK_FLOOR_RUNS}`);
  const pages = await measureStackFloor(RUNS);
  console.log(`Stack floor: medians of ${RUNS} Lighthouse mobile run(s); load average ${loadavg()[0]!.toFixed(1)} at the end.\n`);
  console.log('| Page | First-load JS KB gzip | Perf | TBT ms | LCP ms | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|');
  for (const { label, firstLoadJsKb, medians } of pages) {
    console.log(`| ${label} | ${firstLoadJsKb.toFixed(1)} | ${medians.performance} | ${medians.tbtMs} | ${medians.lcpMs} | ${medians.benchmarkIndex} |`);
  }
}
