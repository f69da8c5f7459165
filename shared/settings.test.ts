import { describe, expect, it } from 'vitest';
import { REQUIRED_SITE_SETTINGS } from '../test/fixtures/site-settings';
import { inquiryLogRetentionDays, parseSiteSettings, shortestDaysIn, toPublicSettings } from './settings';

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

describe('the daily CAD rate update', () => {
  it('is off unless the operator turns it on', () => {
    expect(parseSiteSettings(REQUIRED_SITE_SETTINGS).cadRateUpdate).toBe(false);
    expect(parseSiteSettings({ ...REQUIRED_SITE_SETTINGS, cadRateUpdate: true }).cadRateUpdate).toBe(true);
  });

  it('refuses anything but true or false, naming the setting', () => {
    expect(() => parseSiteSettings({ ...REQUIRED_SITE_SETTINGS, cadRateUpdate: 'yes' })).toThrow('cadRateUpdate: cadRateUpdate must be true or false');
  });
});

describe('how long the logs are kept', () => {
  it('keeps every log 90 days unless the operator says otherwise, and inquiry logs as long when inquiries outlive that', () => {
    const settings = parseSiteSettings(valid);
    expect(settings.logRetentionDays).toBe(90);
    expect(inquiryLogRetentionDays(settings)).toBe(90);
  });

  it.each([
    // One month can be February: 28 days, so the longest CloudWatch period within it is 14.
    [1, 90, 14],
    // Two months are at least 59 days (February and March).
    [2, 90, 30],
    // Three months are at least 89 days: 90 would outlive an inquiry stored on 1 February.
    [3, 90, 60],
    [4, 90, 90],
    [24, 400, 400],
    [24, 731, 545],
  ])('inquiries kept %i months, logs %i days: inquiry logs are kept %i days', (inquiryRetentionMonths, logRetentionDays, expected) => {
    const settings = parseSiteSettings({ ...valid, inquiryRetentionMonths, logRetentionDays });
    expect(inquiryLogRetentionDays(settings)).toBe(expected);
    expect(expected).toBeLessThanOrEqual(shortestDaysIn(inquiryRetentionMonths));
  });

  it.each([[45], [0], ['90']])('refuses logRetentionDays %j, listing the periods CloudWatch offers', (logRetentionDays) => {
    expect(() => parseSiteSettings({ ...valid, logRetentionDays })).toThrow(/logRetentionDays must be/);
  });
});
