/**
 * `npm start` / `npm run dev`: builds the web app if its build is missing or stale,
 * starts the local runtime and prints where everything is. Ctrl-C stops it all.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalRuntime } from './runtime';

const root = resolve(import.meta.dirname, '../..');
const siteDir = join(root, 'build/client');
const dataDir = join(root, '.local');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
const cognitoPort = Number(process.env.COGNITO_PORT ?? 9229);

function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) if (existsSync(path)) visit(path);
  return newest;
}

function buildIfNeeded() {
  const builtAt = existsSync(join(siteDir, 'index.html')) ? statSync(join(siteDir, 'index.html')).mtimeMs : 0;
  const sources = ['web', 'shared', 'react-router.config.ts', 'vite.config.ts', 'cdk.json'].map((p) => join(root, p));
  if (builtAt > newestChange(sources)) return;
  console.log('Building the site (npm run build)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

async function main() {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  buildIfNeeded();
  const started = performance.now();
  const runtime = await startLocalRuntime({ port: dev ? 0 : port, dataDir, siteDir, cognitoPort });
  let url = runtime.url;
  let stopDev = async () => {};
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root,
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        proxy: { '/api': runtime.url, '/media': runtime.url },
      },
    });
    await vite.listen();
    url = `http://127.0.0.1:${port}`;
    stopDev = () => vite.close();
  }
  console.log(`
  Trailer site running at ${url}   (ready in ${Math.round(performance.now() - started)} ms)
    API            ${url}/api/images
    Mail outbox    ${runtime.outboxDir}
    Cognito        ${runtime.endpoints.cognito} (user pool ${runtime.userPool.userPoolId}; codes in .local/logs/cognito-local.log)
  Ctrl-C stops everything.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stopDev();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
