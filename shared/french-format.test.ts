import { describe, expect, it } from 'vitest';
import { formatFrenchAmount, formatFrenchCents, formatFrenchDay, formatFrenchDecimal, formatFrenchNumber } from './french-format';

describe('French forms', () => {
  it('groups thousands with a no-break space and puts the currency after the amount', () => {
    expect(formatFrenchNumber(129000)).toBe('129\u00a0000');
    expect(formatFrenchAmount(129000, 'USD')).toBe('129\u00a0000\u00a0$\u00a0US');
    expect(formatFrenchAmount(176730, 'CAD')).toBe('176\u00a0730\u00a0$\u00a0CA');
    expect(formatFrenchDecimal(1.372)).toBe('1,372');
    expect(formatFrenchCents(651.5, 'USD')).toBe('651,50\u00a0$\u00a0US');
  });

  it('writes a day with the month in words, without a capital', () => {
    expect(formatFrenchDay('2026-11-25')).toBe('25 novembre 2026');
    expect(formatFrenchDay('2026-01-01')).toBe('1er janvier 2026');
    expect(formatFrenchDay('2026-01-11')).toBe('11 janvier 2026');
  });

  it('leaves text that is no day as it is', () => {
    expect(formatFrenchDay('2026-02-30')).toBe('2026-02-30');
    expect(formatFrenchDay('soon')).toBe('soon');
  });
});
