import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSiteSettings, type SiteSettings } from '../shared/settings';

const cdkJsonPath = fileURLToPath(new URL('../cdk.json', import.meta.url));

/**
 * Reads the operator's settings from cdk.json for tools that run outside the CDK app
 * (the web build and the local runtime). The CDK app reads the same key from its context.
 */
export function readSiteSettings(): SiteSettings {
  const cdkJson = JSON.parse(readFileSync(cdkJsonPath, 'utf8')) as { context?: { site?: unknown } };
  return parseSiteSettings(cdkJson.context?.site);
}
