import { describe, expect, it } from 'vitest';
import { BUILT_IN_SNAPSHOT } from '../../shared/built-in-snapshot';
import { snapshotScriptText } from '../../shared/listing-snapshot';
import { pageFileKindOf } from '../../shared/published-pages';
import { moveSnapshotOut } from './snapshot-file';

const page = (text: string) => `<html><head></head><body><main>Unit 3057</main><script type="application/json" id="listing-snapshot">${text}</script></body></html>`;

describe('moveSnapshotOut', () => {
  it("moves the page's snapshot to a file named by its content, and leaves the block naming it", () => {
    const text = snapshotScriptText(BUILT_IN_SNAPSHOT);

    const { html, snapshot } = moveSnapshotOut(page(text));

    expect(snapshot?.text).toBe(text);
    expect(pageFileKindOf(snapshot!.path)).toBe('listingSnapshot');
    expect(html).toBe(`<html><head></head><body><main>Unit 3057</main><script type="application/json" id="listing-snapshot" data-src="${snapshot!.path}"></script></body></html>`);
    // The same JSON the page held: the escaped `<` stays escaped, which JSON reads the same.
    expect(JSON.parse(snapshot!.text)).toEqual(BUILT_IN_SNAPSHOT);
  });

  it('names the same file for the same snapshot, and another for another', () => {
    const first = moveSnapshotOut(page('{"a":1}')).snapshot!.path;

    expect(moveSnapshotOut(page('{"a":1}')).snapshot!.path).toBe(first);
    expect(moveSnapshotOut(page('{"a":2}')).snapshot!.path).not.toBe(first);
  });

  it('leaves a page without a snapshot unchanged', () => {
    const html = '<html><head></head><body><main>404</main></body></html>';

    expect(moveSnapshotOut(html)).toEqual({ html });
  });
});
