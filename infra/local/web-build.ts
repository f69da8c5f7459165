import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const SITE_DIR = join(REPO_ROOT, 'build/client');

/** Everything the web build is made from. */
const BUILD_INPUTS = ['web', 'shared', 'react-router.config.ts', 'vite.config.ts', 'cdk.json', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * Runs `npm run build` when build/client is missing or older than any of its inputs. Its output is
 * passed on with each line printed once: @react-router/dev 7 starts several Vite servers of its own,
 * each with Vite 8's deprecated `envFile: false`, so Vite repeats the same notice for every one
 * (fixed in React Router 8, which needs Node 22; docs/local-runtime.md#start-up-warnings).
 */
export async function buildWebIfStale(): Promise<void> {
  const index = join(SITE_DIR, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_INPUTS.map((input) => newestChange(join(REPO_ROOT, input))));
  if (builtAt > changedAt) return;
  console.log('Building the site (npm run build)...');
  // Under Vitest the variables below are set, and vite.config.ts then leaves out the React Router plugin.
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, NODE_ENV: _nodeEnv, ...env } = process.env;
  const build = spawn('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  const printed = new Set<string>();
  const passOn = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) =>
    new Promise<void>((done) => {
      const lines = createInterface({ input: stream });
      lines.on('line', (line) => {
        if (line.trim() !== '' && printed.has(line)) return;
        printed.add(line);
        out.write(`${line}\n`);
      });
      lines.on('close', done);
    });
  const exited = new Promise<number | null>((done, failed) => {
    build.on('error', failed);
    build.on('close', done);
  });
  const [code] = await Promise.all([exited, passOn(build.stdout, process.stdout), passOn(build.stderr, process.stderr)]);
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
}
