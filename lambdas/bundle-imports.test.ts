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

describe('AWS SDK clients', () => {
  // A function evaluates a client's modules only when a request first needs it: its module
  // (common/<service>-client.ts, with the time limits of clients.ts) is reached through a memoised
  // dynamic import, never a static one.
  const CLIENT_MODULE = /^lambdas\/common\/([\w-]+-client|clients)\.ts$/;
  const staticFrom = (specifier: string) => new RegExp(`^(import|export)\\s+(?!type\\b)[^;]*?from\\s+'${specifier}`, 'm');

  it('are imported only by their own client modules; everything else loads those with import()', () => {
    const offenders = sourceFiles(join(REPO_ROOT, 'lambdas'))
      .map((file) => ({ file: relative(REPO_ROOT, file), source: readFileSync(file, 'utf8') }))
      .filter(({ file, source }) => {
        const sdk = staticFrom('@(aws-sdk|smithy)/').test(source);
        const clientModule = staticFrom(String.raw`\.{1,2}/(common/)?([\w-]+-client|clients)'`).test(source);
        return !CLIENT_MODULE.test(file) && (sdk || clientModule);
      })
      .map(({ file }) => file);

    expect(offenders).toEqual([]);
  });
});
