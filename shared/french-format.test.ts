import { describe, expect, it } from 'vitest';
import { formatFrenchAmount, formatFrenchCents, formatFrenchDay, formatFrenchDecimal, formatFrenchMoment, formatFrenchNumber } from './french-format';
import { BUILT_IN_FACTS } from './listing-facts';
import { BUILT_IN_LISTING_STATE } from './listing-state';

describe('French forms', () => {
  it('groups thousands with a no-break space and puts the currency after the amount', () => {
    expect(formatFrenchNumber(250000)).toBe('250\u00a0000');
    expect(formatFrenchAmount(250000, 'USD')).toBe('250\u00a0000\u00a0$\u00a0US');
    expect(formatFrenchAmount(176730, 'CAD')).toBe('176\u00a0730\u00a0$\u00a0CA');
    expect(formatFrenchDecimal(1.405)).toBe('1,405');
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

describe('French forms without Intl', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-CA', options);
  // Whole, halves (rounded away from zero), signs, rates, measures, the listing's own price and rate,
  // and a spread of ordinary amounts, the same every run.
  const { priceUsd } = BUILT_IN_LISTING_STATE;
  const { usdToCad } = BUILT_IN_FACTS.cadRate;
  const values = [0, 5, 999, 1000, 1372.5, -1500, -2.5, 0.5, 2.675, 12345.678, 999999.9999, priceUsd, usdToCad, priceUsd * usdToCad];
  for (let seed = 1; seed <= 300; seed++) values.push(((seed * 7919) % 100003) / [1, 10, 100, 1000, 10000][seed % 5]!);

  it.each(values)('writes %d as fr-CA Intl does', (value) => {
    expect(formatFrenchNumber(value)).toBe(intl({ maximumFractionDigits: 0 }).format(value));
    expect(formatFrenchDecimal(value)).toBe(intl({ maximumFractionDigits: 4 }).format(value));
    // Intl rounds the decimal the number reads as, toFixed the binary value: they part only on a half cent.
    if (Number(value.toFixed(2)) === value) expect(formatFrenchCents(value, 'CAD')).toBe(`${intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0$\u00a0CA`);
  });

  it('writes every month as fr-CA Intl does', () => {
    const intlDay = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2027, month - 1, 28));
      expect(formatFrenchDay(`2027-${String(month).padStart(2, '0')}-28`)).toBe(intlDay.format(date));
    }
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
