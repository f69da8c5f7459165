/**
 * `npm run bench:api`: each function's bundle (size and module load time), then the API benchmark and
 * the contact load check against a fresh local stack.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../infra/local/runtime';
import { buildWebIfStale, REPO_ROOT, SITE_DIR } from '../infra/local/web-build';
import { readSiteSettings } from '../infra/settings';
import { formatApiBench, runApiBench } from './api-load';
import { formatFunctionBundles, measureFunctionBundles } from './function-bundles';
import { contactLoadHeld, formatContactLoad, runContactLoad } from './contact-load';

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
await buildWebIfStale();
const bundles = await measureFunctionBundles();
console.log(`${formatFunctionBundles(bundles)}\n`);
if (bundles.some((bundle) => bundle.withinBudget === false)) {
  console.error('FAIL: a function bundle is over its budget');
  process.exitCode = 1;
}
const dataDir = mkdtempSync(join(tmpdir(), 'trailer-bench-api-'));
const runtime = await startLocalRuntime({ port: 0, dataDir, siteDir: SITE_DIR });
try {
  const results = await runApiBench(runtime.url);
  console.log(formatApiBench(results));
  const contactLoad = await runContactLoad(runtime, readSiteSettings().sellerEmail);
  console.log(`\n${formatContactLoad(contactLoad)}`);
  if (!contactLoadHeld(contactLoad)) {
    console.error('FAIL: not every inquiry was answered, stored once and mailed');
    process.exitCode = 1;
  }
  const reportDir = join(REPO_ROOT, '.local', 'bench');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'api-latest.json'), JSON.stringify({ at: new Date().toISOString(), bundles, results, contactLoad }, null, 2));
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
