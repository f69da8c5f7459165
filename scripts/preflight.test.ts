import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CHECKS } from '../shared/settings';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REALISTIC_SETTINGS = fileURLToPath(new URL('../test/fixtures/preflight-cdk.json', import.meta.url));

function preflight(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'preflight', '--', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run preflight', () => {
  it("fails on the repository's defaults, naming every placeholder", () => {
    const { status, output } = preflight();

    expect(status).toBe(1);
    // cdk.json sets no custom domain, so its example siteHost never goes live.
    for (const check of PLACEHOLDER_CHECKS.filter((check) => check !== 'site-host')) expect(output).toContain(`MUST FIX  [${check}]`);
    expect(output).toContain('seller@example.com');
    expect(output).toContain('PLACEHOLDR1');
  });

  it('passes with realistic settings that accept the content placeholders on purpose', () => {
    const { status, output } = preflight('--settings', REALISTIC_SETTINGS);

    expect(output).not.toContain('MUST FIX');
    for (const check of ['testimonials', 'claims', 'seller-identity', 'document-content', 'condition-report']) expect(output).toContain(`accepted  [${check}]`);
    expect(status).toBe(0);
  });
});
