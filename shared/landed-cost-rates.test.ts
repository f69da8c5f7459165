import { describe, expect, it } from 'vitest';
import { SOURCED_RATES } from './landed-cost-rates';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('the rates and fees of the delivered-cost estimate', () => {
  it.each(SOURCED_RATES.map((rate) => [rate.name, rate] as const))('%s was checked against its source within the last year', (_name, rate) => {
    expect(rate.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const checked = Date.parse(`${rate.checkedOn}T00:00:00Z`);
    expect(checked).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - checked, `${rate.name}: re-check it against ${rate.source} and move checkedOn on`).toBeLessThan(ONE_YEAR_MS);
    expect(rate.source.length).toBeGreaterThan(10);
  });
});
