import { describe, expect, it } from 'vitest';
import { BUILT_IN_SNAPSHOT } from '../../../shared/built-in-snapshot';
import { snapshotScriptText } from '../../../shared/listing-snapshot';
import { readPageSnapshot } from './listing-snapshot';

/** A document whose snapshot block holds `text` (none for undefined). */
const pageWith = (text: string | undefined) => ({ getElementById: () => (text === undefined ? null : { textContent: text }) }) as unknown as Document;

describe('readPageSnapshot', () => {
  it('reads the whole snapshot the page carries', () => {
    expect(readPageSnapshot(pageWith(snapshotScriptText(BUILT_IN_SNAPSHOT)))).toEqual(BUILT_IN_SNAPSHOT);
  });

  it('reads none from a page without one, with one it cannot parse, or with a part missing', () => {
    const { facts: _facts, ...withoutFacts } = BUILT_IN_SNAPSHOT;
    for (const text of [undefined, '', '{"featured":', 'null', '[]', JSON.stringify(withoutFacts)]) expect(readPageSnapshot(pageWith(text))).toBeUndefined();
  });
});
