import * as z from 'zod/mini';
import './zod-config';
import { textRule } from './text-schema';
import { WATCH_COPY, WATCH_LIMITS, WATCH_TOPICS } from './watch';

/** The schemas of docs/product.md#watching-the-listing: the subscription and the links' tokens. */

const oneLineText = (label: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: () => `${label} must be text` }).check(...textRule(label, 'one-line'), z.maxLength(max, `${label} must be at most ${max} characters`), ...checks);

/** What the form (or a script) sends to POST /api/watchers. */
export const watchRequestSchema = z.strictObject({
  email: z.pipe(oneLineText('E-mail', WATCH_LIMITS.email, z.minLength(1, 'E-mail is required')), z.email('Please enter a valid email address')),
  organisation: z._default(z.optional(oneLineText('Organisation', WATCH_LIMITS.organisation)), ''),
  topics: z
    .array(z.enum(WATCH_TOPICS, { error: () => `Topics may only be: ${WATCH_TOPICS.join(', ')}` }), { error: () => 'Topics must be a list' })
    .check(
      z.minLength(1, WATCH_COPY.noTopic),
      z.refine((topics) => new Set(topics).size === topics.length, 'Topics must not repeat'),
    ),
});
export type WatchRequest = z.output<typeof watchRequestSchema>;

/**
 * A link's token: the watcher's key (a hex digest) and its random secret (32 bytes, base64url),
 * joined by a dot. Anything else is refused before a table is read.
 */
export const watchTokenSchema = z.string({ error: () => 'The link has no token' }).check(z.regex(/^[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/, 'The link\'s token is malformed'));

/** The query of the confirmation and unsubscribe links. */
export const watchLinkQuerySchema = z.strictObject({ token: watchTokenSchema });
