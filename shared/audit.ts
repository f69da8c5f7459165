import * as z from 'zod/mini';
import './zod-config';

/** GET (admin): the audit log, newest first, in pages. */
export const AUDIT_ENDPOINT = '/api/audit';
export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const;

/** Every kind of admin write the log records, as `area.verb`. */
export const AUDIT_ACTIONS = [
  'admin.claim',
  'photo.upload',
  'photo.update',
  'photo.featured',
  'photo.delete',
  'tour.room-photos',
  'tour.floor-plan',
  'tour.videos',
  'listing.change',
  'listing.facts',
  'question.publish',
  'question.update',
  'question.reorder',
  'question.unpublish',
  'inquiry.resend',
  'inquiry.desk',
  'condition.document-upload',
  'condition.document-delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field an admin write changed: its value before and after (absent where there was none). */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

/** One admin write, as GET /api/audit answers it. */
export interface AuditEntry {
  id: string;
  /** When it was made (ISO 8601 instant). */
  at: string;
  /** The admin's e-mail; AUDIT_UNKNOWN_ADMIN when the user pool could not name them. */
  admin: string;
  action: AuditAction;
  /** What it changed: an image, question or inquiry id, a room, the listing. */
  target: string;
  /** Only the fields that changed. */
  changes: Record<string, FieldChange>;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/** How an admin is named whose e-mail is not known (a change recorded before e-mails were, or a lookup that failed). */
export const AUDIT_UNKNOWN_ADMIN = 'an admin';

/** A text longer than this is cut in an entry: the log says what changed, it is not a copy of the records. */
export const AUDIT_TEXT_LIMIT = 500;

export const listAuditQuerySchema = z.strictObject({
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d+$/, 'limit must be a whole number')), z.transform(Number))
      .check(z.refine((limit) => limit >= 1 && limit <= AUDIT_PAGE_SIZE.max, `limit must be between 1 and ${AUDIT_PAGE_SIZE.max}`)),
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'cursor is too long'))),
});

/** A value as an entry keeps it: a long text, or a large list or record as its cut JSON. */
function clipped(value: unknown): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= AUDIT_TEXT_LIMIT) return value;
  return `${text.slice(0, AUDIT_TEXT_LIMIT)}…`;
}

/** The fields of a record an entry compares, so it never holds the record's bookkeeping. */
export function auditFields<Item extends object, Field extends keyof Item>(record: Item, fields: readonly Field[]): Pick<Item, Field> {
  return Object.fromEntries(fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]])) as Pick<Item, Field>;
}

/** What an entry compares of a photo's record: what the admin sets, not where it is stored. */
export const IMAGE_AUDIT_FIELDS = ['filename', 'altText', 'caption', 'captionFr', 'category', 'keywords', 'featured', 'hero'] as const;
/** What an entry compares of a published question. */
export const QUESTION_AUDIT_FIELDS = ['question', 'answer', 'questionFr', 'answerFr', 'topic', 'inquiryId'] as const;
/** What an entry compares of the listing's state. */
export const LISTING_AUDIT_FIELDS = ['status', 'note', 'noteFr', 'priceUsd', 'priceValidUntil'] as const;
/** The fields of an inspection document an entry compares (its text is the file's, not the admin's). */
export const INSPECTION_DOCUMENT_AUDIT_FIELDS = ['kind', 'issuer', 'issuedOn', 'fileSize', 'publicUrl'] as const;

/**
 * The fields of `after` whose value differs from `before`'s (compared as JSON), each with both
 * values; a field only one side has keeps only that side. Long texts are cut to AUDIT_TEXT_LIMIT.
 */
export function fieldChanges(before: object | undefined, after: object | undefined): Record<string, FieldChange> {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (JSON.stringify(from[field]) === JSON.stringify(to[field])) continue;
    changes[field] = {
      ...(from[field] !== undefined ? { before: clipped(from[field]) } : {}),
      ...(to[field] !== undefined ? { after: clipped(to[field]) } : {}),
    };
  }
  return changes;
}

/** Whether a recorded name is an e-mail (older listing changes named the admin by their user-pool id). */
export const isEmailName = (name: string) => /^[^\s@]+@[^\s@]+$/.test(name);

/** How the admin screens name whoever made a change: the e-mail, or AUDIT_UNKNOWN_ADMIN for an id. */
export const adminDisplayName = (name: string) => (isEmailName(name) ? name : AUDIT_UNKNOWN_ADMIN);
