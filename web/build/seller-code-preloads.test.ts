import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import type { FirstLoadChunk } from './first-load-chunks';
import { sellerCodePreloads } from './seller-code-preloads';

/**
 * A page that lazily loads a public part and the seller's panel, each needing a chunk they share; the
 * part also needs the `ui` chunk, which every page loads first.
 */
const FIXTURE: Record<string, string> = {
  'web/src/page.js': [
    "import { theme } from './ui.js';",
    'theme();',
    "globalThis.addEventListener('scroll', () => import('./features/gallery/part.js'));",
    "globalThis.addEventListener('click', () => import('./features/gallery-admin/panel.js'));",
  ].join('\n'),
  'web/src/features/gallery/part.js': "import { shared } from '../../shared.js'; import { theme } from '../../ui.js'; export const part = () => shared('part') + theme();",
  'web/src/ui.js': 'export const theme = () => `theme ${Math.random()}`;',
  'web/src/features/gallery-admin/panel.js': "import { shared } from '../../shared.js'; export const panel = () => shared('panel');",
  'web/src/shared.js': 'export const shared = (name) => `${name} ${Math.random()}`;',
};

describe("the files a lazily loaded chunk preloads", () => {
  let root: string;
  let page: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'seller-preloads-'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [sellerCodePreloads()],
      build: {
        write: false,
        rolldownOptions: { input: join(root, 'web/src/page.js'), output: { codeSplitting: { groups: [{ name: 'ui' satisfies FirstLoadChunk, test: /ui\.js$/ }] } } },
      },
    })) as Rolldown.RolldownOutput;
    const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry);
    if (entry?.type !== 'chunk') throw new Error('The fixture built no entry chunk');
    page = entry.code;
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const listed = () => /__vite__mapDeps=[^\n]*?\[([^\]]*)\]/.exec(page)?.[1] ?? '';

  it('lists, beside a public part, the chunk it needs, so the browser fetches both at once', () => {
    expect(listed()).toMatch(/assets\/part-[\w-]+\.js/);
    expect(listed()).toMatch(/assets\/shared-[\w-]+\.js/);
  });

  it('leaves out of the list a chunk every page has loaded before', () => {
    expect(page).toMatch(/from\s*"\.\/ui-[\w-]+\.js"/);
    expect(listed()).not.toMatch(/ui-/);
  });

  it("lists nothing for the seller's panel, whose chunk finds its own imports", () => {
    expect(listed()).not.toMatch(/panel-/);
    expect(page).toMatch(/import\(`?["'`]?\.\/panel-[\w-]+\.js/);
  });
});
