import { readFileSync } from 'node:fs';
import type { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { describe, expect, test } from 'vitest';
import { CONTROL_TOWER_EXCEPTIONS } from '../../infra/control-tower';
import { inquiryLogRetentionDays, parseSiteSettings } from '../../shared/settings';
import { buildTestApp, cdkJsonContext, controlTowerFindings } from './support/site-app';

const DECISION_RECORD = new URL('../../docs/decisions/control-tower-rules.md', import.meta.url);

describe('the Control Tower rules and the site’s own, run at every synthesis', () => {
  test('a log group without a retention fails the synthesis, naming the rule and the log group; inquiry logs are kept no longer than inquiries', () => {
    // Prepare: inquiries kept one month (logs of the functions handling them: 14 days); the API's access log loses its retention.
    const { app, site } = buildTestApp({ site: { inquiryRetentionMonths: 1 } });
    const accessLog = site.api.node.findChild('AccessLogs').node.defaultChild as CfnLogGroup;
    accessLog.addPropertyDeletionOverride('RetentionInDays');

    // Act & assess
    // The CDK's message is the report or a pointer to it, depending on the terminal; the report is the contract.
    expect(() => app.synth()).toThrow();
    expect(controlTowerFindings(app).open).toEqual([{ rule: 'log_group_retention_set', constructPaths: ['TrailerSite/Api/AccessLogs/Resource'] }]);
    const settings = parseSiteSettings({ ...(cdkJsonContext().site as object), inquiryRetentionMonths: 1 });
    const retention = (handler: string) => (site.api.functions.get(handler)!.logGroup.node.defaultChild as CfnLogGroup).retentionInDays;
    expect(retention('submit-inquiry')).toBe(inquiryLogRetentionDays(settings));
    expect(retention('submit-inquiry')).toBe(14);
    expect(retention('list-inquiries')).toBe(14);
    expect((site.sweeper.function.logGroup.node.defaultChild as CfnLogGroup).retentionInDays).toBe(14);
    expect(retention('list-images')).toBe(settings.logRetentionDays);
    // A synthesis with cfn-guard takes seconds of CPU, minutes on a busy machine.
  }, 240_000);

  test('every exception names its rule, control and reason in infra/control-tower.ts, and the decision record lists it with its monthly cost', () => {
    const record = readFileSync(DECISION_RECORD, 'utf8');
    expect(CONTROL_TOWER_EXCEPTIONS.length).toBeGreaterThan(0);
    for (const { rule, control, reason, monthlyCostUsd } of CONTROL_TOWER_EXCEPTIONS) {
      expect(rule).toMatch(/^[a-z0-9_]+_check$/);
      expect(control).toMatch(/^CT\.[A-Z0-9]+\.PR\.\d+$/);
      expect(reason.length, rule).toBeGreaterThan(80);
      expect(record, rule).toContain(`\`${rule}\``);
      expect(record, rule).toContain(control);
      if (monthlyCostUsd !== undefined) expect(record, rule).toContain(`$${monthlyCostUsd.toFixed(2)}`);
    }
  });
});
