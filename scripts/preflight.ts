/**
 * Refuses a deploy that would put placeholders in front of buyers: the example.com and 555 defaults
 * of the settings, placeholder video ids, unverified testimonials and placeholder tour pictures.
 * Exits 1 naming each finding not accepted in `acceptedPlaceholders`; `npm run deploy` runs it first.
 *
 *   node --import tsx scripts/preflight.ts [--settings path/to/cdk.json]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSiteSettings } from '../infra/settings';
import { BUILT_IN_FACTS } from '../shared/listing-facts';
import { TOUR_VIDEOS } from '../web/src/content/walkthrough';
import { DEFAULT_STAMP_FILE } from '../web/build/room-photos';
import { preflightFindings, type PreflightContent } from './preflight-checks';

function repositoryContent(): PreflightContent {
  const stamps = JSON.parse(readFileSync(DEFAULT_STAMP_FILE, 'utf8')) as Record<string, string>;
  return {
    videoIds: TOUR_VIDEOS.map((video) => video.youtubeId),
    facts: BUILT_IN_FACTS,
    placeholderPictures: Object.entries(stamps)
      .filter(([, stamp]) => stamp.startsWith('placeholder:'))
      .map(([picture]) => picture),
  };
}

export function runPreflight(settingsPath?: string): number {
  const settings = readSiteSettings(settingsPath);
  const accepted = new Set(settings.acceptedPlaceholders ?? []);
  const findings = preflightFindings(settings, repositoryContent());
  const blocking = findings.filter((finding) => !accepted.has(finding.check));
  for (const finding of findings) {
    const mark = accepted.has(finding.check) ? 'accepted' : 'MUST FIX';
    console.log(`${mark.padEnd(8)}  [${finding.check}] ${finding.problem}\n          -> ${finding.fix}`);
  }
  if (blocking.length > 0) {
    console.error(`\nPreflight: ${blocking.length} placeholder(s) would go live. Fix them, or list their ids in acceptedPlaceholders (cdk.json context.site) to deploy them on purpose.`);
    return 1;
  }
  console.log(`Preflight: nothing placeholder goes live${findings.length ? ` (${findings.length} accepted on purpose)` : ''}.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { settings: { type: 'string' } } });
  process.exitCode = runPreflight(values.settings);
}
