import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = join(import.meta.dirname, '..');
const THEME_DIR = import.meta.dirname;

/** #rgb, #rrggbb, #rrggbbaa (not #rgba: '#3057' is the unit's number) and the colour functions. */
const COLOUR_LITERAL = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})\b|\b(?:rgba?|hsla?)\(/gi;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === THEME_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('colours', () => {
  it('are written only in the theme: no colour literal in web/src outside web/src/theme/', () => {
    const files = sourceFiles(WEB_SRC);

    const literals = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').replace(COMMENT, '').matchAll(COLOUR_LITERAL)].map((match) => `${relative(WEB_SRC, file)}: ${match[0]}`),
    );

    expect(files.length).toBeGreaterThan(100);
    expect(literals).toEqual([]);
  });
});
