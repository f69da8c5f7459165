import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { startCognitoFront, type SignUpConfirmedHook } from './cognito-front';
import { freePort, LOOPBACK, waitForPort } from './net';
import { makeObjectWritesAtomic } from './s3-atomic-writes';

export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** DynamoDB: dynalite with its LevelDB store in dataDir. */
export async function startDynamoDb(dataDir: string): Promise<RunningService> {
  mkdirSync(dataDir, { recursive: true });
  const server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, LOOPBACK, () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    stop: () => closeServer(server),
  };
}

/** Lets the browser POST presigned uploads to the local photo bucket, as the stack's bucket CORS does for the site. */
const UPLOAD_CORS = Buffer.from(`<CORSConfiguration><CORSRule>
  <AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`);

/** S3: s3rver storing objects as files under dataDir, each write replacing its object atomically as S3's do. */
export async function startS3(dataDir: string, buckets: readonly string[]): Promise<RunningService> {
  mkdirSync(dataDir, { recursive: true });
  const s3rver = new S3rver({
    address: LOOPBACK,
    port: 0,
    directory: dataDir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [UPLOAD_CORS] })),
  });
  makeObjectWritesAtomic(s3rver.store);
  const { port } = await s3rver.run();
  return { endpoint: `http://${LOOPBACK}:${port}`, stop: () => s3rver.close() };
}

/**
 * Cognito: cognito-local, in a child process because it keeps its data in
 * `.cognito/` under its working directory, behind a small front on `port` (0 for any free one; see
 * cognito-front.ts) that marks e-mails verified on confirmation. Tokens name the front as their
 * issuer. Its output (which includes the confirmation codes it "e-mails") goes to logFile. The front
 * listens before the child starts, so no other server can take its port during the seconds the child
 * takes to start.
 */
export async function startCognito(dataDir: string, port: number, logFile: string, onSignUpConfirmed: SignUpConfirmedHook): Promise<RunningService> {
  const upstreamPort = await freePort();
  const front = await startCognitoFront(port, `http://${LOOPBACK}:${upstreamPort}`, onSignUpConfirmed);
  const { endpoint } = front;
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(join(dataDir, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2));
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd: dataDir,
    env: { ...process.env, HOST: LOOPBACK, PORT: String(upstreamPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(upstreamPort, 15_000, exited);
  } catch (error) {
    child.kill('SIGKILL');
    await front.stop();
    throw new Error(`cognito-local did not start; see ${logFile}`, { cause: error });
  }
  return {
    endpoint,
    async stop() {
      await front.stop();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}

export function serviceLogPath(dataDir: string, name: string): string {
  const dir = join(dataDir, 'logs');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.log`);
}
