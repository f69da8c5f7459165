import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { vi } from 'vitest';
import { ENV } from '../../shared/backend/environment';
import { RATE_LIMITS_TABLE, WATCHERS_TABLE } from '../../shared/backend/tables';
import { ensureTables } from '../../infra/local/bootstrap';
import { startDynamoDb, type RunningService } from '../../infra/local/emulators';
import { startLocalSes, type LocalSes } from '../../infra/local/ses-local';

export const WATCH_TEST_SENDER = 'alerts@trailer.example.com';
export const WATCH_TEST_HOST = 'trailer.example.com';
/** The host the site is served on: a CloudFront domain, as without a custom domain, so a link to siteHost shows. */
export const WATCH_TEST_SERVED_HOST = 'd1234abcd.cloudfront.net';
const CONFIGURATION_SET = 'trailer-site-test';

/**
 * The watch handlers' AWS on this machine: dynalite with the tables of the backend contract and the
 * local SES with its outbox, and the environment the functions' declarations give them.
 */
export interface WatchStack {
  ses: LocalSes;
  outboxDir: string;
  /** Every mail in the outbox so far, parsed, oldest first. */
  mails(): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startWatchStack(): Promise<WatchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trailer-watch-'));
  const outboxDir = join(dataDir, 'outbox');
  vi.stubEnv('AWS_REGION', 'ca-central-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  const services: RunningService[] = [];
  const dynamodb = await startDynamoDb(join(dataDir, 'dynamodb'));
  services.push(dynamodb);
  const ses = await startLocalSes(outboxDir, { configurationSets: [CONFIGURATION_SET], verifiedIdentities: [WATCH_TEST_SENDER] });
  services.push(ses);
  await ensureTables(dynamodb.endpoint);
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', dynamodb.endpoint);
  vi.stubEnv('AWS_ENDPOINT_URL_SESV2', ses.endpoint);
  vi.stubEnv(WATCHERS_TABLE.envVar, WATCHERS_TABLE.name);
  vi.stubEnv(RATE_LIMITS_TABLE.envVar, RATE_LIMITS_TABLE.name);
  vi.stubEnv(ENV.siteHost, WATCH_TEST_HOST);
  vi.stubEnv(ENV.servedSiteHost, WATCH_TEST_SERVED_HOST);
  vi.stubEnv(ENV.watcherExport, 'false');
  vi.stubEnv(ENV.sesSender, WATCH_TEST_SENDER);
  vi.stubEnv(ENV.sesConfigurationSet, CONFIGURATION_SET);
  return {
    ses,
    outboxDir,
    mails: async () =>
      Promise.all(
        readdirSync(outboxDir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => simpleParser(readFileSync(join(outboxDir, name)))),
      ),
    stop: async () => {
      vi.unstubAllEnvs();
      for (const service of services.reverse()) await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https://${WATCH_TEST_SERVED_HOST}${path}\\?token=([^\\s>]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1]!;
}
