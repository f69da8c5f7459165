import * as z from 'zod/mini';
import './zod-config';
import { conditionReportSchema } from './condition-report-schema';
import { parseIsoDate } from './calendar-day';
import { CAD_RATE_SOURCE, LISTING_FACTS_LIMITS as LIMITS, type ListingFacts } from './listing-facts';

/**
 * PUT /api/listing/facts: the whole facts record, and the version it was made on. Every message names
 * its field, so the admin's panel can show it under the field and the API's 400 says what to fix.
 * The same schema checks the panel's fields in the browser.
 */

const text = (name: string, max: number = LIMITS.text) =>
  z
    .string({ error: () => `${name} must be text` })
    .check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`));

const requiredText = (name: string, max: number = LIMITS.text) =>
  z
    .string({ error: () => `${name} must be text` })
    .check(z.trim(), z.minLength(1, `${name} must not be empty`), z.maxLength(max, `${name} must be at most ${max} characters`));

/** Text, or null for none: an empty text is none. */
const optionalText = (name: string) => z.pipe(z.nullable(text(name)), z.transform((value: string | null) => value || null));

const day = (name: string) =>
  z.string({ error: () => `${name} must be a date (yyyy-mm-dd)` }).check(z.refine((value) => parseIsoDate(value) !== undefined, `${name} must be a date (yyyy-mm-dd)`));

const wholeNumber = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: () => `${name} must be a number` })
    .check(z.int(`${name} must be a whole number`), z.gte(min, `${name} must be at least ${min}`), z.lte(max, `${name} must be at most ${max}`));

const list = <Item extends z.ZodMiniType>(name: string, item: Item) =>
  z.array(item, { error: () => `${name} must be a list` }).check(z.maxLength(LIMITS.listItems, `${name} may hold at most ${LIMITS.listItems} entries`));

const flag = (name: string) => z.boolean({ error: () => `${name} must be true or false` });

/** The GST/HST registration number as the CRA issues it: nine digits, RT, four digits. */
const GST_HST_NUMBER = /^\d{9} ?RT ?\d{4}$/;

export const listingFactsSchema = z.strictObject({
  cadRate: z.strictObject({
    usdToCad: z
      .number({ error: () => 'cadRate.usdToCad must be a number of CAD per USD' })
      .check(
        z.gte(LIMITS.usdToCad.min, `cadRate.usdToCad must be at least ${LIMITS.usdToCad.min}`),
        z.lte(LIMITS.usdToCad.max, `cadRate.usdToCad must be at most ${LIMITS.usdToCad.max}`),
      ),
    setOn: day('cadRate.setOn'),
    source: z.optional(z.literal(CAD_RATE_SOURCE, { error: () => `cadRate.source may only be ${CAD_RATE_SOURCE}` })),
  }),
  seller: z.strictObject({
    legalName: text('seller.legalName'),
    addressLines: list('seller.addressLines', text('seller.addressLines')).check(z.maxLength(6, 'seller.addressLines may hold at most 6 lines')),
    gstHstNumber: z.pipe(
      z.nullable(text('seller.gstHstNumber').check(z.refine((value) => value === '' || GST_HST_NUMBER.test(value), 'seller.gstHstNumber must read like 123456789 RT0001'))),
      z.transform((value: string | null) => value || null),
    ),
    phone: text('seller.phone'),
    email: text('seller.email').check(z.refine((value) => value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), 'seller.email must be an e-mail address')),
    signatory: z.strictObject({ name: text('seller.signatory.name'), title: text('seller.signatory.title') }),
  }),
  unit: z.strictObject({
    vinOrSerial: optionalText('unit.vinOrSerial'),
    generator: z.strictObject({
      make: optionalText('unit.generator.make'),
      kw: z.nullable(wholeNumber('unit.generator.kw', { min: 1, max: 2000 })),
      hours: z.nullable(wholeNumber('unit.generator.hours', { min: 0, max: 1_000_000 })),
    }),
    inspection: z.strictObject({ inspectedOn: z.nullable(day('unit.inspection.inspectedOn')), validThrough: day('unit.inspection.validThrough') }),
    odometerKm: z.nullable(wholeNumber('unit.odometerKm', { min: 0, max: 10_000_000 })),
    shorePowerAmps: z.nullable(wholeNumber('unit.shorePowerAmps', { min: 1, max: 1000 })),
    emptyWeightLbs: z.nullable(wholeNumber('unit.emptyWeightLbs', { min: 1, max: 200_000 })),
    examRooms: wholeNumber('unit.examRooms', { min: 0, max: 20 }),
    functionalAreas: wholeNumber('unit.functionalAreas', { min: 1, max: 40 }),
  }),
  claims: list(
    'claims',
    z.strictObject({
      id: requiredText('claims.id', 40).check(z.regex(/^[a-z0-9-]+$/, 'claims.id must be lower-case letters, digits and dashes')),
      value: requiredText('claims.value', 12),
      label: requiredText('claims.label', 60),
      confirmed: flag('claims.confirmed'),
    }),
  ),
  testimonials: list(
    'testimonials',
    z.strictObject({
      name: requiredText('testimonials.name', 100),
      title: text('testimonials.title', 150),
      location: text('testimonials.location', 100),
      rating: wholeNumber('testimonials.rating', { min: 1, max: 5 }),
      date: z.string({ error: () => 'testimonials.date must be a month (yyyy-mm)' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'testimonials.date must be a month (yyyy-mm)')),
      text: requiredText('testimonials.text', LIMITS.paragraph),
      service: text('testimonials.service', 100),
      confirmed: flag('testimonials.confirmed'),
    }),
  ),
  documents: z.strictObject({
    serviceEntries: list(
      'documents.serviceEntries',
      z.strictObject({
        date: day('documents.serviceEntries.date'),
        work: requiredText('documents.serviceEntries.work', 500),
        by: text('documents.serviceEntries.by'),
      }),
    ),
    warrantyTerms: list('documents.warrantyTerms', requiredText('documents.warrantyTerms', LIMITS.paragraph)),
  }),
  condition: conditionReportSchema,
}).check(
  z.refine(({ claims }) => new Set(claims.map((claim) => claim.id)).size === claims.length, { path: ['claims'], message: 'claims must not repeat an id' }),
);

export const listingFactsRequestSchema = z.strictObject({
  facts: listingFactsSchema,
  version: z
    .number({ error: () => 'version must be the version of the facts the change was made on' })
    .check(z.int('version must be a whole number'), z.gte(0, 'version must be 0 or more')),
});

export type ListingFactsRequest = z.output<typeof listingFactsRequestSchema>;

/** The schema's output is the record itself: a compile-time check that the two never drift apart. */
export const checkedFacts = (request: ListingFactsRequest): ListingFacts => request.facts;
