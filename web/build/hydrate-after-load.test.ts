import { describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_IMPORTS_ATTRIBUTE,
  DEFERRED_BOOTSTRAP_ATTRIBUTE,
  HYDRATE_AFTER_LOAD_SCRIPT,
  HYDRATE_AFTER_LOAD_SCRIPT_PATH,
  HYDRATE_AFTER_LOAD_STARTER,
  MODULE_PRELOADS_ATTRIBUTE,
  hydrateAfterLoad,
} from './hydrate-after-load';
import { ROUTE_MANIFEST_ATTRIBUTE } from '../../shared/route-manifest';

const BOOTSTRAP = `;
import * as route0 from "/assets/root-1.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-1.js"
  },
  "version": "0123abcd"
};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;

/** A prerendered page as React Router writes it: preloads in the head, the module script at the end. */
const page = (bootstraps = [BOOTSTRAP]) =>
  '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/></head>' +
  '<body><main>Content</main><script>window.__reactRouterContext = {};</script>' +
  bootstraps.map((body) => `<script type="module" async="">${body}</script>`).join('') +
  '</body></html>';

describe('hydrateAfterLoad', () => {
  it('moves the bootstrap to a file named by its content, and names it, its imports, the shared chunks and the route manifest in an inert element', () => {
    // Act
    const { html, bootstrap } = hydrateAfterLoad(page());

    // Assess
    expect(bootstrap.path).toMatch(/^\/assets\/bootstrap-[0-9a-f]{16}\.js$/);
    expect(bootstrap.text).toContain('import * as route0 from "/assets/root-1.js";');
    expect(bootstrap.text).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"},"version":"0123abcd"};');
    expect(bootstrap.text).toContain('import("/assets/entry.client-1.js");');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('__reactRouterManifest');
    expect(html).toContain(
      `<script type="text/x-deferred-module" ${DEFERRED_BOOTSTRAP_ATTRIBUTE}="${bootstrap.path}" ` +
        `${BOOTSTRAP_IMPORTS_ATTRIBUTE}="/assets/root-1.js /assets/entry.client-1.js" ${MODULE_PRELOADS_ATTRIBUTE}="/assets/framework-1.js" ` +
        `${ROUTE_MANIFEST_ATTRIBUTE}="/assets/route-manifest-0123abcd.json"></script>` +
        '</body>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('names the same file for the same bootstrap', () => {
    expect(hydrateAfterLoad(page()).bootstrap.path).toBe(hydrateAfterLoad(page()).bootstrap.path);
  });

  it('names the loader by its content, under the hashed assets, and its starter adds that file', () => {
    expect(HYDRATE_AFTER_LOAD_SCRIPT_PATH).toMatch(/^\/assets\/hydrate-after-load-[0-9a-f]{16}\.js$/);
    expect(HYDRATE_AFTER_LOAD_STARTER).toContain(`'${HYDRATE_AFTER_LOAD_SCRIPT_PATH}'`);
    expect(() => new Function(HYDRATE_AFTER_LOAD_SCRIPT)).not.toThrow();
    expect(() => new Function(HYDRATE_AFTER_LOAD_STARTER)).not.toThrow();
  });

  it('refuses a page without exactly one React Router module script', () => {
    expect(() => hydrateAfterLoad(page([]))).toThrow(/found 0/);
    expect(() => hydrateAfterLoad(page([BOOTSTRAP, BOOTSTRAP]))).toThrow(/found 2/);
  });

  it('refuses a page whose route manifest names no version', () => {
    expect(() => hydrateAfterLoad(page([BOOTSTRAP.replace('"version": "0123abcd"', '"version": "dev"')]))).toThrow(/found dev/);
  });

  it('refuses a modulepreload link whose other attributes it would drop', () => {
    const withIntegrity = page().replace('<link rel="modulepreload" href="/assets/root-1.js"/>', '<link rel="modulepreload" href="/assets/root-1.js" integrity="sha384-x"/>');

    expect(() => hydrateAfterLoad(withIntegrity)).toThrow(/modulepreload/);
  });
});
