import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { contactInquirySchema } from './contact-schema';
import { isWellFormedText, repairText, repairTextIn } from './text';
import { textRule } from './text-schema';

const oneLine = z.string().check(...textRule('caption', 'one-line'));
const multiLine = z.string().check(...textRule('answer', 'multi-line'));

describe('the text rule', () => {
  it.each(['Dana Whitehorse', 'Kélowna – Ōtautahi 北京 👩🏽‍⚕️', 'O\u2019Brien', '\u05E9\u05DC\u05D5\u05DD \u200F(Hebrew with a mark)'])('takes %s', (text) => {
    expect(oneLine.parse(text)).toBe(text);
    expect(multiLine.parse(text)).toBe(text);
  });

  it('keeps a pair of surrogates (an emoji) and refuses either half alone', () => {
    expect(isWellFormedText('\uD83D\uDE00', 'one-line')).toBe(true);
    expect(isWellFormedText('\uD83D', 'one-line')).toBe(false);
    expect(isWellFormedText('x\uDE00', 'multi-line')).toBe(false);
  });

  it('takes tabs and line breaks only in a multi-line field, CRLF and CR made one LF', () => {
    expect(multiLine.parse('First line\r\nsecond\rthird\n\tindented')).toBe('First line\nsecond\nthird\n\tindented');
    expect(oneLine.safeParse('one\ttwo').error?.issues[0]?.message).toBe(
      'caption must be one line of text without tabs, control characters, direction overrides or broken characters',
    );
    expect(oneLine.safeParse('one\ntwo').success).toBe(false);
    expect(oneLine.safeParse('one\rtwo').success).toBe(false);
  });

  it('trims the ends first, so a pasted trailing tab or line break is no problem', () => {
    expect(oneLine.parse('\tExam room\r\n')).toBe('Exam room');
  });

  it.each(['\u0000', '\u0007', '\u0008', '\u001B', '\u007F', '\u0085', '\u2028', '\u2029', '\u202A', '\u202E', '\u2066', '\u2069'])(
    'refuses U+%s in any field',
    (character) => {
      expect(multiLine.safeParse(`a${character}b`).error?.issues[0]?.message).toBe(
        'answer must not contain control characters, direction overrides or broken characters',
      );
    },
  );

  it("reads a browser's form post of a textarea (CRLF line breaks) as the script's JSON (LF)", () => {
    const input = { name: 'Dana', email: 'dana@clinic.example', message: 'Two questions:\r\n1. Tyres?\r\n2. Generator?' };

    expect(contactInquirySchema().parse(input).message).toBe('Two questions:\n1. Tyres?\n2. Generator?');
  });
});

describe('repairing text stored before the rule', () => {
  it('makes an unpaired surrogate U+FFFD, as the page its HTML is parsed into does', () => {
    expect(repairText('note \uD800 here')).toBe('note \uFFFD here');
    expect(new TextDecoder().decode(new TextEncoder().encode('note \uD800 here'))).toBe(repairText('note \uD800 here'));
  });

  it('removes control characters and direction overrides, makes line ends LF and keeps tabs, breaks and emoji', () => {
    expect(repairText('a\u0000b\u0007c\u001B[31md\u202Ee\r\nf\tg 😀')).toBe('abc[31mde\nf\tg 😀');
  });

  it('repairs every text of a record, deep, and leaves the rest as it is', () => {
    const stored = { note: 'Sold\uD800', history: [{ day: '2026-11-20', note: 'a\u0000b' }], priceUsd: 129_000, sold: true, changedBy: null };

    expect(repairTextIn(stored)).toEqual({ note: 'Sold\uFFFD', history: [{ day: '2026-11-20', note: 'ab' }], priceUsd: 129_000, sold: true, changedBy: null });
  });
});
