import * as z from 'zod/mini';
import '../zod-config';
import { inquiryIdSchema } from '../inquiries';

/**
 * SES's own word on a send: the configuration set publishes each accepted mail's `Send` event to
 * EventBridge, and a rule hands those of inquiry mails to the function that records them
 * (MAIL_SENT_FUNCTION, shared/backend/functions.ts). One definition for the sender's tags, the stack's rule and the
 * local runtime, which publishes the same event when the local SES accepts a mail.
 */

/**
 * The message tags (SES EmailTags) every inquiry mail carries; SES repeats them in its events.
 * Names and values may hold only letters, digits, '-' and '_' (SES), which an id and a mail kind do.
 */
export const INQUIRY_MAIL_TAGS = {
  /** The inquiry's id. */
  inquiry: 'inquiry-id',
  /** Which of its mails: 'seller' or 'acknowledgement'. */
  mail: 'inquiry-mail',
} as const;

/** The tag SES adds to every event of a mail sent with a configuration set, naming the set. */
export const CONFIGURATION_SET_TAG = 'ses:configuration-set';

/** How SES's Send event reaches EventBridge (the default bus): its source and detail type. */
export const SES_SEND_EVENT = { source: 'aws.ses', detailType: 'Email Sent', eventType: 'Send' } as const;

/**
 * The rule's event pattern: Send events of mails sent with this configuration set that name an
 * inquiry. The stack's rule is made from it, and the local runtime routes its events by it.
 */
export function mailSentPattern(configurationSet: string) {
  return {
    source: [SES_SEND_EVENT.source],
    'detail-type': [SES_SEND_EVENT.detailType],
    detail: { mail: { tags: { [CONFIGURATION_SET_TAG]: [configurationSet], [INQUIRY_MAIL_TAGS.inquiry]: [{ exists: true }] } } },
  };
}

/** The kinds of inquiry mail a tag may name. */
const INQUIRY_MAILS = ['seller', 'acknowledgement'] as const;

/**
 * What the recording function reads of SES's Send event (EventBridge's envelope around SES's event
 * record; test/fixtures/ses-send-event.ts holds a whole one). SES gives each tag as a list of values.
 */
export const sesSendEventSchema = z.object({
  source: z.literal(SES_SEND_EVENT.source),
  'detail-type': z.literal(SES_SEND_EVENT.detailType),
  detail: z.object({
    eventType: z.literal(SES_SEND_EVENT.eventType),
    mail: z.object({
      messageId: z.string().check(z.minLength(1)),
      timestamp: z.iso.datetime(),
      tags: z.object({
        [INQUIRY_MAIL_TAGS.inquiry]: z.tuple([inquiryIdSchema]),
        [INQUIRY_MAIL_TAGS.mail]: z.tuple([z.enum(INQUIRY_MAILS)]),
      }),
    }),
  }),
});
export type SesSendEvent = z.infer<typeof sesSendEventSchema>;
