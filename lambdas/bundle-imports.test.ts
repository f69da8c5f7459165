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
  // Classic zod builds every schema with dozens of methods attached, about 67 KB more in a function's
  // bundle and 10 to 15 ms more at its cold start; `import { z }` takes the namespace object whole, so a
  // bundler keeps all of zod (its locales included). zod/mini, imported as a namespace, keeps what is
  // used. The English locale is the one other import, by name: `z.locales.en` would keep every locale.
  const ALLOWED = [
    /^import (type )?\* as z from 'zod\/mini';$/,
    /^import \{ en \} from 'zod\/locales';$/,
  ];

  it("is imported only as zod/mini's namespace (import * as z from 'zod/mini'), never classic zod or the z object", () => {
    const offenders = SHIPPED.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /['"]zod(\/[^'"]*)?['"]/.test(line) && !ALLOWED.some((allowed) => allowed.test(line.trim())))
        .map((line) => `${relative(REPO_ROOT, file)}: ${line}`),
    );

    expect(offenders).toEqual([]);
  });

  it('is worded in English wherever a schema is built: every module importing zod/mini imports shared/zod-config', () => {
    const unworded = SHIPPED.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))
      .filter((file) => !file.endsWith('zod-config.ts'))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return /^import \* as z from 'zod\/mini';$/m.test(source) && !/^import '[./]+(shared\/)?zod-config(\.ts)?';$/m.test(source);
      })
      .map((file) => relative(REPO_ROOT, file));

    expect(unworded).toEqual([]);
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
