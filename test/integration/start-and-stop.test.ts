import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/net';
import { REPO_ROOT } from '../../infra/local/web-build';

const dataDir = mkdtempSync(join(tmpdir(), 'trailer-start-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  // A whole `npm start` in its own process: the emulators, the seed and the first publish of the pages.
  it('serves the site and prints the mailbox page, and on SIGINT stops every emulator and frees every port', async () => {
    const [sitePort, cognitoPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(sitePort), COGNITO_PORT: String(cognitoPort), LOCAL_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ctrl-C stops everything')) resolve();
      });
      void exited.then(() => reject(new Error(`npm start exited early:\n${output}`)));
    });

    expect(output).toContain(`http://127.0.0.1:${sitePort}`);
    expect((await fetch(`http://127.0.0.1:${sitePort}/api/categories`)).status).toBe(200);
    expect(await isListening(cognitoPort)).toBe(true);
    const mailbox = /Mailbox\s+http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
    expect(mailbox, output).not.toBeNull();
    const mailboxPort = Number(mailbox![1]);
    expect(await (await fetch(`http://127.0.0.1:${mailboxPort}/`)).text()).toContain('<title>aws-ses-v2-local viewer</title>');

    child.kill('SIGINT');

    expect(await exited).toBe(0);
    expect(await isListening(sitePort)).toBe(false);
    expect(await isListening(cognitoPort)).toBe(false);
    expect(await isListening(mailboxPort)).toBe(false);
  }, 90_000);
});
