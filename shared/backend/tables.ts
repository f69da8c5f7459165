/**
 * DynamoDB table designs: the CDK stack creates the tables from them, the local runtime creates the
 * emulator's tables from them (so they have exactly the keys and indexes production has), and the
 * handlers read their names, index names and TTL attributes from them.
 */
import { IMAGE_CATEGORY_ROWS } from '../images';

export interface TableKeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface TableDesign {
  /** Logical name; also the table name in the local emulator. */
  name: string;
  /** Environment variable through which handlers learn the table's real name. */
  envVar: string;
  partitionKey: TableKeyAttribute;
  sortKey?: TableKeyAttribute;
  globalIndexes?: { name: string; partitionKey: TableKeyAttribute; sortKey?: TableKeyAttribute }[];
  timeToLiveAttribute?: string;
  /** Items the table always holds: the stack writes them at deploy, the local runtime at every start. */
  fixedItems?: readonly FixedItem[];
}

/** An item of plain string and number attributes. */
export type FixedItem = Readonly<Record<string, string | number>>;

/** An item's attributes in DynamoDB's wire form (AttributeValue), as the low-level API takes them. */
export function itemAttributes(item: FixedItem): Record<string, { S: string } | { N: string }> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, typeof value === 'number' ? { N: String(value) } : { S: value }]));
}

/** The images table's indexes, by what they are for. */
export const IMAGE_INDEXES = { byCategory: 'by-category', featured: 'featured' } as const;

/** The image records of docs/product.md#image-record, queried by category and by the featured flag. */
export const IMAGES_TABLE = {
  name: 'images',
  envVar: 'IMAGES_TABLE',
  partitionKey: { name: 'id', type: 'S' },
  globalIndexes: [
    {
      name: IMAGE_INDEXES.byCategory,
      partitionKey: { name: 'category', type: 'S' },
      sortKey: { name: 'uploadDate', type: 'S' },
    },
    {
      // Sparse: only featured images carry the featuredKey attribute.
      name: IMAGE_INDEXES.featured,
      partitionKey: { name: 'featuredKey', type: 'S' },
      sortKey: { name: 'uploadDate', type: 'S' },
    },
  ],
} as const satisfies TableDesign;

/** The four image categories, read whole; their rows are the design's own. */
export const CATEGORIES_TABLE = {
  name: 'image-categories',
  envVar: 'CATEGORIES_TABLE',
  partitionKey: { name: 'id', type: 'N' },
  fixedItems: IMAGE_CATEGORY_ROWS.map((category) => ({ ...category })),
} as const satisfies TableDesign;

/** The roles table (docs/product.md#session): one item per granted role; the initial-admin claim is a conditional write here. */
export const ROLES_TABLE = {
  name: 'roles',
  envVar: 'ROLES_TABLE',
  partitionKey: { name: 'userId', type: 'S' },
  sortKey: { name: 'role', type: 'S' },
} as const satisfies TableDesign;

/** The inquiries table's indexes, by what they are for. */
export const INQUIRY_INDEXES = { newestFirst: 'by-date', pendingDelivery: 'pending-delivery' } as const;

/**
 * Every contact inquiry, stored before any e-mail is sent, with its delivery status. Inquiries are
 * personal data: each carries its deletion time (epoch seconds), set when stored, and TTL removes it.
 */
export const INQUIRIES_TABLE = {
  name: 'inquiries',
  envVar: 'INQUIRIES_TABLE',
  partitionKey: { name: 'id', type: 'S' },
  globalIndexes: [
    {
      // One partition for all inquiries, newest first: a single seller's lead volume never strains it.
      name: INQUIRY_INDEXES.newestFirst,
      partitionKey: { name: 'kind', type: 'S' },
      sortKey: { name: 'createdAt', type: 'S' },
    },
    {
      // Sparse: only an inquiry not yet with the seller carries `pending`, so the sweeper reads
      // exactly the undelivered ones, those due first, however many have been delivered.
      name: INQUIRY_INDEXES.pendingDelivery,
      partitionKey: { name: 'pending', type: 'S' },
      sortKey: { name: 'nextAttemptAt', type: 'S' },
    },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDesign;

/**
 * The contact form's rate-limit counters, one item per subject and hour; TTL removes each an hour
 * after its window closes. (An inquiry's idempotency key is its id in the inquiries table.)
 */
export const RATE_LIMITS_TABLE = {
  name: 'rate-limits',
  envVar: 'RATE_LIMITS_TABLE',
  partitionKey: { name: 'id', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDesign;

/**
 * The published questions and answers, one item each, read whole (a seller publishes tens, not
 * thousands): the admin's order is each item's `position`.
 */
export const QUESTIONS_TABLE = {
  name: 'questions',
  envVar: 'QUESTIONS_TABLE',
  partitionKey: { name: 'id', type: 'S' },
} as const satisfies TableDesign;

/**
 * Where the admin's uploaded photos show on the walkthrough: one item per placement (`room:<id>`,
 * `floor-plan`, `video:<id>`), naming image records by id, with who changed it last. A handful of
 * items, read whole (docs/decisions/tour-media-placements.md).
 */
export const TOUR_MEDIA_TABLE = {
  name: 'tour-media',
  envVar: 'TOUR_MEDIA_TABLE',
  partitionKey: { name: 'placement', type: 'S' },
} as const satisfies TableDesign;

/**
 * The listing's state and its history in one partition: the state item (sk 'state', with a version
 * and the last change) and one item per change (sk 'change#' and the zero-padded version); beside
 * them the seller's facts (sk 'facts', with their own version, shared/listing-facts.ts). One query
 * reads them all; the state item is the one conditional write of a change (no transactions: the
 * local emulator has none), and the change's own item is a copy of it written next.
 */
export const LISTING_TABLE = {
  name: 'listing',
  envVar: 'LISTING_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
} as const satisfies TableDesign;

/**
 * Every quotation the site issued, by its number, as the buyer's PDF shows it (shared/quotation.ts),
 * with the buyer's e-mail and the fate of the seller's copy. It names a person, so it is kept as long
 * as an inquiry (inquiryRetentionMonths) and TTL removes it then.
 */
export const QUOTATIONS_TABLE = {
  name: 'quotations',
  envVar: 'QUOTATIONS_TABLE',
  partitionKey: { name: 'number', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDesign;

/** The audit log's partition: one for every entry, read newest first (a single seller's admin writes are few). */
export const AUDIT_PARTITION = 'admin-changes';

/**
 * Who did what: one item per admin write, all in one partition (pk AUDIT_PARTITION), sorted by sk
 * (the instant and a random id). An entry may quote a private note on an inquiry, so it is kept as long as
 * an inquiry (inquiryRetentionMonths) and TTL removes it then (docs/decisions/audit-log.md).
 */
export const AUDIT_TABLE = {
  name: 'audit-log',
  envVar: 'AUDIT_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDesign;

/** The watchers table's indexes, by what they are for. */
export const WATCHER_INDEXES = { byState: 'by-state', pendingAlerts: 'pending-alerts' } as const;

/**
 * Watching the listing (docs/product.md#watching-the-listing), one table of five kinds of item, by the
 * prefix of `id`: a watcher (`watcher#`, keyed by a salted hash of the mailbox, with its `state`), a
 * suppressed address (`suppressed#`, the hash only), a recorded change (`alert#`), a batch of changes
 * for one mail (`batch#`) and one watcher's delivery of one batch (`delivery#`, the claim). TTL
 * removes a pending watcher after 7 days, a confirmed one after 24 months without a change, and the
 * changes, batches and deliveries a while after they went out (docs/decisions/watch-alerts.md).
 */
export const WATCHERS_TABLE = {
  name: 'watchers',
  envVar: 'WATCHERS_TABLE',
  partitionKey: { name: 'id', type: 'S' },
  globalIndexes: [
    {
      // Sparse: only watchers carry `state` (pending, confirmed); the sweeper reads the confirmed ones, the admin counts both.
      name: WATCHER_INDEXES.byState,
      partitionKey: { name: 'state', type: 'S' },
      sortKey: { name: 'id', type: 'S' },
    },
    {
      // Sparse: only a change not yet in a batch (`alert`) and a batch not yet mailed to everyone (`batch`) carry `pending`.
      name: WATCHER_INDEXES.pendingAlerts,
      partitionKey: { name: 'pending', type: 'S' },
      sortKey: { name: 'at', type: 'S' },
    },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDesign;

/**
 * The condition report's inspection documents (shared/inspection-documents.ts): one item per checked
 * PDF, with its text for the admin's search. A handful of items, read whole.
 */
export const INSPECTION_DOCUMENTS_TABLE = {
  name: 'inspection-documents',
  envVar: 'INSPECTION_DOCUMENTS_TABLE',
  partitionKey: { name: 'id', type: 'S' },
} as const satisfies TableDesign;

export const TABLES: readonly TableDesign[] = [
  IMAGES_TABLE,
  CATEGORIES_TABLE,
  ROLES_TABLE,
  INQUIRIES_TABLE,
  RATE_LIMITS_TABLE,
  QUESTIONS_TABLE,
  TOUR_MEDIA_TABLE,
  LISTING_TABLE,
  QUOTATIONS_TABLE,
  AUDIT_TABLE,
  WATCHERS_TABLE,
  INSPECTION_DOCUMENTS_TABLE,
];
