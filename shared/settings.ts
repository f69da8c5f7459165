import { z } from 'zod';

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
  'tour-photos',
] as const;
export type PlaceholderCheck = (typeof PLACEHOLDER_CHECKS)[number];

/**
 * The operator's settings (cdk.json context key "site"). Read by the CDK app,
 * the web build and the local runtime; parsed once, failing fast with every problem listed.
 */
export const siteSettingsSchema = z.strictObject({
  /** Canonical host buyers use, without scheme or www., e.g. trailer.example.com */
  siteHost: z
    .string()
    .regex(/^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'siteHost must be a bare host name such as trailer.example.com (no scheme, no www.)'),
  sellerName: z.string().trim().min(1, 'sellerName is required').max(60),
  sellerPhone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/, 'sellerPhone must be a phone number such as +1 780 555 0134'),
  sellerEmail: z.email('sellerEmail must be an e-mail address'),
  /** WhatsApp number in international form, digits only, as wa.me expects. */
  sellerWhatsapp: z.string().regex(/^[0-9]{8,15}$/, 'sellerWhatsapp must be 8-15 digits, country code first, no +'),
  /** The only address allowed to claim admin rights the first time. */
  adminEmail: z.email('adminEmail must be an e-mail address'),
  /** Who gets the operator's alarms (undelivered inquiries, errors, bounces) by e-mail; adminEmail when absent. */
  alarmEmail: z.email('alarmEmail must be an e-mail address').optional(),
  /** The monthly AWS spend, in USD, above which the operator is mailed (an AWS Budgets budget for the account). */
  monthlyBudgetUsd: z.number().positive('monthlyBudgetUsd must be a positive amount of USD').default(25),
  /** Verified SES identity the site sends from. */
  sesSender: z.email('sesSender must be an e-mail address'),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region such as ca-central-1'),
  /** How long an inquiry (personal data) is kept before DynamoDB deletes it. */
  inquiryRetentionMonths: z
    .number({ error: () => 'inquiryRetentionMonths must be a number of months' })
    .int('inquiryRetentionMonths must be a whole number of months')
    .min(1, 'inquiryRetentionMonths must be at least 1')
    .max(120, 'inquiryRetentionMonths must be at most 120')
    .default(24),
  /**
   * The origin secret's version id to deploy, set after rotating it (docs/deploy.md); CloudFormation
   * re-reads a secret only when the reference to it changes. Absent: the version current at deploy time.
   */
  originSecretVersion: z
    .string()
    .regex(/^[A-Za-z0-9-]{32,64}$/, 'originSecretVersion must be a Secrets Manager version id, as put-secret-value prints it')
    .optional(),
  /**
   * Optional custom domain: the Route 53 public hosted zone that holds siteHost. When set, the stack
   * serves siteHost and www.siteHost with an ACM certificate; without it, only the CloudFront domain.
   */
  hostedZone: z
    .strictObject({
      id: z.string().regex(/^Z[0-9A-Z]{1,32}$/, 'hostedZone.id must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ'),
      name: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'hostedZone.name must be a domain name such as example.com'),
    })
    .optional(),
  /** Placeholders the operator deploys knowingly (e.g. a staging copy): preflight notes them instead of stopping. */
  acceptedPlaceholders: z
    .array(z.enum(PLACEHOLDER_CHECKS, { error: () => `acceptedPlaceholders may only list: ${PLACEHOLDER_CHECKS.join(', ')}` }))
    .optional(),
}).refine(
  ({ siteHost, hostedZone }) => !hostedZone || siteHost === hostedZone.name || siteHost.endsWith(`.${hostedZone.name}`),
  { path: ['hostedZone', 'name'], message: 'hostedZone.name must be siteHost or a parent domain of it' },
);
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The address the alarm topic mails: alarmEmail, or the admin's. */
export const alarmRecipient = (settings: SiteSettings): string => settings.alarmEmail ?? settings.adminEmail;

/** What the browser may see: never the admin or sender addresses. */
export type PublicSiteSettings = Pick<
  SiteSettings,
  'siteHost' | 'sellerName' | 'sellerPhone' | 'sellerEmail' | 'sellerWhatsapp' | 'inquiryRetentionMonths'
>;

export function toPublicSettings(settings: SiteSettings): PublicSiteSettings {
  const { siteHost, sellerName, sellerPhone, sellerEmail, sellerWhatsapp, inquiryRetentionMonths } = settings;
  return { siteHost, sellerName, sellerPhone, sellerEmail, sellerWhatsapp, inquiryRetentionMonths };
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
