import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { API_BASE } from '../../shared/runtime-config';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { ALERT_SWEEPER_FUNCTION, FUNCTIONS, MAIL_SENT_FUNCTION, PAGE_PUBLISHER_FUNCTION, SWEEPER_FUNCTION, functionEnvironment, type EnvironmentSources } from '../../shared/backend/functions';
import { mailSentPattern } from '../../shared/backend/mail-events';
import type { SiteSettings } from '../../shared/settings';
import { readSiteSettings } from '../settings';
import { pageScriptHashes } from '../csp-hashes';
import type { EdgePagePolicy } from '../edge/edge-code';
import { pagePolicyTemplate, securityHeaders, securityHeadersAsHttpHeaders } from '../security-headers';
import { createGatewayServer, createLocalGateway } from './api-gateway';
import { ensureTables, ensureUserPool, markEmailVerified } from './bootstrap';
import { serviceLogPath, startCognito, startDynamoDb, startS3, type RunningService } from './emulators';
import { LOOPBACK } from './net';
import { startLocalSes, type AcceptedMailListener } from './ses-local';
import { sendEventOf, startLocalEventBus, type BusEvent } from './mail-events';
import type { SweepSummary } from '../../lambdas/deliver-pending-inquiries';
import type { AlertSweepSummary } from '../../lambdas/send-watch-alerts';
import { putBuiltTourPhotos } from './built-tour-photos';
import type { PublishRequest, PublishSummary } from '../../lambdas/publish-pages';
import { startLocalLambda } from './lambda-local';

/** The photo bucket's name locally (docs/product.md#constants). */
export const LOCAL_PHOTO_BUCKET = 'gallery-images';
/**
 * The site bucket's name locally. It holds what the page publisher writes; the rest of the deployed
 * site (the build's files) is served from the build folder.
 */
export const LOCAL_SITE_BUCKET = 'site';
export const LOCAL_REGION = 'ca-central-1';
/** The SES configuration set's name locally; in AWS the stack passes the one it creates. */
export const LOCAL_SES_CONFIGURATION_SET = 'trailer-site-local';

export interface LocalRuntimeOptions {
  /** Port of the site; 0 picks a free one. */
  port: number;
  /** Where emulator data, logs and the mail outbox live (.local/ for npm start). */
  dataDir: string;
  /** The web build's client folder. */
  siteDir: string;
  /** Fixed port for cognito-local so saved sessions stay valid between runs; default: a free port. */
  cognitoPort?: number;
  /** Seed the sample photos when the images table is empty. */
  seed?: boolean;
  /**
   * Run the scheduled functions (the inquiry sweeper, the page publisher) on their declared schedules,
   * as EventBridge does in AWS. Tests turn it off and call `sweep()` or `publishPages()` when they mean
   * to. Default: on.
   */
  runSchedules?: boolean;
}

export interface LocalRuntime {
  url: string;
  outboxDir: string;
  /**
   * The emulators, and `api`: the gateway without CloudFront in front (like execute-api, it refuses every call).
   * `ses` also serves the mailbox page at its root.
   */
  endpoints: { dynamodb: string; s3: string; cognito: string; ses: string; api: string };
  userPool: { userPoolId: string; userPoolClientId: string };
  /** For tests: while on, every e-mail send fails (an SES outage). */
  setEmailFailing(failing: boolean): void;
  /** For tests: SES accepts each mail at once but answers this many milliseconds late (0: at once). */
  setEmailAnswerDelay(delayMs: number): void;
  /** For tests: hears each mail the local SES accepts, at that moment, before SES answers; returns the listener's removal. */
  onEmailAccepted(listener: AcceptedMailListener): () => void;
  /** Resolves once SES's Send events of the mails accepted so far have been recorded (EventBridge's rule and its function). */
  mailEventsDelivered(): Promise<void>;
  /** For tests: while on, every Lambda invoke request fails (a Lambda outage): an admin change cannot ask for a publish. */
  setInvokesFailing(failing: boolean): void;
  /** Runs the inquiry sweeper once, the very handler the schedule invokes in AWS. */
  sweep(): Promise<SweepSummary>;
  /**
   * Runs the watch alert sweeper once, as its schedule does, with the schedule's event time: a test
   * passes a time an hour on to see the batch an hour of changes makes.
   */
  sweepAlerts(time?: Date): Promise<AlertSweepSummary>;
  /** Runs the page publisher once after the runs queued for it (an admin change queues one), as its schedule does. */
  publishPages(request?: PublishRequest): Promise<PublishSummary>;
  stop(): Promise<void>;
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolvePromise, reject) => server.once('error', reject).listen(port, LOOPBACK, resolvePromise));
  return (server.address() as AddressInfo).port;
}

function stoppable(server: Server): RunningService {
  return {
    endpoint: '',
    stop: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

/**
 * The handlers' environment: every function's, built from its declaration exactly as the stack builds
 * it, with the local resources' names. The handlers share this process, so they share one environment;
 * two functions never give one variable different values (both take it from the same source).
 */
function localFunctionsEnvironment(sources: EnvironmentSources): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const declaration of Object.values(FUNCTIONS)) {
    for (const [name, value] of Object.entries(functionEnvironment(declaration, sources))) {
      if (name in merged && merged[name] !== value) throw new Error(`Two functions declare ${name} with different values`);
      merged[name] = value;
    }
  }
  return merged;
}

/** Where the local functions' environment values come from: the emulators' resources, named as the local runtime names them. */
function localSources(settings: SiteSettings, userPoolId: string, originSecret: string): EnvironmentSources {
  return {
    // Locally each table is named after its design; in AWS the stack passes the generated names.
    table: (design) => design.name,
    photoBucket: () => LOCAL_PHOTO_BUCKET,
    userPool: () => userPoolId,
    mailConfigurationSet: () => LOCAL_SES_CONFIGURATION_SET,
    originSecret: () => originSecret,
    pagePublisher: () => PAGE_PUBLISHER_FUNCTION,
    siteBucket: () => LOCAL_SITE_BUCKET,
    // No distribution to name: the local site is served under the name the pages are built with.
    servedSiteHost: () => settings.siteHost,
    settings,
  };
}

/**
 * The pages' policy as the stack builds it, with this build's script hashes; the local site is served
 * over http, so without upgrade-insecure-requests.
 */
export function localPagePolicy(siteDir: string, connectSources: readonly string[]): EdgePagePolicy {
  return { template: pagePolicyTemplate({ connectSources }), pageScripts: pageScriptHashes(siteDir) };
}

/**
 * Runs a scheduled function every so many minutes as its declaration says, as EventBridge does; a run
 * still going when the next is due is not started twice. A failure is reported as its alarm would be.
 */
function onSchedule(name: typeof SWEEPER_FUNCTION | typeof ALERT_SWEEPER_FUNCTION | typeof PAGE_PUBLISHER_FUNCTION, run: () => Promise<unknown>): RunningService {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => console.error(`ALARM: the ${name} function failed (a Lambda error in AWS):`, error))
      .finally(() => (running = false));
  }, FUNCTIONS[name].trigger.everyMinutes * 60_000);
  return { endpoint: '', stop: async () => clearInterval(timer) };
}

/**
 * Starts the whole site on one loopback port with AWS-protocol emulators behind it:
 * dynalite, s3rver, cognito-local and aws-ses-v2-local. The handlers are pointed
 * at the emulators through the AWS SDK's standard endpoint variables.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const dataDir = resolve(options.dataDir);
  const siteDir = resolve(options.siteDir);
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No web build in ${siteDir}: run npm run build`);
  mkdirSync(dataDir, { recursive: true });
  const outboxDir = join(dataDir, 'outbox');
  const settings = readSiteSettings();
  // The stack generates the origin secret in Secrets Manager; locally each start makes its own.
  const originSecret = randomBytes(32).toString('hex');

  const services: RunningService[] = [];
  // Stops in reverse start order; safe to call more than once.
  const stopAll = async () => {
    const running = services.splice(0).reverse();
    for (const service of running) await service.stop().catch(() => undefined);
  };
  try {
    const dynamodb = await startDynamoDb(join(dataDir, 'dynamodb'));
    services.push(dynamodb);
    const s3 = await startS3(join(dataDir, 's3'), [LOCAL_PHOTO_BUCKET, LOCAL_SITE_BUCKET]);
    services.push(s3);
    const ses = await startLocalSes(outboxDir, { configurationSets: [LOCAL_SES_CONFIGURATION_SET], verifiedIdentities: [settings.sesSender] });
    services.push(ses);
    let userPoolId: string | undefined;
    const cognito = await startCognito(join(dataDir, 'cognito'), options.cognitoPort ?? 0, serviceLogPath(dataDir, 'cognito-local'), async ({ username }) => {
      if (userPoolId) await markEmailVerified(cognito.endpoint, userPoolId, username);
    });
    services.push(cognito);
    // The page publisher, invoked by the functions that change what the pages show; imported when called,
    // after the environment below is set.
    const lambda = await startLocalLambda({
      [PAGE_PUBLISHER_FUNCTION]: async (event) => (await import('../../lambdas/publish-pages')).handler(event as PublishRequest),
      [MAIL_SENT_FUNCTION]: async (event) => (await import('../../lambdas/record-mail-sent')).handler(event as BusEvent),
    });
    services.push(lambda);
    // SES's event destination and the EventBridge rule: each mail the local SES accepts with the
    // configuration set becomes a Send event, which the rule hands to the function that records it.
    const eventBus = startLocalEventBus([
      { pattern: mailSentPattern(LOCAL_SES_CONFIGURATION_SET), target: (event) => lambda.invoke(MAIL_SENT_FUNCTION, event) },
    ]);
    services.push(eventBus);
    ses.onAccepted((mail) => {
      const { configurationSet } = mail;
      if (configurationSet !== undefined) eventBus.put(sendEventOf({ ...mail, configurationSet }, LOCAL_REGION));
    });

    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      // The emulators accept these; s3rver accepts no others.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SESV2: ses.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_LAMBDA: lambda.endpoint,
      // s3rver predates the SDK's default aws-chunked checksums.
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
      // Lambda runs Node 22; only this machine's Node 20 would trigger the SDK's upgrade notice.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });

    await ensureTables(dynamodb.endpoint);
    const userPool = await ensureUserPool(cognito.endpoint, join(dataDir, 'user-pool.json'));
    userPoolId = userPool.userPoolId;
    Object.assign(process.env, localFunctionsEnvironment(localSources(settings, userPool.userPoolId, originSecret)));
    if (options.seed ?? true) {
      // Imported late: the handler modules read the endpoint variables set above.
      const { seedSampleData } = await import('./sample-data');
      await seedSampleData();
    }
    // As each deploy does: photos stored before originals were encoded again lose their metadata.
    await (await import('../../lambdas/strip-photo-metadata')).handler();
    const s3Client = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true });
    // As the deploy does, the site bucket holds the build's tour photos, which the publisher zips.
    await putBuiltTourPhotos(s3Client, LOCAL_SITE_BUCKET, siteDir);
    // As the deploy does once the built pages are in place: the pages show what the tables hold.
    const publishPages = (request?: PublishRequest) => lambda.invoke(PAGE_PUBLISHER_FUNCTION, request) as Promise<PublishSummary>;
    await publishPages();

    const gateway = createLocalGateway({ issuer: `${cognito.endpoint}/${userPool.userPoolId}`, userPoolClientId: userPool.userPoolClientId });
    const server = (await import('./site-server')).createSiteServer({
      siteDir,
      photoBucket: LOCAL_PHOTO_BUCKET,
      siteBucket: LOCAL_SITE_BUCKET,
      s3: s3Client,
      runtimeConfig: {
        region: LOCAL_REGION,
        userPoolId: userPool.userPoolId,
        userPoolClientId: userPool.userPoolClientId,
        selfSignUp: true,
        apiBase: API_BASE,
        userPoolEndpoint: cognito.endpoint,
      },
      // The browser signs in against cognito-local and uploads photos to the local S3 directly,
      // as it does against Cognito and the photo bucket in AWS.
      securityHeaders: securityHeadersAsHttpHeaders(securityHeaders()),
      pagePolicy: localPagePolicy(siteDir, [cognito.endpoint, s3.endpoint]),
      api: gateway,
      originSecret,
    });
    const port = await listen(server, options.port);
    services.push(stoppable(server));
    const apiServer = createGatewayServer(gateway);
    const apiPort = await listen(apiServer, 0);
    services.push(stoppable(apiServer));

    // In AWS the overdue count is a metric whose alarm mails the operator; here it is the terminal's ALARM line.
    const sweep = async () => {
      const summary = await (await import('../../lambdas/deliver-pending-inquiries')).handler();
      if (summary.overdue > 0) {
        console.error(
          `ALARM: ${summary.overdue} inquiries have waited more than ${DELIVERY_POLICY.overdueMinutes} minutes for their mails (in AWS the ${DELIVERY_METRICS.overdue} alarm mails the operator); resend them from /inquiries`,
        );
      }
      return summary;
    };
    // EventBridge's scheduled event, of which the sweeper reads the time.
    const sweepAlerts = async (time = new Date()) =>
      (await import('../../lambdas/send-watch-alerts')).handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', time: time.toISOString() });
    if (options.runSchedules ?? true) {
      services.push(onSchedule(SWEEPER_FUNCTION, sweep), onSchedule(ALERT_SWEEPER_FUNCTION, sweepAlerts), onSchedule(PAGE_PUBLISHER_FUNCTION, publishPages));
    }
    return {
      url: `http://${LOOPBACK}:${port}`,
      outboxDir,
      endpoints: {
        dynamodb: dynamodb.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        ses: ses.endpoint,
        api: `http://${LOOPBACK}:${apiPort}`,
      },
      userPool,
      setEmailFailing: ses.setFailing,
      setEmailAnswerDelay: ses.setAnswerDelay,
      onEmailAccepted: ses.onAccepted,
      mailEventsDelivered: eventBus.delivered,
      setInvokesFailing: lambda.setFailing,
      sweep,
      sweepAlerts,
      publishPages,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
