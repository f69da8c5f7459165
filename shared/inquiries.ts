import * as z from 'zod/mini';
import './zod-config';
import type { InquiryFields } from './contact-schema';
import { textRule } from './text-schema';

/** Admin leads list (GET /api/inquiries): newest first, in pages. */
export const INQUIRIES_ENDPOINT = '/api/inquiries';
export const INQUIRIES_PAGE_SIZE = { default: 25, max: 100 } as const;
/** PATCH (admin): the desk's state and notes of one inquiry. */
export const INQUIRY_ENDPOINT = `${INQUIRIES_ENDPOINT}/{id}` as const;
/** GET (admin): every inquiry (of a state, with ?state=) as a CSV file. */
export const INQUIRIES_EXPORT_ENDPOINT = `${INQUIRIES_ENDPOINT}/export` as const;
/** GET (admin): how many inquiries are new, for the admin's header. */
export const INQUIRY_COUNTS_ENDPOINT = `${INQUIRIES_ENDPOINT}/counts` as const;

export const inquiryEndpoint = (id: string) => INQUIRY_ENDPOINT.replace('{id}', encodeURIComponent(id));

/**
 * Where the seller's handling of an inquiry stands, apart from its delivery: every inquiry starts
 * `new`; the seller marks it `replied` and `closed`, and may move it back.
 */
export const INQUIRY_DESK_STATES = ['new', 'replied', 'closed'] as const;
export type InquiryDeskState = (typeof INQUIRY_DESK_STATES)[number];

export const INQUIRY_NOTE_MAX = 2000;
/** Bodies of PATCH /api/inquiries/{id} over this are refused with 413. */
export const INQUIRY_UPDATE_MAX_BYTES = 16 * 1024;

const deskState = (field: string) => z.enum(INQUIRY_DESK_STATES, { error: () => `${field} must be one of: ${INQUIRY_DESK_STATES.join(', ')}` });

/** ?state= of the list and the export: only the inquiries in that state. */
const stateFilter = z.optional(deskState('state'));

export const listInquiriesQuerySchema = z.strictObject({
  state: stateFilter,
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d+$/, 'limit must be a whole number')), z.transform(Number))
      .check(z.refine((limit) => limit >= 1 && limit <= INQUIRIES_PAGE_SIZE.max, `limit must be between 1 and ${INQUIRIES_PAGE_SIZE.max}`)),
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'cursor is too long'))),
});

export const exportInquiriesQuerySchema = z.strictObject({ state: stateFilter });

/**
 * PATCH /api/inquiries/{id}: a new state, a private note, or both, made on the desk's `version` the
 * admin read (409 when another change came first).
 */
export const updateInquirySchema = z
  .strictObject({
    version: z.int({ error: () => 'version must be the whole number the inquiry was read with' }).check(z.gte(0, 'version must be 0 or more')),
    state: z.optional(deskState('state')),
    note: z.optional(
      z
        .string({ error: () => 'note must be text' })
        .check(
          ...textRule('note', 'multi-line'),
          z.minLength(1, 'note must not be empty'),
          z.maxLength(INQUIRY_NOTE_MAX, `note must be at most ${INQUIRY_NOTE_MAX} characters`),
        ),
    ),
  })
  .check(z.refine((update) => update.state !== undefined || update.note !== undefined, 'give a state, a note or both'));
export type InquiryUpdate = z.output<typeof updateInquirySchema>;

/** One private note of the seller's on an inquiry: notes are only ever added. */
export interface InquiryNote {
  text: string;
  /** When it was added (ISO 8601 instant). */
  at: string;
  /** The admin who added it, by e-mail. */
  by: string;
}

/** The desk's record on an inquiry; absent fields are a new inquiry's (state `new`, version 0, no notes). */
export interface InquiryDesk {
  deskState?: InquiryDeskState;
  /** One more for each desk change: a PATCH names the version it was made on. */
  deskVersion?: number;
  notes?: InquiryNote[];
}

/** An inquiry's desk state: a new one has none stored. */
export const inquiryDeskState = (inquiry: InquiryDesk): InquiryDeskState => inquiry.deskState ?? 'new';

/** The header row of the CSV export, one column per field of an inquiry. */
export const INQUIRY_EXPORT_COLUMNS = [
  'Received',
  'Reference',
  'State',
  'Delivery',
  'Name',
  'Organization',
  'E-mail',
  'Phone',
  'Preferred contact',
  'Intended use',
  'Message',
  'Requested documents',
  'Appointment',
  'Notes',
] as const;

/** The export's file name: the day it was made, and the state it holds when filtered. */
export const inquiriesExportFileName = (day: string, state?: InquiryDeskState) => `inquiries-${state ? `${state}-` : ''}${day}.csv`;

/** What the inquiry routes answer when they refuse. */
export const INQUIRY_MESSAGES = {
  notFound: 'No inquiry with this id',
  conflict: 'This inquiry was changed meanwhile (another tab or admin). It is shown as it is now; make your change again.',
} as const;

export interface InquiryCounts {
  new: number;
}

/** The {id} of /api/inquiries/{id}/resend: an inquiry id, refused before it reaches the table. */
export const inquiryIdSchema = z.uuid({ error: () => 'id must be an inquiry id (a UUID)' });

/** An inquiry as the admin sees it. */
export type InquiryListItem = InquiryFields & InquiryDesk & {
  id: string;
  reference: string;
  status: 'received' | 'sent' | 'failed';
  createdAt: string;
};

export interface InquiriesPage {
  items: InquiryListItem[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}
