import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Aspects, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { inquiryLogRetentionDays, parseSiteSettings } from '../shared/settings';
import { LogRetention } from './constructs/log-retention';
import { acknowledgeControlTowerExceptions, controlTowerValidator } from './control-tower';
import { CertificateStack, SiteStack } from './stack';

/** The web build the stack deploys (`npm run build`). */
export const SITE_DIR = fileURLToPath(new URL('../build/client', import.meta.url));

export const SITE_STACK_ID = 'TrailerSite';
export const CERTIFICATE_STACK_ID = 'TrailerSiteCertificate';

/** A problem with the operator's settings or checkout, reported without a stack trace. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

export interface SiteStacks {
  site: SiteStack;
  certificate?: CertificateStack;
}

/**
 * Builds the CDK app: reads and validates the operator's settings (context "site" in cdk.json;
 * this is the only place that reads context), adds the stacks, the log retention of every log group,
 * cdk-nag's AWS Solutions checks and AWS Control Tower's proactive controls (infra/control-tower.ts).
 * The tests build the app through this function too, so they check what `cdk deploy` deploys.
 */
export interface BuildOptions {
  /**
   * Run AWS Control Tower's proactive controls (cfn-guard, about 9 s of CPU per synthesis). Only
   * tests that synthesize a variant of a template another test checks in full turn this off.
   * @default true
   */
  controlTower?: boolean;
}

export function buildApp(app: App, siteDir: string = SITE_DIR, { controlTower = true }: BuildOptions = {}): SiteStacks {
  let settings;
  try {
    settings = parseSiteSettings(app.node.tryGetContext('site'));
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new OperatorError(`No web build in ${siteDir}: run \`npm run build\` first (npm run synth and npm run deploy do).`);
  }
  // Regions from the settings; the account is left to deploy time, so the template is the same
  // whoever synthesizes it, with or without credentials.
  const certificate = settings.hostedZone
    ? new CertificateStack(app, CERTIFICATE_STACK_ID, {
        env: { region: 'us-east-1' },
        crossRegionReferences: true,
        description: `TLS certificate for ${settings.siteHost} (CloudFront reads certificates from us-east-1)`,
        siteHost: settings.siteHost,
        hostedZone: settings.hostedZone,
      })
    : undefined;
  const site = new SiteStack(app, SITE_STACK_ID, {
    env: { region: settings.region },
    crossRegionReferences: certificate !== undefined,
    description: `Listing site ${settings.siteHost}: CloudFront, S3, API Gateway, Lambda, DynamoDB, Cognito`,
    settings,
    siteDir,
    certificate: certificate?.certificate,
  });

  Aspects.of(app).add(new LogRetention({ days: settings.logRetentionDays, inquiryDays: inquiryLogRetentionDays(settings) }));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  if (controlTower) {
    Validations.of(app).addPlugins(controlTowerValidator());
    acknowledgeControlTowerExceptions(app, { site, certificate });
  }
  return { site, certificate };
}

const runAsEntryPoint = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsEntryPoint) {
  try {
    buildApp(new App());
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
