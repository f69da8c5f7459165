import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@react-router/dev/config';
import { readSiteSettings } from './infra/settings';
import { robotsTxt, sitemapXml } from './shared/sitemap';
import { ROUTE_MANIFEST_PATH, routeManifestFile } from './shared/route-manifest';
import { NOT_FOUND_PAGES, PAGE_PATHS, RENDERED_PATHS, pageFileKey } from './shared/site-routes';
import { writeFavicon } from './web/build/favicon';
import { finishPage } from './web/build/finish-page';
import { HYDRATE_AFTER_LOAD_SCRIPT, HYDRATE_AFTER_LOAD_SCRIPT_PATH } from './web/build/hydrate-after-load';
import { writePostalPrefixes } from './web/build/postal-prefixes';

/**
 * Every page is prerendered and served as a static file. The server build is kept (ssr: true) for the
 * page publisher, which renders the pages again after an admin change (docs/decisions/published-pages.md);
 * no viewer's request ever reaches it. Each page carries only its own routes ('lazy' discovery); the
 * rest is the file writeRouteManifest() writes, which the edge function serves at ROUTE_MANIFEST_PATH.
 * React Router writes every prerendered path as <path>/index.html. The edge function
 * answers unknown paths with a 404 page (/404.html, /fr/404.html under /fr/), so each 404 page is moved there.
 * The SPA fallback is removed: every public page is prerendered and unknown paths get the 404 page.
 * sitemap.xml and robots.txt are written from the same page list, and the documents fixed at build
 * time under /documents/ (web/build/build-documents.ts, in its own Node process: it runs the
 * web code's generators, which read the settings Vite defines), and the postal-area table the
 * delivered-cost estimator fetches when a postal code is typed (web/build/postal-prefixes.ts). Every page then
 * goes through web/build/finish-page.ts, as the publisher's pages do.
 */
/**
 * The whole route manifest as React Router's server answers a manifest request (the routes by id),
 * under its version's name (shared/route-manifest.ts), in place of the manifest script a page
 * carrying every route would load.
 */
async function writeRouteManifest(buildDirectory: string): Promise<void> {
  const { assets } = (await import(/* @vite-ignore */ pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href)) as typeof import('#server-build');
  const clientDirectory = path.join(buildDirectory, 'client');
  await writeFile(path.join(clientDirectory, routeManifestFile(assets.version)), JSON.stringify(assets.routes));
  await rm(path.join(clientDirectory, assets.url), { force: true });
}

async function finishStaticSite(clientDirectory: string): Promise<void> {
  for (const { renderPath } of Object.values(NOT_FOUND_PAGES)) {
    const renderedNotFound = path.join(clientDirectory, renderPath, 'index.html');
    if (!existsSync(renderedNotFound)) {
      throw new Error(`Expected the prerendered 404 page at ${renderedNotFound}`);
    }
    const notFoundFile = path.join(clientDirectory, pageFileKey(renderPath));
    await mkdir(path.dirname(notFoundFile), { recursive: true });
    await rename(renderedNotFound, notFoundFile);
    await rm(path.join(clientDirectory, renderPath), { recursive: true, force: true });
  }
  await rm(path.join(clientDirectory, '__spa-fallback.html'), { force: true });
  const { siteHost } = readSiteSettings();
  await writeFile(path.join(clientDirectory, 'sitemap.xml'), sitemapXml(siteHost, PAGE_PATHS));
  await writeFile(path.join(clientDirectory, 'robots.txt'), robotsTxt(siteHost));
  execFileSync(process.execPath, ['--import', 'tsx', 'web/build/build-documents.ts', clientDirectory], { stdio: 'inherit' });
  writePostalPrefixes(clientDirectory);
  await writeFavicon(clientDirectory);
  await writeFile(path.join(clientDirectory, HYDRATE_AFTER_LOAD_SCRIPT_PATH), HYDRATE_AFTER_LOAD_SCRIPT);
  const entries = await readdir(clientDirectory, { recursive: true });
  for (const page of entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(clientDirectory, entry))) {
    const finished = finishPage(await readFile(page, 'utf8'));
    await writeFile(page, finished.html);
    for (const file of finished.files) await writeFile(path.join(clientDirectory, file.path), file.text);
  }
}

export default {
  appDirectory: 'web/src/app',
  buildDirectory: 'build',
  ssr: true,
  routeDiscovery: { mode: 'lazy', manifestPath: ROUTE_MANIFEST_PATH },
  prerender: [...RENDERED_PATHS],
  // React Router 8's behaviours, each off until the upgrade to 8 (which needs Node 22): set explicitly,
  // so the build states the choice instead of warning about each flag on every run.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async buildEnd({ reactRouterConfig }) {
    await writeRouteManifest(reactRouterConfig.buildDirectory);
    await finishStaticSite(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
