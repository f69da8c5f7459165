import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUNDLE_SETTINGS, BUNDLE_STAND_INS } from '../../infra/constructs/api-function';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ACCESS_KEY_ID = 'AKIAFROMTHEENVIRONMENT';

/** A function's use of an SDK client, bundled with the stack's settings and stand-ins. */
const CLIENT_CALL = `
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
const client = new DynamoDBClient({ maxAttempts: 1 });
client.send(new ListTablesCommand({})).then(
  () => console.log('sent'),
  (error) => { console.log(error.name + ': ' + error.message); process.exitCode = 1; },
);
`;

describe("the functions' bundles take the SDK's credentials from the environment, as Lambda gives them", () => {
  let dir: string;
  let bundle: string;
  let metafile: Metafile;
  let server: Server;
  let endpoint: string;
  const requests: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stand-ins-'));
    bundle = join(dir, 'index.js');
    ({ metafile } = await build({
      stdin: { contents: CLIENT_CALL, resolveDir: REPO_ROOT, loader: 'ts' },
      absWorkingDir: REPO_ROOT,
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      minify: BUNDLE_SETTINGS.minify,
      mainFields: [...BUNDLE_SETTINGS.mainFields],
      alias: { ...BUNDLE_STAND_INS },
      metafile: true,
      logLevel: 'error',
    }));
    server = createServer((request, response) => {
      requests.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"TableNames":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the bundle with only the given AWS variables (no profile, no config files, no metadata service). */
  function run(aws: Record<string, string>): Promise<string> {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')));
    const env = {
      ...inherited,
      HOME: dir,
      AWS_CONFIG_FILE: join(dir, 'none'),
      AWS_SHARED_CREDENTIALS_FILE: join(dir, 'none'),
      AWS_REGION: 'ca-central-1',
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      ...aws,
    };
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bundle], { env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', () => resolve(output.trim()));
    });
  }

  test('the default chain is replaced: none of the links Lambda never runs are in the bundle', () => {
    const sources = Object.keys(metafile.inputs);
    expect(sources).toContain(BUNDLE_STAND_INS['@aws-sdk/credential-provider-node']!.replace('./', ''));
    expect(sources.filter((source) => /@aws-sdk\/(credential-provider-(node|ini|sso|process|web-identity)|nested-clients)\//.test(source))).toEqual([]);
  });

  test("a request is signed with the environment's credentials", async () => {
    const output = await run({ AWS_ACCESS_KEY_ID: ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' });

    expect(output).toBe('sent');
    expect(requests.at(-1)?.authorization).toContain(`Credential=${ACCESS_KEY_ID}/`);
    expect(requests.at(-1)?.['x-amz-security-token']).toBe('session');
  });

  test('without them the call fails at once, naming what is missing, and sends nothing', async () => {
    const sent = requests.length;
    const output = await run({});

    expect(output).toMatch(/^CredentialsProviderError: Unable to find environment variable credentials/);
    expect(requests).toHaveLength(sent);
  });
});
