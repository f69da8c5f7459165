/**
 * `npm run bench:stack-floor`: what the fixed stack costs before any of our code. Builds the two
 * pages of bench/stack-floor/ (React 19 with React Router 7 in framework mode, prerendered as the site
 * is; the same with MUI's theme, app bar, typography and buttons) with Vite's defaults, then reports
 * each page's first-load JavaScript (gzip, as the page bench's bundle report counts it) and the
 * median of Lighthouse's default mobile runs. The site's own figures are read against these.
 */
import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
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

const RUNS = Number(process.env.STACK_FLOOR_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`STACK_FLOOR_RUNS must be a whole number of runs, 1 or more; not ${process.env.STACK_FLOOR_RUNS}`);
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

interface Run {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

async function measure(url: string): Promise<Run> {
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

try {
  const siteDir = build();
  const bundles = await bundleReport({ repoRoot: REPO_ROOT, siteDir, routes: Object.keys(PAGES), analyseModules: false });
  const { server, origin } = await serve(siteDir);
  const runs = new Map<string, Run[]>(Object.keys(PAGES).map((route) => [route, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const route of Object.keys(PAGES)) runs.get(route)!.push(await measure(origin + route));
    }
  } finally {
    server.close();
  }
  console.log(`Stack floor: medians of ${RUNS} Lighthouse mobile run(s); load average ${loadavg()[0]!.toFixed(1)} at the end.\n`);
  console.log('| Page | First-load JS KB gzip | Perf | TBT ms | LCP ms | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|');
  for (const [route, label] of Object.entries(PAGES)) {
    const measured = runs.get(route)!;
    const js = bundles.routes.find((bundle) => bundle.route === route)!.gzipBytes / 1024;
    const pick = (metric: keyof Run) => median(measured.map((entry) => entry[metric]));
    console.log(`| ${label} | ${js.toFixed(1)} | ${pick('performance')} | ${pick('tbtMs')} | ${pick('lcpMs')} | ${pick('benchmarkIndex')} |`);
  }
} finally {
  rmSync(BUILD_DIR, { recursive: true, force: true });
}
