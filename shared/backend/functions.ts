import type { API_ROUTES } from '../api-routes';
import { IMAGE_FOLDER, UPLOAD_FOLDER } from '../images';
import type { SiteSettings } from '../settings';
import { ENV, type FunctionSetting } from './environment';
import {
  AUDIT_TABLE,
  CATEGORIES_TABLE,
  INSPECTION_DOCUMENTS_TABLE,
  IMAGES_TABLE,
  INQUIRIES_TABLE,
  LISTING_TABLE,
  QUESTIONS_TABLE,
  QUOTATIONS_TABLE,
  RATE_LIMITS_TABLE,
  ROLES_TABLE,
  TOUR_MEDIA_TABLE,
  WATCHERS_TABLE,
  type TableDesign,
} from './tables';

/** The time every function gets unless its declaration says otherwise; the SDK clients' limits fit well inside it. */
export const API_FUNCTION_TIMEOUT_SECONDS = 10;
/**
 * The API functions that mail (the inquiry, the admin's resend) run longer: SES is given 12 s to
 * answer, since a send given up on may have gone anyway, and recording the outcome must still fit.
 * Below API Gateway's 30 s integration limit.
 */
export const MAIL_FUNCTION_TIMEOUT_SECONDS = 25;

/** 'write' includes reading, which conditional writes need. */
export type TableAccess = 'read' | 'write';
/** Read (and list, so a missing key is a 404, not a 403), put (also what signing a presigned upload needs), delete. */
export type PhotoAccess = 'read' | 'put' | 'delete';
export type PhotoFolder = typeof IMAGE_FOLDER | typeof UPLOAD_FOLDER;
export type UserPoolAction = `cognito-idp:Admin${string}`;

/** What one function is, needs and may touch: its environment follows from it, and so do its grants in AWS. */
export interface FunctionDeclaration {
  /**
   * 'api': behind API routes, reached only through CloudFront, so it gets the origin secret to check;
   * 'deploy': run at each deploy (a custom resource invokes it) and at each local start;
   * 'mail-sent': SES's Send events of inquiry mails (an EventBridge rule in AWS, the local SES's own
   * events locally; shared/backend/mail-events.ts);
   * 'mail-feedback': SES's Bounce and Complaint events (an SNS topic in AWS, a test's SNS-shaped event locally);
   * or run on a schedule (EventBridge in AWS, a timer locally);
   * or run each weekday at a time of day in UTC (EventBridge in AWS only: never locally).
   */
  trigger: 'api' | 'deploy' | 'mail-sent' | 'mail-feedback' | { everyMinutes: number } | { weekdaysAtUtc: { hour: number; minute: number } };
  /** @default API_FUNCTION_TIMEOUT_SECONDS */
  timeoutSeconds?: number;
  tables?: readonly { design: TableDesign; access: TableAccess }[];
  /** The photo bucket's objects it may touch, by folder. */
  photos?: readonly { folder: PhotoFolder; access: readonly PhotoAccess[] }[];
  /** Cognito admin actions on the user pool. */
  userPool?: readonly UserPoolAction[];
  /** Sends e-mail through SES from the site's sender, with the configuration set; one that mails the seller also has the sellerEmail setting. */
  sendsMail?: boolean;
  /** Operator settings it reads. */
  settings?: readonly FunctionSetting[];
  /**
   * Changes what the public pages show: after each change it asks the page publisher to render them
   * again (an asynchronous invoke of PAGE_PUBLISHER_FUNCTION).
   */
  publishesPages?: boolean;
  /** Writes the rendered pages into the site bucket, naming the host the site is served on. */
  writesPages?: boolean;
  /**
   * Writes links to the site into mail it sends on a schedule: it is given the host the site is served
   * on, which is the CloudFront domain until the operator sets a custom domain (siteHost is then served
   * nowhere). A function behind the API cannot be (the distribution depends on the API): it takes the
   * host the visitor asked on from the request.
   */
  linksToSite?: boolean;
  /** Native modules it loads, shipped beside its bundle (built for Lambda's platform) instead of in it. */
  nativeModules?: readonly 'sharp'[];
  /**
   * Makes admin writes: it appends each to the audit log, naming the admin by the e-mail the user pool
   * holds for them (AdminGetUser), kept as long as an inquiry (docs/decisions/audit-log.md).
   */
  auditsChanges?: boolean;
  /** Bundled as an ES module: its code has top-level await (the web build's server bundle), which a CommonJS bundle cannot hold. */
  esModule?: boolean;
}

/** What the audit log needs of the user pool: the admin's e-mail, from the token's username. */
export const AUDIT_USER_POOL_ACTION = 'cognito-idp:AdminGetUser' satisfies UserPoolAction;

/** The function that re-delivers undelivered inquiries (lambdas/deliver-pending-inquiries.ts). */
export const SWEEPER_FUNCTION = 'deliver-pending-inquiries';

/** The function that records an inquiry mail as sent from SES's Send event (lambdas/record-mail-sent.ts; shared/backend/mail-events.ts). */
export const MAIL_SENT_FUNCTION = 'record-mail-sent';

/**
 * The function that renders the public pages again with the tables' content and writes them to the
 * site bucket (lambdas/publish-pages.ts). Its name is fixed, not generated: the functions that invoke it
 * are behind the API the distribution fronts, and the publisher must know the distribution.
 */
export const PAGE_PUBLISHER_FUNCTION = 'publish-pages';

/**
 * The one-off migration that encodes again, without metadata, the photos stored before uploads were
 * (lambdas/strip-photo-metadata.ts). Every deploy and local start runs it; once each record is
 * marked `stripped` it only reads the table.
 */
export const PHOTO_MIGRATION_FUNCTION = 'strip-photo-metadata';

/**
 * The optional daily update of the facts' CAD rate from the Bank of Canada (lambdas/update-cad-rate.ts),
 * deployed only with the cadRateUpdate setting on.
 */
export const CAD_RATE_FUNCTION = 'update-cad-rate';

/** The metric that function counts for each run that could not update the rate (CloudWatch, embedded metric format). */
export const CAD_RATE_FAILED_METRIC = 'CadRateUpdateFailed';

/** The function that mails the watchers the listing's batched changes (lambdas/send-watch-alerts.ts). */
export const ALERT_SWEEPER_FUNCTION = 'send-watch-alerts';

/** The function that suppresses an address SES reports bounced or complained of (lambdas/record-mail-feedback.ts). */
export const MAIL_FEEDBACK_FUNCTION = 'record-mail-feedback';

/** Every function: one per API handler (lambdas/<name>.ts), the sweepers, the mail recorders, the page publisher, the photo migration and the CAD rate update. */
export type FunctionName =
  | (typeof API_ROUTES)[number]['handler']
  | typeof SWEEPER_FUNCTION
  | typeof ALERT_SWEEPER_FUNCTION
  | typeof MAIL_FEEDBACK_FUNCTION
  | typeof CAD_RATE_FUNCTION
  | typeof MAIL_SENT_FUNCTION
  | typeof PAGE_PUBLISHER_FUNCTION
  | typeof PHOTO_MIGRATION_FUNCTION;

/**
 * Every function's declaration. The CDK stack builds each Lambda function's environment and grants
 * from it, and the local runtime the handlers' environment; a unit test checks that each handler
 * reads exactly the variables its declaration gives it.
 */
export const FUNCTIONS = {
  'list-images': { trigger: 'api', tables: [{ design: IMAGES_TABLE, access: 'read' }] },
  'list-categories': { trigger: 'api', tables: [{ design: CATEGORIES_TABLE, access: 'read' }] },
  // Signs a presigned POST: the signature carries the function's own right to put the object.
  'create-upload-url': { trigger: 'api', photos: [{ folder: UPLOAD_FOLDER, access: ['put'] }] },
  // Checks the upload's first bytes and writes those very bytes to images/ with their resized variants
  // (about 1 s for a 24-megapixel photo); deletes the upload once recorded, and everything when it is
  // refused or cannot be recorded.
  'create-image': {
    trigger: 'api',
    timeoutSeconds: 30,
    tables: [{ design: IMAGES_TABLE, access: 'write' }],
    photos: [
      { folder: UPLOAD_FOLDER, access: ['read', 'delete'] },
      { folder: IMAGE_FOLDER, access: ['put', 'delete'] },
    ],
    publishesPages: true,
    nativeModules: ['sharp'],
    auditsChanges: true,
  },
  'update-featured': { trigger: 'api', tables: [{ design: IMAGES_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  'update-image': { trigger: 'api', tables: [{ design: IMAGES_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  // The record, then the original and its variants; then the tour placements naming it.
  'delete-image': {
    trigger: 'api',
    tables: [
      { design: IMAGES_TABLE, access: 'write' },
      { design: TOUR_MEDIA_TABLE, access: 'write' },
    ],
    photos: [{ folder: IMAGE_FOLDER, access: ['delete'] }],
    publishesPages: true,
    auditsChanges: true,
  },
  // Metrics go to its own log in embedded metric format: nothing to touch.
  'record-vitals': { trigger: 'api' },
  // The same for the browsers' Content-Security-Policy reports.
  'record-csp-report': { trigger: 'api' },
  // A form posted without JavaScript is answered with pages that name the seller's phone.
  'submit-inquiry': {
    trigger: 'api',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    tables: [
      { design: INQUIRIES_TABLE, access: 'write' },
      { design: RATE_LIMITS_TABLE, access: 'write' },
    ],
    sendsMail: true,
    settings: ['inquiryRetentionMonths', 'sellerPhone', 'sellerEmail'],
  },
  // The receipt page of a form posted without JavaScript: the inquiry's reference and status.
  'show-inquiry-receipt': { trigger: 'api', tables: [{ design: INQUIRIES_TABLE, access: 'read' }], settings: ['sellerPhone', 'sellerEmail'] },
  // The one-time claim: a conditional write in the roles table, then the caller joins the admin group.
  'setup-initial-admin': {
    trigger: 'api',
    tables: [{ design: ROLES_TABLE, access: 'write' }],
    userPool: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminAddUserToGroup'],
    settings: ['adminEmail'],
    auditsChanges: true,
  },
  'list-inquiries': { trigger: 'api', tables: [{ design: INQUIRIES_TABLE, access: 'read' }] },
  // The inquiry desk: the count of new inquiries for the admin's header, the state and notes (a
  // conditional write on the desk's version), and the CSV export of every inquiry.
  'count-inquiries': { trigger: 'api', tables: [{ design: INQUIRIES_TABLE, access: 'read' }] },
  'update-inquiry': { trigger: 'api', tables: [{ design: INQUIRIES_TABLE, access: 'write' }], auditsChanges: true },
  'export-inquiries': { trigger: 'api', tables: [{ design: INQUIRIES_TABLE, access: 'read' }] },
  'list-audit-log': { trigger: 'api', tables: [{ design: AUDIT_TABLE, access: 'read' }] },
  'resend-inquiry': {
    trigger: 'api',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    tables: [{ design: INQUIRIES_TABLE, access: 'write' }],
    sendsMail: true,
    settings: ['sellerEmail'],
    auditsChanges: true,
  },
  // Reads and claims due inquiries and mails the seller; it stops claiming well before its timeout.
  [SWEEPER_FUNCTION]: {
    trigger: { everyMinutes: 5 },
    timeoutSeconds: 120,
    tables: [{ design: INQUIRIES_TABLE, access: 'write' }],
    sendsMail: true,
    settings: ['sellerEmail'],
  },
  // Records an inquiry mail as sent from SES's Send event: one conditional update, nothing mailed.
  [MAIL_SENT_FUNCTION]: { trigger: 'mail-sent', tables: [{ design: INQUIRIES_TABLE, access: 'write' }] },
  'list-questions': { trigger: 'api', tables: [{ design: QUESTIONS_TABLE, access: 'read' }] },
  // Reads the inquiry only to know it exists: nothing of the buyer's is copied.
  'create-question': {
    trigger: 'api',
    tables: [
      { design: QUESTIONS_TABLE, access: 'write' },
      { design: INQUIRIES_TABLE, access: 'read' },
      // Records the publication as a change for the watchers (docs/decisions/watch-alerts.md).
      { design: WATCHERS_TABLE, access: 'write' },
    ],
    publishesPages: true,
    auditsChanges: true,
  },
  'reorder-questions': { trigger: 'api', tables: [{ design: QUESTIONS_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  'update-question': { trigger: 'api', tables: [{ design: QUESTIONS_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  'delete-question': { trigger: 'api', tables: [{ design: QUESTIONS_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  // Runs after each change (invoked by the changing function), on its schedule (publishing only pages out
  // of date, so a run cut short is finished within the minute) and at each deploy. One run at a time.
  [PAGE_PUBLISHER_FUNCTION]: {
    trigger: { everyMinutes: 1 },
    timeoutSeconds: 120,
    tables: [
      { design: IMAGES_TABLE, access: 'read' },
      { design: QUESTIONS_TABLE, access: 'read' },
      { design: TOUR_MEDIA_TABLE, access: 'read' },
      { design: LISTING_TABLE, access: 'read' },
      { design: INSPECTION_DOCUMENTS_TABLE, access: 'read' },
    ],
    // Reads the uploaded photos for the photo package it writes beside the pages.
    photos: [{ folder: IMAGE_FOLDER, access: ['read'] }],
    writesPages: true,
    esModule: true,
  },
  // Reads each unmarked photo, stores it encoded again under a new key with its variants, points the
  // record there, then deletes the old objects; a 20 MB photo takes about a second.
  [PHOTO_MIGRATION_FUNCTION]: {
    trigger: 'deploy',
    timeoutSeconds: 900,
    tables: [{ design: IMAGES_TABLE, access: 'write' }],
    photos: [{ folder: IMAGE_FOLDER, access: ['read', 'put', 'delete'] }],
    publishesPages: true,
    nativeModules: ['sharp'],
  },
  // The placements and the tour they make with the image records.
  'get-tour-media': {
    trigger: 'api',
    tables: [
      { design: TOUR_MEDIA_TABLE, access: 'read' },
      { design: IMAGES_TABLE, access: 'read' },
    ],
  },
  // Each checks that every image it names exists before writing one item, then answers the new tour.
  'set-room-photos': {
    trigger: 'api',
    tables: [
      { design: TOUR_MEDIA_TABLE, access: 'write' },
      { design: IMAGES_TABLE, access: 'read' },
    ],
    publishesPages: true,
    auditsChanges: true,
  },
  'set-floor-plan': {
    trigger: 'api',
    tables: [
      { design: TOUR_MEDIA_TABLE, access: 'write' },
      { design: IMAGES_TABLE, access: 'read' },
    ],
    publishesPages: true,
    auditsChanges: true,
  },
  'set-tour-videos': {
    trigger: 'api',
    tables: [
      { design: TOUR_MEDIA_TABLE, access: 'write' },
      { design: IMAGES_TABLE, access: 'read' },
    ],
    publishesPages: true,
    auditsChanges: true,
  },
  'get-listing': { trigger: 'api', tables: [{ design: LISTING_TABLE, access: 'read' }] },
  // The state item is written conditionally on its version, then the change's own history item.
  // Then records a price or status change for the watchers (docs/decisions/watch-alerts.md).
  'update-listing': {
    trigger: 'api',
    tables: [
      { design: LISTING_TABLE, access: 'write' },
      { design: WATCHERS_TABLE, access: 'write' },
    ],
    publishesPages: true,
    auditsChanges: true,
  },
  'get-listing-history': { trigger: 'api', tables: [{ design: LISTING_TABLE, access: 'read' }] },
  // Prices from the listing's current state, stores the quotation, then mails the seller its PDF.
  'request-quotation': {
    trigger: 'api',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    tables: [
      { design: QUOTATIONS_TABLE, access: 'write' },
      { design: RATE_LIMITS_TABLE, access: 'write' },
      { design: LISTING_TABLE, access: 'read' },
    ],
    sendsMail: true,
    settings: ['inquiryRetentionMonths', 'siteHost', 'sellerName', 'sellerPhone', 'sellerEmail', 'sellerWhatsapp', 'deliveryRates', 'quotationValidDays', 'paymentTerms', 'viewingTerms'],
  },
  // The estimator form's answer without a script: prices from the listing's current state and facts.
  'show-delivered-cost': { trigger: 'api', tables: [{ design: LISTING_TABLE, access: 'read' }], settings: ['deliveryRates', 'sellerPhone', 'sellerEmail'] },
  'get-quotation': { trigger: 'api', tables: [{ design: QUOTATIONS_TABLE, access: 'read' }] },
  'get-listing-facts': { trigger: 'api', tables: [{ design: LISTING_TABLE, access: 'read' }] },
  // Reads the bank's rate, then writes the facts item conditionally on its version, as the admin's
  // change does. The bank publishes at 16:30 Eastern; 22:00 UTC is 17:00 EST and 18:00 EDT.
  [CAD_RATE_FUNCTION]: {
    trigger: { weekdaysAtUtc: { hour: 22, minute: 0 } },
    timeoutSeconds: 30,
    tables: [{ design: LISTING_TABLE, access: 'write' }],
    publishesPages: true,
  },
  // The facts item is written conditionally on its version.
  'update-listing-facts': { trigger: 'api', tables: [{ design: LISTING_TABLE, access: 'write' }], publishesPages: true, auditsChanges: true },
  // Watching the listing (docs/product.md#watching-the-listing): its seven routes in one function
  // (lambdas/watch-listing.ts). The subscription mails one confirmation at most a day per address.
  'watch-listing': {
    trigger: 'api',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    tables: [
      { design: WATCHERS_TABLE, access: 'write' },
      { design: RATE_LIMITS_TABLE, access: 'write' },
    ],
    sendsMail: true,
    settings: ['siteHost', 'watcherExport'],
  },
  // Batches the changes of the last hour, claims each watcher's mail of a batch, sends paced; it stops
  // claiming well before its timeout and the next run finishes the batch.
  [ALERT_SWEEPER_FUNCTION]: {
    trigger: { everyMinutes: 5 },
    timeoutSeconds: 300,
    tables: [{ design: WATCHERS_TABLE, access: 'write' }],
    sendsMail: true,
    linksToSite: true,
  },
  // Deletes a bounced or complaining address and keeps its salted hash as suppressed.
  [MAIL_FEEDBACK_FUNCTION]: { trigger: 'mail-feedback', tables: [{ design: WATCHERS_TABLE, access: 'write' }], settings: ['siteHost'] },
  // The condition report's inspection documents (shared/inspection-documents.ts).
  'create-document-upload-url': { trigger: 'api', photos: [{ folder: UPLOAD_FOLDER, access: ['put'] }] },
  // Reads the upload, has pdf.js parse it whole (an ES module with top-level await), copies the checked
  // bytes to images/ and records them; deletes the upload, and its copy when refused or not recorded.
  'create-inspection-document': {
    trigger: 'api',
    timeoutSeconds: 30,
    tables: [{ design: INSPECTION_DOCUMENTS_TABLE, access: 'write' }],
    photos: [
      { folder: UPLOAD_FOLDER, access: ['read', 'delete'] },
      { folder: IMAGE_FOLDER, access: ['put', 'delete'] },
    ],
    publishesPages: true,
    auditsChanges: true,
    esModule: true,
  },
  'list-inspection-documents': { trigger: 'api', tables: [{ design: INSPECTION_DOCUMENTS_TABLE, access: 'read' }] },
  'delete-inspection-document': {
    trigger: 'api',
    tables: [{ design: INSPECTION_DOCUMENTS_TABLE, access: 'write' }],
    photos: [{ folder: IMAGE_FOLDER, access: ['delete'] }],
    publishesPages: true,
    auditsChanges: true,
  },
} as const satisfies Record<FunctionName, FunctionDeclaration>;

/** How long a function may run, in seconds. */
export function functionTimeoutSeconds(name: FunctionName): number {
  const declaration: FunctionDeclaration = FUNCTIONS[name];
  return declaration.timeoutSeconds ?? API_FUNCTION_TIMEOUT_SECONDS;
}

/**
 * Where a function's environment values come from: in the CDK stack its resources, each granted to
 * the function as its value is taken; locally the emulators' names.
 */
export interface EnvironmentSources {
  table(design: TableDesign, access: TableAccess): string;
  photoBucket(folder: PhotoFolder, access: readonly PhotoAccess[]): string;
  userPool(actions: readonly UserPoolAction[]): string;
  /** The SES configuration set, for a function that sends mail. */
  mailConfigurationSet(): string;
  /** The origin secret's value, for a function behind the API. */
  originSecret(): string;
  /** The page publisher's function name, for a function that may invoke it. */
  pagePublisher(): string;
  /** The site bucket's name, for the function that writes the pages. */
  siteBucket(): string;
  /** The host the site is served on. */
  servedSiteHost(): string;
  settings: SiteSettings;
}

/** A function's environment variables, by name, from its declaration. */
export function functionEnvironment(declaration: FunctionDeclaration, sources: EnvironmentSources): Record<string, string> {
  const environment: Record<string, string> = {};
  if (declaration.trigger === 'api') environment[ENV.originSecret] = sources.originSecret();
  for (const { design, access } of declaration.tables ?? []) environment[design.envVar] = sources.table(design, access);
  for (const { folder, access } of declaration.photos ?? []) environment[ENV.photoBucket] = sources.photoBucket(folder, access);
  const userPoolActions = new Set<UserPoolAction>(declaration.userPool);
  const settings = new Set<FunctionSetting>(declaration.settings);
  if (declaration.auditsChanges) {
    environment[AUDIT_TABLE.envVar] = sources.table(AUDIT_TABLE, 'write');
    userPoolActions.add(AUDIT_USER_POOL_ACTION);
    settings.add('inquiryRetentionMonths');
  }
  if (userPoolActions.size) environment[ENV.userPoolId] = sources.userPool([...userPoolActions]);
  if (declaration.sendsMail) {
    environment[ENV.sesConfigurationSet] = sources.mailConfigurationSet();
    settings.add('sesSender');
  }
  for (const setting of settings) {
    const value = sources.settings[setting];
    // A structured setting travels as JSON; every other as its text.
    environment[ENV[setting]] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (declaration.publishesPages) environment[ENV.pagePublisher] = sources.pagePublisher();
  if (declaration.writesPages) {
    environment[ENV.siteBucket] = sources.siteBucket();
    environment[ENV.siteHost] = sources.settings.siteHost;
  }
  if (declaration.linksToSite && declaration.trigger === 'api') throw new Error('A function behind the API takes the served host from the request, not linksToSite');
  if (declaration.writesPages || declaration.linksToSite) environment[ENV.servedSiteHost] = sources.servedSiteHost();
  return environment;
}
