/**
 * Bundle report: each prerendered route's first-load JavaScript and the source modules inside
 * every chunk, so a weight regression can be traced to the dependency that caused it.
 *
 * Run alone with `node --import tsx bench/bundle-report.ts` (after a build); `npm run bench`
 * prints it after the Lighthouse table.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { init as initLexer, parse as parseImports } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { pageFileKindOf } from '../shared/published-pages';
import { BOOTSTRAP_IMPORTS_ATTRIBUTE, DEFERRED_BOOTSTRAP_ATTRIBUTE, MODULE_PRELOADS_ATTRIBUTE } from '../web/build/hydrate-after-load';

/** Source module id -> bytes it contributes to a chunk before minification. */
type ChunkModuleMap = Record<string, Record<string, number>>;

export interface ModuleShare {
  /** An npm package (react-dom, @mui/material) or a repository path (web/src/app/routes/home.tsx). */
  source: string;
  renderedBytes: number;
  /** The chunk's gzip size shared out by each source's pre-minification bytes: an estimate. */
  gzipBytes: number;
}

export interface ChunkReport {
  /** Path under the site root, e.g. /assets/react-CMs5V4Sg.js. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Null when the chunk is not rolldown output (a page's bootstrap) or the build changed meanwhile. */
  sources: ModuleShare[] | null;
  /** Every module, for digging deeper than the package level. */
  modules: ModuleShare[] | null;
}

export interface RouteBundle {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  routes: RouteBundle[];
  chunks: ChunkReport[];
}

/**
 * Records which source modules rolldown put into each client chunk. Vite's build manifest names
 * only a chunk's entry module, so the analysis build adds this hook; `npm run build` never runs it.
 */
export function chunkModulesPlugin(outFile: string): Plugin {
  return {
    name: 'bench:chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const map: ChunkModuleMap = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[`/${output.fileName}`] = Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]));
      }
      writeFileSync(outFile, JSON.stringify(map));
    },
  };
}

// What the web build is made from; copied so the analysis build cannot touch the shared build/.
const BUILD_INPUTS = ['web', 'shared', 'infra', 'react-router.config.ts', 'vite.config.ts', 'cdk.json', 'package.json', 'tsconfig.json'];

/**
 * Builds a copy of the app in a temporary folder with chunkModulesPlugin added through a wrapper
 * Vite config, so neither vite.config.ts nor build/ changes. Chunk names are content hashes, so the
 * copy's chunks carry the same names as the real build's when the sources are the same.
 */
function analyseChunkModules(repoRoot: string): ChunkModuleMap {
  const copy = mkdtempSync(join(tmpdir(), 'trailer-bundle-'));
  try {
    for (const input of BUILD_INPUTS) cpSync(join(repoRoot, input), join(copy, input), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const mapFile = join(copy, 'chunk-modules.json');
    writeFileSync(
      join(copy, 'bench.vite.config.ts'),
      [
        `import baseConfig from './vite.config.ts';`,
        `import { chunkModulesPlugin } from ${JSON.stringify(fileURLToPath(import.meta.url))};`,
        `export default (env) => {`,
        `  const config = baseConfig(env);`,
        `  return { ...config, plugins: [...(config.plugins ?? []), chunkModulesPlugin(${JSON.stringify(mapFile)})] };`,
        `};`,
      ].join('\n'),
    );
    // As in buildWebIfStale: under Vitest vite.config.ts leaves out the React Router plugin.
    const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, NODE_ENV: _nodeEnv, ...env } = process.env;
    try {
      execFileSync(join(repoRoot, 'node_modules/.bin/react-router'), ['build', '--config', 'bench.vite.config.ts'], {
        cwd: copy,
        env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: 'pipe',
      });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`The bundle analysis build failed:\n${stderr}`);
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ChunkModuleMap;
    // Module ids are absolute paths in the copy or in node_modules; keep them repository-relative.
    return Object.fromEntries(
      Object.entries(map).map(([file, modules]) => [
        file,
        Object.fromEntries(Object.entries(modules).map(([id, bytes]) => [id.replace(`${copy}/`, '').replace(`${repoRoot}/`, ''), bytes])),
      ]),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** node_modules/@mui/material/Button/Button.mjs -> @mui/material; app files keep their path; \0virtual ids lose the \0. */
function sourceOf(moduleId: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/[^]*$/.exec(moduleId);
  if (inPackage?.[1]) return inPackage[1];
  return moduleId.replace(/^\0/, '');
}

function shares(bytesById: Record<string, number>, chunkGzip: number, key: (id: string) => string): ModuleShare[] {
  const bytes = new Map<string, number>();
  for (const [id, length] of Object.entries(bytesById)) bytes.set(key(id), (bytes.get(key(id)) ?? 0) + length);
  const total = [...bytes.values()].reduce((sum, length) => sum + length, 0) || 1;
  return [...bytes]
    .filter(([, length]) => length > 0)
    .map(([source, renderedBytes]) => ({ source, renderedBytes, gzipBytes: Math.round((chunkGzip * renderedBytes) / total) }))
    .sort((a, b) => b.renderedBytes - a.renderedBytes);
}

/** The specifiers a module imports; `includeDynamic` for inline page scripts, whose import() runs at load. */
function importsOf(code: string, includeDynamic: boolean): string[] {
  const [imports] = parseImports(code);
  // d: -1 static import, -2 import.meta, >= 0 dynamic import(); n is undefined for non-literal specifiers.
  return imports.filter((entry) => entry.n !== undefined && (entry.d === -1 || (includeDynamic && entry.d >= 0))).map((entry) => entry.n!);
}

/**
 * The scripts a page's HTML loads by itself: script src, modulepreload links, inline module imports,
 * and the deferred bootstrap's file, its imports and preloads (web/build/hydrate-after-load.ts).
 */
function scriptsOfPage(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/gi)) {
    const src = /(?:^|\s)src="([^"]+)"/.exec(attributes)?.[1];
    const list = (name: string) => (new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '').split(' ').filter(Boolean);
    if (src) found.push(src);
    else if (/\btype="module"/.test(attributes)) found.push(...importsOf(body, true));
    found.push(...list(DEFERRED_BOOTSTRAP_ATTRIBUTE), ...list(BOOTSTRAP_IMPORTS_ATTRIBUTE), ...list(MODULE_PRELOADS_ATTRIBUTE));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) found.push(href);
  }
  return found;
}

export function pageFile(siteDir: string, route: string): string {
  return route === '/' ? join(siteDir, 'index.html') : join(siteDir, route.slice(1), 'index.html');
}

/** First-load JavaScript of every route (followed through static imports) and what makes each chunk. */
export async function bundleReport(options: {
  repoRoot: string;
  siteDir: string;
  routes: readonly string[];
  /** Whether to rebuild a copy of the repository to tell what each chunk is made of (the default). */
  analyseModules?: boolean;
}): Promise<BundleReport> {
  await initLexer;
  const moduleMap = options.analyseModules === false ? {} : analyseChunkModules(options.repoRoot);
  const chunks = new Map<string, ChunkReport>();
  const chunk = (file: string): ChunkReport => {
    let report = chunks.get(file);
    if (!report) {
      const code = readFileSync(join(options.siteDir, file));
      const gzipBytes = gzipSync(code, { level: 9 }).length;
      const modules = moduleMap[file];
      report = {
        file,
        rawBytes: code.length,
        gzipBytes,
        sources: modules ? shares(modules, gzipBytes, sourceOf) : null,
        modules: modules ? shares(modules, gzipBytes, (id) => id) : null,
      };
      chunks.set(file, report);
    }
    return report;
  };

  const routes = options.routes.map((route): RouteBundle => {
    const html = readFileSync(pageFile(options.siteDir, route), 'utf8');
    const files = new Set<string>();
    const queue = scriptsOfPage(html).map((src) => new URL(src, 'http://site/').pathname);
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (files.has(file)) continue;
      files.add(file);
      const code = readFileSync(join(options.siteDir, file), 'utf8');
      queue.push(...importsOf(code, false).map((specifier) => new URL(specifier, `http://site${file}`).pathname));
    }
    const reports = [...files].map(chunk);
    return {
      route,
      files: [...files],
      rawBytes: reports.reduce((sum, report) => sum + report.rawBytes, 0),
      gzipBytes: reports.reduce((sum, report) => sum + report.gzipBytes, 0),
    };
  });
  return { routes, chunks: [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatBundleReport(report: BundleReport): string {
  const routeWidth = Math.max(5, ...report.routes.map((route) => route.route.length));
  const fileWidth = Math.max(4, ...report.chunks.map((chunk) => chunk.file.length));
  const lines = ['First-load JavaScript per route (gzip; raw in brackets)'];
  for (const route of report.routes) {
    lines.push(`  ${route.route.padEnd(routeWidth)}  ${kb(route.gzipBytes).padStart(6)} KB  (${kb(route.rawBytes)} KB)  ${route.files.length} files`);
  }
  lines.push('', 'Chunks (gzip KB; what makes them, by share of pre-minification bytes)');
  for (const chunk of report.chunks) {
    const total = chunk.sources?.reduce((sum, share) => sum + share.renderedBytes, 0) ?? 0;
    const makers = chunk.sources
      ? chunk.sources
          .slice(0, 5)
          .map((share) => `${share.source} ${Math.round((100 * share.renderedBytes) / (total || 1))}%`)
          .join(', ') + (chunk.sources.length > 5 ? `, +${chunk.sources.length - 5} more` : '')
      : pageFileKindOf(chunk.file) === 'bootstrap'
        ? "the page's bootstrap (its routes, React Router's entry)"
        : 'unknown (not in the analysis build: did the sources change during the run?)';
    lines.push(`  ${chunk.file.padEnd(fileWidth)}  ${kb(chunk.gzipBytes).padStart(6)}  ${makers}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { PAGE_PATHS } = await import('../shared/site-routes');
  const { REPO_ROOT, SITE_DIR } = await import('../infra/local/web-build');
  if (!existsSync(join(SITE_DIR, 'index.html'))) throw new Error('No web build: run npm run build first');
  console.log(formatBundleReport(await bundleReport({ repoRoot: REPO_ROOT, siteDir: SITE_DIR, routes: PAGE_PATHS })));
}
