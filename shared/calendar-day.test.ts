import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestSellerToday, sellerToday, toIsoDate } from './calendar-day';
import { createInspectionDocumentSchema } from './inspection-document-schema';

/** 30 minutes past midnight in Edmonton on UTC-6 rules (Chromium 156's data), 23:30 the day before on UTC-7 (Node 20's). */
const DISPUTED_HOUR = new Date('2026-11-28T06:30:00Z');

describe('latestSellerToday', () => {
  it("is the seller's next day in the hour time-zone data disagrees on, whichever data this runtime holds", () => {
    expect(toIsoDate(latestSellerToday(DISPUTED_HOUR))).toBe('2026-11-28');
  });

  it("is the seller's today outside that hour", () => {
    const evening = new Date('2026-11-28T03:00:00Z');

    expect(latestSellerToday(evening)).toEqual(sellerToday(evening));
    expect(toIsoDate(latestSellerToday(evening))).toBe('2026-11-27');
  });
});

describe('a "not after today" check', () => {
  afterEach(() => vi.useRealTimers());

  it("accepts the day a browser with newer time-zone data calls today, and still refuses the day after", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DISPUTED_HOUR);
    const upload = (issuedOn: string) => z.safeParse(createInspectionDocumentSchema, { kind: 'cvip-certificate', issuer: 'Fleet Safety Ltd.', issuedOn, key: 'uploads/1700000000000-aa11bb22.pdf' });

    expect(upload('2026-11-28').success).toBe(true);
    expect(upload('2026-11-29').success).toBe(false);
  });
});
