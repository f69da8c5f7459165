import { describe, expect, it } from 'vitest';
import { formatAmount, formatWholeNumber } from './trailer';

describe('formatWholeNumber', () => {
  it.each([
    [0, '0'],
    [525, '525'],
    [1_000, '1,000'],
    [68_000, '68,000'],
    [1_234_567, '1,234,567'],
    [176_987.6, '176,988'],
  ])('writes %d as %s, like en-US and en-CA', (value, written) => {
    expect(formatWholeNumber(value)).toBe(written);
    expect(formatWholeNumber(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });

  it('gives formatAmount its dollar amounts', () => {
    expect(formatAmount(129_000)).toBe('$129,000');
  });
});
