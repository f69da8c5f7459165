/**
 * `npm start` / `npm run dev`: builds the web app if its build is missing or stale,
 * starts the local runtime and prints where everything is. Ctrl-C stops it all.
 */
import { join } from 'node:path';
import { DOCUMENTS_FOLDER } from '../../shared/documents';
import { FAVICON_PATH } from '../../shared/favicon';
import { ALERT_SWEEPER_FUNCTION, FUNCTIONS, SWEEPER_FUNCTION } from '../../shared/backend/functions';
import { startLocalRuntime } from './runtime';
import { buildWebIfStale, REPO_ROOT, SITE_DIR } from './web-build';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
const cognitoPort = Number(process.env.COGNITO_PORT ?? 9229);
const dataDir = process.env.LOCAL_DATA_DIR ?? join(REPO_ROOT, '.local');

async function main() {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  await buildWebIfStale();
  const started = performance.now();
  const runtime = await startLocalRuntime({ port: dev ? 0 : port, dataDir, siteDir: SITE_DIR, cognitoPort });
  let url = runtime.url;
  let stopDev = async () => {};
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: REPO_ROOT,
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        // The documents and the icon are made by the build, which the runtime serves; Vite's dev server has none.
        proxy: { '/api': runtime.url, '/media': runtime.url, [`/${DOCUMENTS_FOLDER}`]: runtime.url, [FAVICON_PATH]: runtime.url },
      },
    });
    await vite.listen();
    url = `http://127.0.0.1:${port}`;
    stopDev = () => vite.close();
  }
  console.log(`
  Trailer site running at ${url}   (ready in ${Math.round(performance.now() - started)} ms)
    API            ${url}/api/images
    Mailbox        ${runtime.endpoints.ses}/   (each mail also kept as .eml in ${runtime.outboxDir})
    Cognito        ${runtime.endpoints.cognito} (user pool ${runtime.userPool.userPoolId})
    Sign-up codes  ${join(dataDir, 'logs', 'cognito-local.log')}
    Alarms         lines starting with ALARM: below; the inquiry sweeper and the watch alert sweeper run every ${FUNCTIONS[SWEEPER_FUNCTION].trigger.everyMinutes} and ${FUNCTIONS[ALERT_SWEEPER_FUNCTION].trigger.everyMinutes} minutes
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
