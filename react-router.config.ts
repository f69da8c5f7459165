import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { readSiteSettings } from './infra/settings';
import { robotsTxt, sitemapXml } from './shared/sitemap';
import { NOT_FOUND_PAGE, PAGE_PATHS, PRERENDERED_PATHS } from './shared/site-routes';
import { hoistEmotionStyles } from './web/build/hoist-emotion-styles';
import { hydrateAfterLoad } from './web/build/hydrate-after-load';
import { keepEarlyClicks } from './web/build/keep-early-clicks';
import { writePostalPrefixes } from './web/build/postal-prefixes';

/** Rendered through the catch-all route, then moved to NOT_FOUND_PAGE for the edge function. */
const NOT_FOUND_PRERENDER_PATH = '/404';

/**
 * React Router writes every prerendered path as <path>/index.html. The edge function
 * answers unknown paths with NOT_FOUND_PAGE (/404.html), so the 404 page is moved there.
 * The SPA fallback is removed: every public page is prerendered and unknown paths get the 404 page.
 * sitemap.xml and robots.txt are written from the same page list, and the documents fixed at build
 * time under /documents/ (web/build/build-documents.ts, in its own Node process: it runs the
 * web code's generators, which read the settings Vite defines), and the postal-area table the
 * delivered-cost estimator fetches when a postal code is typed (web/build/postal-prefixes.ts). Every page then gets its
 * styles in the head (web/build/hoist-emotion-styles.ts), starts its scripts only once it
 * has loaded and painted (web/build/hydrate-after-load.ts), and keeps a click made before its
 * code is ready (web/build/keep-early-clicks.ts).
 */
async function finishStaticSite(clientDirectory: string): Promise<void> {
  const renderedNotFound = path.join(clientDirectory, NOT_FOUND_PRERENDER_PATH, 'index.html');
  if (!existsSync(renderedNotFound)) {
    throw new Error(`Expected the prerendered 404 page at ${renderedNotFound}`);
  }
  const notFoundFile = path.join(clientDirectory, NOT_FOUND_PAGE);
  await mkdir(path.dirname(notFoundFile), { recursive: true });
  await rename(renderedNotFound, notFoundFile);
  await rm(path.join(clientDirectory, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
  await rm(path.join(clientDirectory, '__spa-fallback.html'), { force: true });
  const { siteHost } = readSiteSettings();
  await writeFile(path.join(clientDirectory, 'sitemap.xml'), sitemapXml(siteHost, PAGE_PATHS));
  await writeFile(path.join(clientDirectory, 'robots.txt'), robotsTxt(siteHost));
  execFileSync(process.execPath, ['--import', 'tsx', 'web/build/build-documents.ts', clientDirectory], { stdio: 'inherit' });
  writePostalPrefixes(clientDirectory);
  const entries = await readdir(clientDirectory, { recursive: true });
  for (const page of entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(clientDirectory, entry))) {
    await writeFile(page, keepEarlyClicks(hydrateAfterLoad(hoistEmotionStyles(await readFile(page, 'utf8')))));
  }
}

export default {
  appDirectory: 'web/src/app',
  buildDirectory: 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
  async buildEnd({ reactRouterConfig }) {
    await finishStaticSite(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
