import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSiteSettings, type SiteSettings } from '../shared/settings.ts';

const cdkJsonPath = fileURLToPath(new URL('../cdk.json', import.meta.url));

/**
 * Reads the operator's settings from cdk.json for tools that run outside the CDK app
 * (the web build, the local runtime, preflight). The CDK app reads the same key from its context.
 * `path` is another file of cdk.json's shape.
 */
export function readSiteSettings(path: string = cdkJsonPath): SiteSettings {
  const cdkJson = JSON.parse(readFileSync(path, 'utf8')) as { context?: { site?: unknown } };
  return parseSiteSettings(cdkJson.context?.site);
}
