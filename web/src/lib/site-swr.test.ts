import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SOURCES = join(import.meta.dirname, '..');
/** An import of SWR's code (not only its types): `import useSWR from 'swr'`, `from 'swr/infinite'`. */
const SWR_VALUE_IMPORT = /^import (?!type\b)[^;]*from 'swr(\/[a-z_]+)?';$/m;
const SWR_HOOK_CALL = /\buseSWR(Infinite)?(<[^(]*>)?\(/g;

const sources = readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: relative(WEB_SOURCES, join(WEB_SOURCES, file)), text: readFileSync(join(WEB_SOURCES, file), 'utf8') }));

/** The text of each call of `useSWR(` or `useSWRInfinite(` up to its closing parenthesis. */
function hookCalls(text: string): string[] {
  return [...text.matchAll(SWR_HOOK_CALL)].map((match) => {
    let depth = 0;
    for (let index = match.index + match[0].length - 1; index < text.length; index++) {
      if (text[index] === '(') depth++;
      if (text[index] === ')' && --depth === 0) return text.slice(match.index, index + 1);
    }
    throw new Error(`an unclosed call at ${match.index}`);
  });
}

describe("the site's SWR hooks (docs/decisions/swr-off-the-first-load.md)", () => {
  it('give every useSWR and useSWRInfinite call the site cache, and nothing but site-swr.ts sets SWR up', () => {
    const users = sources.filter(({ text }) => SWR_VALUE_IMPORT.test(text));
    expect(users.length).toBeGreaterThan(5);
    for (const { file, text } of users) {
      if (file === 'lib/site-swr.ts') continue;
      expect(text, file).not.toMatch(/useSWRConfig|SWRConfig|swr\/_internal/);
      const calls = hookCalls(text);
      expect(calls.length, file).toBeGreaterThan(0);
      for (const call of calls) expect(call, file).toContain('SITE_SWR');
    }
  });

  it('keeps SWR out of the public parts that only read the cache', () => {
    for (const file of ['lib/cached-data.ts', 'lib/swr-config.ts', 'app/root.tsx']) {
      expect(sources.find((source) => source.file === file)?.text, file).not.toMatch(SWR_VALUE_IMPORT);
    }
  });
});
