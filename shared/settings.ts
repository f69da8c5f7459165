import * as z from 'zod/mini';
import './zod-config.ts';

/** What `npm run preflight` checks before a deploy; the operator may accept any of them on purpose. */
export const PLACEHOLDER_CHECKS = [
  'seller-email',
  'admin-email',
  'ses-sender',
  'site-host',
  'seller-phone',
  'seller-whatsapp',
  'video-ids',
  'testimonials',
  'claims',
  'seller-identity',
  'document-content',
  'condition-report',
  'tour-photos',
] as const;
export type PlaceholderCheck = (typeof PLACEHOLDER_CHECKS)[number];

/** A range of CAD amounts, low to high, for a setting named `name`. */
const cadRange = (name: string) =>
  z
    .strictObject({
      low: z.number({ error: () => `${name}.low must be an amount of CAD` }).check(z.positive(`${name}.low must be above 0`)),
      high: z.number({ error: () => `${name}.high must be an amount of CAD` }).check(z.positive(`${name}.high must be above 0`)),
    })
    .check(z.refine(({ low, high }) => low <= high, { message: `${name}.low must not be above ${name}.high` }));

/** Days or months of a setting: a whole number within its bounds, each problem worded for the operator. */
const wholeNumber = (name: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: () => `${name} must be a number of ${unit}` })
    .check(
      z.int(`${name} must be a whole number of ${unit}`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

/** The retention periods CloudWatch Logs accepts, in days (PutRetentionPolicy). */
export const LOG_RETENTION_DAYS = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653] as const;
export type LogRetentionDays = (typeof LOG_RETENTION_DAYS)[number];

/** A quotation's terms: trimmed text, not empty, at most 600 characters. */
const terms = (name: string) =>
  z.string().check(z.trim(), z.minLength(1, `${name} must not be empty`), z.maxLength(600, `${name} must be at most 600 characters`));

/**
 * The operator's settings (cdk.json context key "site"). Read by the CDK app,
 * the web build and the local runtime; parsed once, failing fast with every problem listed.
 */
export const siteSettingsSchema = z.strictObject({
  /** Canonical host buyers use, without scheme or www., e.g. trailer.example.com */
  siteHost: z
    .string()
    .check(z.regex(/^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'siteHost must be a bare host name such as trailer.example.com (no scheme, no www.)')),
  sellerName: z.string().check(z.trim(), z.minLength(1, 'sellerName is required'), z.maxLength(60)),
  sellerPhone: z.string().check(z.regex(/^\+?[0-9 ()-]{7,20}$/, 'sellerPhone must be a phone number such as +1 780 555 0134')),
  sellerEmail: z.email('sellerEmail must be an e-mail address'),
  /** WhatsApp number in international form, digits only, as wa.me expects. */
  sellerWhatsapp: z.string().check(z.regex(/^[0-9]{8,15}$/, 'sellerWhatsapp must be 8-15 digits, country code first, no +')),
  /** The only address allowed to claim admin rights the first time. */
  adminEmail: z.email('adminEmail must be an e-mail address'),
  /** Who gets the operator's alarms (undelivered inquiries, errors, bounces) by e-mail; adminEmail when absent. */
  alarmEmail: z.optional(z.email('alarmEmail must be an e-mail address')),
  /** The monthly AWS spend, in USD, above which the operator is mailed (an AWS Budgets budget for the account). */
  monthlyBudgetUsd: z._default(z.number().check(z.positive('monthlyBudgetUsd must be a positive amount of USD')), 25),
  /** Verified SES identity the site sends from. */
  sesSender: z.email('sesSender must be an e-mail address'),
  region: z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region such as ca-central-1')),
  /** How long an inquiry (personal data) is kept before DynamoDB deletes it. */
  inquiryRetentionMonths: z._default(wholeNumber('inquiryRetentionMonths', 'months', { min: 1, max: 120 }), 24),
  /**
   * How many days every log of the site is kept: the CloudWatch log groups and CloudFront's access
   * logs. The logs of functions that handle inquiries are kept no longer than inquiries are
   * (inquiryLogRetentionDays).
   */
  logRetentionDays: z._default(
    z.literal(LOG_RETENTION_DAYS, {
      error: () => `logRetentionDays must be one of the periods CloudWatch Logs offers: ${LOG_RETENTION_DAYS.join(', ')}`,
    }),
    90,
  ),
  /**
   * The origin secret's version id to deploy, set after rotating it (docs/deploy.md); CloudFormation
   * re-reads a secret only when the reference to it changes. Absent: the version current at deploy time.
   */
  originSecretVersion: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9-]{32,64}$/, 'originSecretVersion must be a Secrets Manager version id, as put-secret-value prints it')),
  ),
  /**
   * Optional custom domain: the Route 53 public hosted zone that holds siteHost. When set, the stack
   * serves siteHost and www.siteHost with an ACM certificate; without it, only the CloudFront domain.
   */
  hostedZone: z.optional(
    z.strictObject({
      id: z.string().check(z.regex(/^Z[0-9A-Z]{1,32}$/, 'hostedZone.id must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ')),
      name: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'hostedZone.name must be a domain name such as example.com')),
    }),
  ),
  /**
   * What the seller's carrier charges to move the trailer (a 53-foot semi-trailer behind a
   * contracted tractor), for the delivered-cost estimate and the quotation: per km, and at least.
   */
  deliveryRates: z._default(
    z.strictObject({ perKmCad: cadRange('deliveryRates.perKmCad'), minimumCad: cadRange('deliveryRates.minimumCad') }),
    { perKmCad: { low: 3.25, high: 4.75 }, minimumCad: { low: 900, high: 1500 } },
  ),
  /** How many days a quotation's price holds from its issue date. */
  quotationValidDays: z._default(wholeNumber('quotationValidDays', 'days', { min: 1, max: 180 }), 30),
  /** The payment terms a quotation states. */
  paymentTerms: z._default(
    terms('paymentTerms'),
    'A deposit of 10 % holds the unit once the quotation is accepted in writing; the balance is due by wire transfer or certified cheque before the trailer leaves Edmonton. Purchase orders from public bodies are accepted.',
  ),
  /** The viewing and inspection terms a quotation states. */
  viewingTerms: z._default(
    terms('viewingTerms'),
    'Viewing in Edmonton by appointment, or a live video walkthrough. An independent inspection may be arranged at the buyer’s cost before the balance is paid.',
  ),
  /**
   * Updates the facts' CAD rate each weekday from the Bank of Canada's daily USD/CAD rate (a scheduled
   * function in AWS; lambdas/update-cad-rate.ts). Off: the rate is the seller's, set in Admin Mode.
   */
  cadRateUpdate: z._default(z.boolean({ error: () => 'cadRateUpdate must be true or false' }), false),
  /**
   * Lets the admin download the watchers' addresses as a CSV (GET /api/watchers/export). Off: Admin
   * Mode shows how many watch, never who (docs/decisions/watch-alerts.md).
   */
  watcherExport: z._default(z.boolean({ error: () => 'watcherExport must be true or false' }), false),
  /** Placeholders the operator deploys knowingly (e.g. a staging copy): preflight notes them instead of stopping. */
  acceptedPlaceholders: z.optional(
    z.array(z.enum(PLACEHOLDER_CHECKS, { error: () => `acceptedPlaceholders may only list: ${PLACEHOLDER_CHECKS.join(', ')}` })),
  ),
}).check(
  z.refine(
    ({ siteHost, hostedZone }) => !hostedZone || siteHost === hostedZone.name || siteHost.endsWith(`.${hostedZone.name}`),
    { path: ['hostedZone', 'name'], message: 'hostedZone.name must be siteHost or a parent domain of it' },
  ),
);
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The address the alarm topic mails: alarmEmail, or the admin's. */
export const alarmRecipient = (settings: SiteSettings): string => settings.alarmEmail ?? settings.adminEmail;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The fewest days any `months` consecutive calendar months have (February of a common year counted). */
export function shortestDaysIn(months: number): number {
  const totals = DAYS_IN_MONTH.map((_, start) =>
    Array.from({ length: months }, (_, offset) => DAYS_IN_MONTH[(start + offset) % 12]!).reduce((sum, days) => sum + days, 0),
  );
  return Math.min(...totals);
}

/**
 * How many days the logs of a function that handles inquiries are kept: logRetentionDays, or the
 * longest period CloudWatch offers that ends before any inquiry they mention is deleted.
 */
export function inquiryLogRetentionDays(settings: Pick<SiteSettings, 'logRetentionDays' | 'inquiryRetentionMonths'>): LogRetentionDays {
  const limit = Math.min(settings.logRetentionDays, shortestDaysIn(settings.inquiryRetentionMonths));
  return LOG_RETENTION_DAYS.filter((days) => days <= limit).at(-1)!;
}

/** What the browser may see: never the admin or sender addresses. */
export type PublicSiteSettings = Pick<
  SiteSettings,
  | 'siteHost'
  | 'sellerName'
  | 'sellerPhone'
  | 'sellerEmail'
  | 'sellerWhatsapp'
  | 'inquiryRetentionMonths'
  | 'deliveryRates'
  | 'quotationValidDays'
  | 'paymentTerms'
  | 'viewingTerms'
> & {
  /** The placeholders accepted on purpose: pages show an unconfirmed claim or testimonial only where its check is listed. */
  acceptedPlaceholders: readonly PlaceholderCheck[];
};

export function toPublicSettings(settings: SiteSettings): PublicSiteSettings {
  const { siteHost, sellerName, sellerPhone, sellerEmail, sellerWhatsapp, inquiryRetentionMonths, deliveryRates, quotationValidDays, paymentTerms, viewingTerms } =
    settings;
  return {
    siteHost,
    sellerName,
    sellerPhone,
    sellerEmail,
    sellerWhatsapp,
    inquiryRetentionMonths,
    deliveryRates,
    quotationValidDays,
    paymentTerms,
    viewingTerms,
    acceptedPlaceholders: settings.acceptedPlaceholders ?? [],
  };
}

/** Parses settings, throwing one error that lists every problem. */
export function parseSiteSettings(input: unknown): SiteSettings {
  const result = siteSettingsSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'site'}: ${issue.message}`);
    throw new Error(`Invalid site settings in cdk.json (context "site"):\n${problems.join('\n')}`);
  }
  return result.data;
}
