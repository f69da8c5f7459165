import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../../infra/local/web-build';
import { EVERY_PAGE_CHUNKS, FIRST_LOAD_CHUNKS, firstLoadChunkOf, inImportOrder, type FirstLoadChunk } from './first-load-chunks';

const ASSETS_DIR = join(SITE_DIR, 'assets');
/** A built chunk's static imports of its sibling chunks, as rolldown writes them. */
const SIBLING_IMPORT = /\bfrom\s*"\.\/([^"]+\.js)"|\bimport\s*"\.\/([^"]+\.js)"/g;

describe('inImportOrder', () => {
  it('puts the first-load chunks in their import order, ahead of the others, which keep theirs', () => {
    const reactRouterOrder = [
      '/assets/rolldown-runtime-XKyaHtl9.js',
      '/assets/framework-DrFbecvj.js',
      '/assets/app-Uk0jDwwD.js',
      '/assets/ui-4uemu6EW.js',
      '/assets/home-top-BWsZYLwN.js',
      '/assets/contact-form-fr-xAE4Rx-X.js',
      '/assets/forms-C9Rr4JgE.js',
      '/assets/fr-home-BhqRouQj.js',
    ];
    expect(inImportOrder(reactRouterOrder)).toEqual([
      '/assets/rolldown-runtime-XKyaHtl9.js',
      '/assets/framework-DrFbecvj.js',
      '/assets/ui-4uemu6EW.js',
      '/assets/forms-C9Rr4JgE.js',
      '/assets/app-Uk0jDwwD.js',
      '/assets/home-top-BWsZYLwN.js',
      '/assets/contact-form-fr-xAE4Rx-X.js',
      '/assets/fr-home-BhqRouQj.js',
    ]);
  });
});

describe('the built first-load chunks', () => {
  it('include the ones every page loads, which the root route imports', () => {
    const root = readdirSync(ASSETS_DIR).find((file) => /^root-[\w-]{8}\.js$/.test(file));
    if (!root) throw new Error(`No root route chunk in ${ASSETS_DIR}`);
    const imported = [...readFileSync(join(ASSETS_DIR, root), 'utf8').matchAll(SIBLING_IMPORT)].map((match) => firstLoadChunkOf(match[1] ?? match[2]!));
    expect(imported).toEqual(expect.arrayContaining([...EVERY_PAGE_CHUNKS]));
  });

  it('each import only the first-load chunks before them in FIRST_LOAD_CHUNKS', () => {
    const files = readdirSync(ASSETS_DIR).filter((file) => file.endsWith('.js'));
    const isChunk = (chunk: FirstLoadChunk | undefined): chunk is FirstLoadChunk => chunk !== undefined;
    const built = files.flatMap((file) => {
      const chunk = firstLoadChunkOf(file);
      return isChunk(chunk) ? [{ file, chunk }] : [];
    });
    // Not every group is made by every build (`swr` only when a page fetches at first), but these are.
    expect(built.map((entry) => entry.chunk)).toEqual(expect.arrayContaining(['rolldown-runtime', 'framework', 'ui', 'forms', 'app']));
    for (const { file, chunk } of built) {
      const imported = [...readFileSync(join(ASSETS_DIR, file), 'utf8').matchAll(SIBLING_IMPORT)].map((match) => firstLoadChunkOf(match[1] ?? match[2]!));
      for (const other of imported.filter(isChunk)) {
        expect(FIRST_LOAD_CHUNKS.indexOf(other), `${file} imports ${other}`).toBeLessThan(FIRST_LOAD_CHUNKS.indexOf(chunk));
      }
    }
  });
});
