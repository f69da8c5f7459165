/**
 * Each function's bundle as the stack builds it (esbuild with the stack's settings: infra/constructs/
 * api-function.ts), its size and how long Node takes to load it: the part of a cold start the code decides.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { FUNCTIONS, type FunctionDeclaration, type FunctionName } from '../shared/backend/functions';
import { API_RUNTIME, BUNDLE_SETTINGS, BUNDLE_STAND_INS, ESM_REQUIRE_SHIM } from '../infra/constructs/api-function';
import { REPO_ROOT } from '../infra/local/web-build';
import { median } from './stats';

/** The budgets of the functions a buyer waits for: the inquiry and the photo list. */
export const BUNDLE_BUDGETS: Partial<Record<FunctionName, { maxKb: number; maxLoadMs: number }>> = {
  'submit-inquiry': { maxKb: 500, maxLoadMs: 60 },
  'list-images': { maxKb: 500, maxLoadMs: 60 },
};

/** Loads per bundle, each in a fresh Node process; the median is reported (a busy machine scatters single loads). */
const LOADS = 11;

export interface FunctionBundle {
  name: FunctionName;
  kb: number;
  loadMs: number;
  withinBudget?: boolean;
}

/**
 * The Node modules Lambda's runtime interface client has loaded, and the console it has patched,
 * before it loads a handler (aws-lambda-ric 3.3.0, dist/index.mjs): a handler's bundle is not charged
 * for them.
 */
const LOADED_BY_THE_RUNTIME = ['assert', 'fs', 'http', 'net', 'path', 'util'];

/**
 * How long a fresh Node process takes to load `file` as Lambda's Node.js runtime does, in ms: a .js
 * handler outside a "type": "module" package with require, an .mjs one with import() (the runtime
 * interface client's UserFunction.js). import() of a CommonJS file would add work Lambda never does:
 * a syntax scan for module format and a scan for its named exports, each over the whole bundle.
 */
function loadTime(file: string): number {
  const load = file.endsWith('.mjs') ? `await import(${JSON.stringify(pathToFileURL(file).href)})` : `require(${JSON.stringify(file)})`;
  const script = [
    `import { createRequire } from 'node:module';`,
    `const require = createRequire(import.meta.url);`,
    `for (const builtin of ${JSON.stringify(LOADED_BY_THE_RUNTIME)}) require(builtin);`,
    `console.info = console.info.bind(console);`,
    `const started = performance.now(); ${load}; process.stdout.write(String(performance.now() - started));`,
  ].join(' ');
  // A native module ships beside the bundle in Lambda; here it is found in the repository's node_modules.
  const env = { ...process.env, POWERTOOLS_LOG_LEVEL: 'WARN', NODE_PATH: join(REPO_ROOT, 'node_modules') };
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env });
  if (child.status !== 0) throw new Error(`Loading ${file} failed: ${child.stderr}`);
  return Number(child.stdout);
}


export async function measureFunctionBundles(): Promise<FunctionBundle[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'trailer-bundles-'));
  try {
    const bundles: FunctionBundle[] = [];
    for (const name of Object.keys(FUNCTIONS) as FunctionName[]) {
      const declaration: FunctionDeclaration = FUNCTIONS[name];
      const outfile = join(outDir, name, declaration.esModule ? 'index.mjs' : 'index.js');
      await build({
        entryPoints: [join(REPO_ROOT, 'lambdas', `${name}.ts`)],
        outfile,
        bundle: true,
        platform: 'node',
        target: API_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1'),
        minify: BUNDLE_SETTINGS.minify,
        sourcemap: BUNDLE_SETTINGS.sourceMap,
        sourcesContent: BUNDLE_SETTINGS.sourcesContent,
        mainFields: [...BUNDLE_SETTINGS.mainFields],
        external: [...(declaration.nativeModules ?? [])],
        alias: { ...BUNDLE_STAND_INS },
        absWorkingDir: REPO_ROOT,
        logLevel: 'warning',
        ...(declaration.esModule ? { format: 'esm', banner: { js: ESM_REQUIRE_SHIM } } : { format: 'cjs' }),
      });
      const kb = Math.round((statSync(outfile).size / 1024) * 10) / 10;
      const loadMs = Math.round(median(Array.from({ length: LOADS }, () => loadTime(outfile))) * 10) / 10;
      const budget = BUNDLE_BUDGETS[name];
      bundles.push({ name, kb, loadMs, ...(budget ? { withinBudget: kb < budget.maxKb && loadMs < budget.maxLoadMs } : {}) });
    }
    return bundles;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function formatFunctionBundles(bundles: readonly FunctionBundle[]): string {
  const rows = bundles.map(({ name, kb, loadMs, withinBudget }) => {
    const budget = BUNDLE_BUDGETS[name];
    const verdict = withinBudget === undefined ? '' : `${withinBudget ? 'ok' : 'OVER'} (< ${budget!.maxKb} KB, < ${budget!.maxLoadMs} ms)`;
    return `${name.padEnd(28)}${`${kb} KB`.padStart(10)}${`${loadMs} ms`.padStart(10)}   ${verdict}`;
  });
  return [`Function bundles (minified; module load, median of ${LOADS} fresh processes)`, ...rows].join('\n');
}
