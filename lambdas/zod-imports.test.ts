import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(import.meta.dirname, '..');
/** The code that ships: the functions' bundles and the browser's. */
const SHIPPED = ['lambdas', 'shared', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod', () => {
  // `import { z }` takes zod's namespace object whole, so a bundler keeps all of zod (its locales
  // included: about 370 KB more in each function's bundle); a namespace import keeps what is used.
  it('is imported as a namespace (import * as z), never as the z object', () => {
    const offenders = SHIPPED.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))
      .filter((file) => /import\s+(type\s+)?\{[^}]*\bz\b[^}]*\}\s+from\s+'zod'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO_ROOT, file));

    expect(offenders).toEqual([]);
  });
});
