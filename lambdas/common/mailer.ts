import { ENV } from '../../shared/backend/environment';
import { environment, requiredName } from './env';
import { lazy } from './lazy';

/** The SES client and its command, loaded by the first send (see dynamo.ts for why). */
const sesSdk = lazy(() => import('./ses-client'));

/** Every mail goes out with the configuration set that publishes bounces and complaints to CloudWatch. */
const env = environment({ [ENV.sesConfigurationSet]: requiredName });

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Text is sent as UTF-8; bytes (a PDF) as they are. */
  attachments?: { fileName: string; contentType: string; content: string | Uint8Array }[];
  /** Extra header lines (SES v2 Simple content's Headers); SES overrides Message-ID and Date with its own. */
  headers?: { name: string; value: string }[];
  /** Message tags (SES EmailTags), repeated in SES's events for this mail (shared/backend/mail-events.ts). */
  tags?: { name: string; value: string }[];
}

/** Sends one e-mail through SES (v2 SendEmail, simple content with attachments); returns its message id. */
export async function sendEmail(email: OutgoingEmail): Promise<string | undefined> {
  const { ses, SendEmailCommand } = await sesSdk();
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: email.from,
      Destination: { ToAddresses: [email.to] },
      ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
      ConfigurationSetName: env()[ENV.sesConfigurationSet],
      EmailTags: email.tags?.map(({ name, value }) => ({ Name: name, Value: value })),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          Headers: email.headers?.map(({ name, value }) => ({ Name: name, Value: value })),
          Attachments: email.attachments?.map((attachment) => ({
            FileName: attachment.fileName,
            ContentType: attachment.contentType,
            RawContent: typeof attachment.content === 'string' ? new TextEncoder().encode(attachment.content) : attachment.content,
          })),
        },
      },
    }),
  );
  return MessageId;
}
