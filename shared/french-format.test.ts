import { describe, expect, it } from 'vitest';
import { formatFrenchAmount, formatFrenchCents, formatFrenchDay, formatFrenchDecimal, formatFrenchMoment, formatFrenchNumber } from './french-format';

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

describe('an instant in French', () => {
  it('reads the seller’s clock in Edmonton, the hour without a leading zero', () => {
    // 17:05 UTC is 10:05 in Edmonton in December (MST), the 1st an ordinal.
    expect(formatFrenchMoment('2026-12-01T17:05:00Z')).toBe('1er décembre 2026 à 10\u00a0h\u00a005');
    // 02:30 UTC on the 2nd is still the 1st in Edmonton.
    expect(formatFrenchMoment('2026-12-02T02:30:00Z')).toBe('1er décembre 2026 à 19\u00a0h\u00a030');
  });
});
