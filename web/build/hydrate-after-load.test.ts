import { describe, expect, it } from 'vitest';
import {
  DEFERRED_BOOTSTRAP_ATTRIBUTE,
  HYDRATE_AFTER_LOAD_SCRIPT,
  HYDRATE_AFTER_LOAD_SCRIPT_PATH,
  HYDRATE_AFTER_LOAD_STARTER,
  MODULE_PRELOADS_ATTRIBUTE,
  hydrateAfterLoad,
} from './hydrate-after-load';

const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;

/** A prerendered page as React Router writes it: preloads in the head, the module script at the end. */
const page = (bootstraps = [BOOTSTRAP]) =>
  '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head>' +
  '<body><main>Content</main><script>window.__reactRouterContext = {};</script>' +
  bootstraps.map((body) => `<script type="module" async="">${body}</script>`).join('') +
  '</body></html>';

describe('hydrateAfterLoad', () => {
  it('keeps the bootstrap text, inert, with the preloads it replaces', () => {
    // Act
    const html = hydrateAfterLoad(page());

    // Assess
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="text/x-deferred-module" ${DEFERRED_BOOTSTRAP_ATTRIBUTE} ${MODULE_PRELOADS_ATTRIBUTE}="/assets/manifest-1.js /assets/root-1.js">${BOOTSTRAP}</script>` +
        '</body>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
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

  it('refuses a modulepreload link whose other attributes it would drop', () => {
    const withIntegrity = page().replace('<link rel="modulepreload" href="/assets/root-1.js"/>', '<link rel="modulepreload" href="/assets/root-1.js" integrity="sha384-x"/>');

    expect(() => hydrateAfterLoad(withIntegrity)).toThrow(/modulepreload/);
  });
});
