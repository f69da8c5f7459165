import { ORIGIN_SECRET_ENV } from '../http';
import type { SiteSettings } from '../settings';

/** Service name in every structured log line and metric (Powertools); the alarms' metric dimension. */
export const API_SERVICE_NAME = 'trailer-api';

/** CloudWatch namespace of the metrics the handlers publish in embedded metric format. */
export const METRICS_NAMESPACE = 'TrailerSite';

/**
 * The environment variables the functions read, besides each table's name (its design's envVar).
 * The keys that are also operator settings (sellerEmail, ...) carry that setting's value as it is.
 */
export const ENV = {
  /** The value CloudFront adds in ORIGIN_VERIFY_HEADER; see shared/http.ts. */
  originSecret: ORIGIN_SECRET_ENV,
  photoBucket: 'PHOTO_BUCKET',
  userPoolId: 'USER_POOL_ID',
  /** The SES configuration set every e-mail is sent with (it publishes bounces and complaints). */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The verified SES identity in From. */
  sesSender: 'SES_SENDER',
  /** The one address the site mails, and the address the API's pages show buyers. */
  sellerEmail: 'SELLER_EMAIL',
  sellerPhone: 'SELLER_PHONE',
  /** The only address that may claim admin rights once (docs/decisions/sign-in-rules.md). */
  adminEmail: 'ADMIN_EMAIL',
  inquiryRetentionMonths: 'INQUIRY_RETENTION_MONTHS',
  /** Whether the admin may download the watchers' addresses ("true" or "false"). */
  watcherExport: 'WATCHER_EXPORT',
  /** The rest of the public settings, which a quotation states and prices with (deliveryRates as JSON). */
  sellerName: 'SELLER_NAME',
  sellerWhatsapp: 'SELLER_WHATSAPP',
  deliveryRates: 'DELIVERY_RATES',
  quotationValidDays: 'QUOTATION_VALID_DAYS',
  paymentTerms: 'PAYMENT_TERMS',
  viewingTerms: 'VIEWING_TERMS',
  /** The page publisher's function name, for the functions whose changes the public pages show. */
  pagePublisher: 'PAGE_PUBLISHER_FUNCTION',
  /** The site bucket, where the page publisher writes the pages. */
  siteBucket: 'SITE_BUCKET',
  /** The host the build names in the pages (the operator's setting). */
  siteHost: 'SITE_HOST',
  /** The host the site is served on: siteHost, or the distribution's own domain when there is no custom domain. */
  servedSiteHost: 'SERVED_SITE_HOST',
} as const;

/** The operator settings a function may be given, each in its ENV variable. */
export type FunctionSetting = Extract<keyof typeof ENV, keyof SiteSettings>;
