import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../shared/site-routes';

const WEB_SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string literal that is a page's path, or starts with one ('/contact?documents=', `/resources/${slug}`). */
const PAGE_PATH_LITERAL = new RegExp(
  `['"\`](${Object.values(PATHS)
    .filter((path) => path !== PATHS.home)
    .map(escapeRegExp)
    .join('|')})(?=['"\`/?#])`,
);

describe('page paths', () => {
  it('are written only in the paths module: no web source spells one out', () => {
    const offenders = sourceFiles(WEB_SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (PAGE_PATH_LITERAL.test(line) ? [`${relative(WEB_SRC, file)}:${index + 1}: ${line.trim()}`] : [])),
    );

    expect(offenders).toEqual([]);
  });
});
