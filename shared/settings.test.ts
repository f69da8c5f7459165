import { describe, expect, it } from 'vitest';
import { REQUIRED_SITE_SETTINGS } from '../test/fixtures/site-settings';
import { parseSiteSettings, toPublicSettings } from './settings';

const valid = REQUIRED_SITE_SETTINGS;

describe('the sales settings of the delivered-cost estimate and the quotation', () => {
  it('defaults the carrier rates, the validity and the terms, and hands them to the browser', () => {
    const settings = parseSiteSettings(valid);
    expect(settings.deliveryRates).toEqual({ perKmCad: { low: 3.25, high: 4.75 }, minimumCad: { low: 900, high: 1500 } });
    expect(settings.quotationValidDays).toBe(30);
    expect(settings.paymentTerms).toMatch(/deposit/);
    const shown = toPublicSettings(settings);
    expect(shown).toMatchObject({ deliveryRates: settings.deliveryRates, quotationValidDays: 30, paymentTerms: settings.paymentTerms, viewingTerms: settings.viewingTerms });
    expect(shown).not.toHaveProperty('adminEmail');
  });

  it.each([
    [{ deliveryRates: { perKmCad: { low: 5, high: 4 }, minimumCad: { low: 900, high: 1500 } } }, 'deliveryRates.perKmCad.low must not be above deliveryRates.perKmCad.high'],
    [{ deliveryRates: { perKmCad: { low: 3, high: 4 }, minimumCad: { low: -1, high: 1500 } } }, 'deliveryRates.minimumCad.low must be above 0'],
    [{ deliveryRates: { perKmCad: { low: 3, high: 4 } } }, 'deliveryRates.minimumCad'],
    [{ quotationValidDays: 0 }, 'quotationValidDays must be at least 1'],
    [{ quotationValidDays: 7.5 }, 'quotationValidDays must be a whole number of days'],
    [{ paymentTerms: '   ' }, 'paymentTerms must not be empty'],
    // zod's own words where the schema has none, in English.
    [{ monthlyBudgetUsd: '25' }, 'monthlyBudgetUsd: Invalid input: expected number, received string'],
    [{ sellerNmae: 'Pat Seller' }, 'site: Unrecognized key: "sellerNmae"'],
  ])('refuses %j, naming the problem', (change, message) => {
    expect(() => parseSiteSettings({ ...valid, ...change })).toThrow(message);
  });
});
