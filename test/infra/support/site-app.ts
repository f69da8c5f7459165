import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp, type SiteStacks } from '../../../infra/app';
import { CONTROL_TOWER_EXCEPTIONS, GUARD_PLUGIN_NAME, type GuardedStacks } from '../../../infra/control-tower';

const cdkJsonUrl = new URL('../../../cdk.json', import.meta.url);

/** The context of cdk.json: the operator's settings and the feature flags, as the CLI passes them. */
export function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(readFileSync(cdkJsonUrl, 'utf8')) as { context: Record<string, unknown> }).context;
}

/** The command cdk.json gives the CLI to run the app. */
export function cdkJsonAppCommand(): string {
  return (JSON.parse(readFileSync(cdkJsonUrl, 'utf8')) as { app: string }).app;
}

export interface TestAppOptions {
  /** Settings to change from cdk.json's "site". */
  site?: Record<string, unknown>;
  /** Where the web build is; default build/client. */
  siteDir?: string;
  /** Run the Control Tower rules at synthesis, as `cdk synth` does; default true. */
  controlTower?: boolean;
}

/**
 * The app exactly as infra/app.ts builds it for the CLI, with cdk.json's context, cdk-nag included.
 * Two costly steps are left to synth.test.ts, which runs the app as `cdk synth` does: bundling the
 * Lambda code, and CDK's CloudFormation template validation (seconds of CPU to load its rules).
 */
export function buildTestApp(options: TestAppOptions = {}): { app: App } & SiteStacks {
  const context = cdkJsonContext();
  const app = new App({
    builtinCloudFormationValidation: false,
    context: {
      ...context,
      site: { ...(context.site as Record<string, unknown>), ...options.site },
      'aws:cdk:bundling-stacks': [],
    },
  });
  return { app, ...buildApp(app, options.siteDir, { controlTower: options.controlTower }) };
}

/** The logical id of a construct's CloudFormation resource (the construct itself or its default child). */
export function logicalId(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(element);
}

/** cdk-nag's AWS Solutions findings still open in the app, acknowledged ones left out. */
export function openNagFindings(app: App): { rule: string; severity: string; paths: (string | undefined)[] }[] {
  return new AwsSolutionsChecks().validateScope(app).violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity ?? 'error',
    paths: violation.violatingResources.map((resource) => resource.constructPath),
  }));
}

/** Every acknowledgment in the app: rule id, reason and where it was made. */
export function acknowledgments(app: App): { id: string; reason: unknown; path: string }[] {
  return app.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({ id, reason, path: construct.node.path })),
        ),
    );
}

/** A rule's finding in the synthesis's validation report: which constructs it names. */
export interface GuardFinding {
  rule: string;
  constructPaths: string[];
  /** For an acknowledged finding, the reason given. */
  reason?: string;
}

interface ReportedViolation {
  ruleName: string;
  reason?: string;
  violatingConstructs: { constructPath: string }[];
}

/**
 * What cfn-guard (the Control Tower rules and the site's own) found when the app was last
 * synthesized, whether the synthesis passed or failed, from the validation report the CDK writes
 * into the assembly: the findings still open, which fail the synthesis, and those acknowledged in
 * infra/control-tower.ts.
 */
export function controlTowerFindings(app: App): { open: GuardFinding[]; acknowledged: GuardFinding[] } {
  const report = JSON.parse(readFileSync(join(app.outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: { pluginName: string; violations: ReportedViolation[]; suppressedViolations?: ReportedViolation[] }[];
  };
  const guard = report.pluginReports.find((plugin) => plugin.pluginName === GUARD_PLUGIN_NAME);
  const finding = ({ ruleName, reason, violatingConstructs }: ReportedViolation): GuardFinding => ({
    rule: ruleName,
    constructPaths: violatingConstructs.map((construct) => construct.constructPath),
    ...(reason === undefined ? {} : { reason }),
  });
  return { open: (guard?.violations ?? []).map(finding), acknowledged: (guard?.suppressedViolations ?? []).map(finding) };
}

/** The exceptions that cover constructs of the app yet acknowledge no finding there: rules the stack now follows. */
export function staleExceptions(app: App, stacks: GuardedStacks): string[] {
  const acknowledged = new Set(controlTowerFindings(app).acknowledged.map((finding) => finding.rule));
  return CONTROL_TOWER_EXCEPTIONS.filter((exception) => exception.covers(stacks, app).length > 0 && !acknowledged.has(exception.rule)).map(
    (exception) => exception.rule,
  );
}
