import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../../infra/local/web-build';
import { COMPILE_EVERYTHING_HINT, EAGERLY_COMPILED_CHUNKS, compileHints } from './compile-hints';
import { firstLoadChunkOf } from './first-load-chunks';

type GenerateBundle = (options: unknown, bundle: Rolldown.OutputBundle) => void;

function writtenBundle(): Rolldown.OutputBundle {
  const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-AbCdEfGh.js`, code }) as Rolldown.OutputChunk;
  return {
    'assets/framework-AbCdEfGh.js': chunk('framework', 'var e=1;'),
    'assets/ui-AbCdEfGh.js': chunk('ui', 'const __vite__mapDeps=(i)=>i;import"./framework-AbCdEfGh.js";'),
    'assets/home-AbCdEfGh.js': chunk('home', 'export{};'),
    'assets/site.css': { type: 'asset', name: 'site.css', fileName: 'assets/site.css', source: 'body{}' } as Rolldown.OutputAsset,
  };
}

describe('compileHints', () => {
  it('opens the eagerly compiled chunks with the hint, above what Vite put first, and leaves every other file as it was', () => {
    const bundle = writtenBundle();
    const hook = compileHints().generateBundle as { order: string; handler: GenerateBundle };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    const code = (fileName: string) => (bundle[fileName] as Rolldown.OutputChunk).code;
    expect(code('assets/framework-AbCdEfGh.js')).toBe(`${COMPILE_EVERYTHING_HINT}var e=1;`);
    expect(code('assets/ui-AbCdEfGh.js')).toBe(`${COMPILE_EVERYTHING_HINT}const __vite__mapDeps=(i)=>i;import"./framework-AbCdEfGh.js";`);
    expect(code('assets/home-AbCdEfGh.js')).toBe('export{};');
    expect((bundle['assets/site.css'] as Rolldown.OutputAsset).source).toBe('body{}');
  });

  it('is the comment V8 reads, on a line of its own', () => {
    expect(COMPILE_EVERYTHING_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('the built site', () => {
  const assets = readdirSync(join(SITE_DIR, 'assets'));

  it.each(EAGERLY_COMPILED_CHUNKS)('opens the %s chunk with the hint, once', (name) => {
    const files = assets.filter((file) => firstLoadChunkOf(file) === name);
    expect(files).toHaveLength(1);
    const code = readFileSync(join(SITE_DIR, 'assets', files[0]!), 'utf8');
    expect(code.startsWith(COMPILE_EVERYTHING_HINT)).toBe(true);
    expect(code.split(COMPILE_EVERYTHING_HINT)).toHaveLength(2);
  });

  it('leaves the other scripts without it', () => {
    const others = assets.filter((file) => file.endsWith('.js') && !(EAGERLY_COMPILED_CHUNKS as readonly string[]).includes(firstLoadChunkOf(file) ?? ''));
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter((file) => readFileSync(join(SITE_DIR, 'assets', file), 'utf8').includes('allFunctionsCalledOnLoad'))).toEqual([]);
  });
});
