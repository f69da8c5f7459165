import * as z from 'zod/mini';
import './zod-config';
import { textProblem } from './text';
import { textRule } from './text-schema';
import { WATCH_COPY, WATCH_LANGUAGE_FIELD, WATCH_LANGUAGES, WATCH_LIMITS, WATCH_TOPICS, type WatchProblems } from './watch';

/** The schemas of docs/product.md#watching-the-listing: the subscription and the links' tokens. */

/** The subscription's problems in English (French: shared/watch-fr.ts). */
export const WATCH_PROBLEMS: WatchProblems = {
  emailNotText: 'E-mail must be text',
  emailRequired: 'E-mail is required',
  emailTooLong: `E-mail must be at most ${WATCH_LIMITS.email} characters`,
  emailMalformed: 'Please enter a valid email address',
  organisationNotText: 'Organisation must be text',
  organisationTooLong: `Organisation must be at most ${WATCH_LIMITS.organisation} characters`,
  badCharacter: { email: textProblem('E-mail', 'one-line'), organisation: textProblem('Organisation', 'one-line') },
  topicsNotList: 'Topics must be a list',
  topicUnknown: `Topics may only be: ${WATCH_TOPICS.join(', ')}`,
  topicsRepeat: 'Topics must not repeat',
  noTopic: WATCH_COPY.noTopic,
  languageUnknown: `The language must be one of: ${WATCH_LANGUAGES.join(', ')}`,
};

const oneLineText = (label: string, notText: string, badCharacter: string, max: number, tooLong: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: () => notText }).check(...textRule(label, 'one-line', badCharacter), z.maxLength(max, tooLong), ...checks);

/**
 * What the form (or a script) sends to POST /api/watchers, its problems worded in `problems`' language.
 * `language` is the page's: the watcher's mails and pages are in it (English when not given).
 */
export function watchRequestSchemaIn(problems: WatchProblems) {
  return z.strictObject({
    email: z.pipe(
      oneLineText('E-mail', problems.emailNotText, problems.badCharacter.email, WATCH_LIMITS.email, problems.emailTooLong, z.minLength(1, problems.emailRequired)),
      z.email(problems.emailMalformed),
    ),
    organisation: z._default(
      z.optional(oneLineText('Organisation', problems.organisationNotText, problems.badCharacter.organisation, WATCH_LIMITS.organisation, problems.organisationTooLong)),
      '',
    ),
    topics: z
      .array(z.enum(WATCH_TOPICS, { error: () => problems.topicUnknown }), { error: () => problems.topicsNotList })
      .check(
        z.minLength(1, problems.noTopic),
        z.refine((topics) => new Set(topics).size === topics.length, problems.topicsRepeat),
      ),
    [WATCH_LANGUAGE_FIELD]: z._default(z.enum(WATCH_LANGUAGES, { error: () => problems.languageUnknown }), 'en'),
  });
}

export const watchRequestSchema = watchRequestSchemaIn(WATCH_PROBLEMS);
export type WatchRequest = z.output<typeof watchRequestSchema>;

/**
 * A link's token: the watcher's key (a hex digest) and its random secret (32 bytes, base64url),
 * joined by a dot. Anything else is refused before a table is read.
 */
export const watchTokenSchema = z.string({ error: () => 'The link has no token' }).check(z.regex(/^[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/, 'The link\'s token is malformed'));

/** The watcher's language as a link or a button's form carries it: only in a French watcher's (English otherwise). */
const linkLanguage = z.optional(z.enum(WATCH_LANGUAGES, { error: () => WATCH_PROBLEMS.languageUnknown }));

/** The query of the confirmation page's button's post: the language only (the token is in the form, watchConfirmFormSchema). */
export const watchPageQuerySchema = z.strictObject({ [WATCH_LANGUAGE_FIELD]: linkLanguage });

/** The query of the confirmation and unsubscribe links. */
export const watchLinkQuerySchema = z.strictObject({ token: watchTokenSchema, [WATCH_LANGUAGE_FIELD]: linkLanguage });

/** The confirmation page's button's form. */
export const watchConfirmFormSchema = z.strictObject({ token: watchTokenSchema });
