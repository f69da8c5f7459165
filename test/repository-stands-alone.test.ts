import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../infra/local/web-build';

/**
 * A clone of the repository is all a newcomer has: nothing in it may need a document kept outside
 * it, and every section a comment, test or page cites must exist. The team's own notes beside the
 * repository are named here only in pieces, so this file does not cite them either.
 */
const OUTSIDE_NOTES = ['SPEC', 'DESIGN', 'STYLE'].map((name) => `${name}.md`);
/** CI's own scripts may name what they like; the repository's shared/ is code, matched only by these names. */
const IGNORED = /^\.ci\//;
/** `docs/<page>.md#<anchor>` from anywhere, `](<page>.md#<anchor>)` and `](#<anchor>)` inside docs/. */
const REPO_CITATION = /\bdocs\/([\w/-]+\.md)#([a-z0-9-]+)/g;
const RELATIVE_LINK = /\]\(((?:[\w./-]+\.md)?)#([a-z0-9-]+)\)/g;

const trackedTextFiles = (): { file: string; text: string }[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !IGNORED.test(file) && existsSync(join(REPO_ROOT, file)))
    .map((file) => ({ file, text: readFileSync(join(REPO_ROOT, file)).toString('utf8') }))
    .filter(({ text }) => !text.includes('\0'));

/** The explicit anchors (`<a id="...">`) of a page under the repository. */
const anchorsOf = (page: string): Set<string> | undefined => {
  const path = join(REPO_ROOT, page);
  if (!existsSync(path)) return undefined;
  return new Set([...readFileSync(path, 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]!));
};

describe('the repository stands alone', () => {
  const files = trackedTextFiles();

  it('mentions none of the team notes kept outside it', () => {
    const mentions = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_NOTES.some((name) => line.includes(name)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(mentions).toEqual([]);
  });

  it('resolves every cited docs/<page>.md#<section> to an anchor of that page', () => {
    const citations = files.flatMap(({ file, text }) => {
      const repoWide = [...text.matchAll(REPO_CITATION)].map(([, page, anchor]) => ({ file, page: `docs/${page}`, anchor: anchor! }));
      const relative = file.startsWith('docs/') && file.endsWith('.md')
        ? [...text.matchAll(RELATIVE_LINK)].map(([, page, anchor]) => ({
            file,
            page: page ? normalize(join(dirname(file), page)) : file,
            anchor: anchor!,
          }))
        : [];
      return [...repoWide, ...relative];
    });
    const unresolved = citations
      .filter(({ page, anchor }) => !anchorsOf(page)?.has(anchor))
      .map(({ file, page, anchor }) => `${file} cites ${page}#${anchor}`);

    expect(citations.some(({ page }) => page === 'docs/product.md')).toBe(true);
    expect(unresolved).toEqual([]);
  });
});
