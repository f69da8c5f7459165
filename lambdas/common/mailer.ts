import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ENV } from '../../shared/backend/environment';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';
import { environment, requiredName } from './env';

// A module singleton; the endpoint comes from AWS_ENDPOINT_URL_SESV2 only locally. A send that hangs
// fails in time for the inquiry to be marked and retried later.
const ses = new SESv2Client(sdkTimeouts(SDK_TIME_LIMITS.ses));

/** Every mail goes out with the configuration set that publishes bounces and complaints to CloudWatch. */
const env = environment({ [ENV.sesConfigurationSet]: requiredName });

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { fileName: string; contentType: string; content: string }[];
}

/** Sends one e-mail through SES (v2 SendEmail, simple content with attachments); returns its message id. */
export async function sendEmail(email: OutgoingEmail): Promise<string | undefined> {
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: email.from,
      Destination: { ToAddresses: [email.to] },
      ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
      ConfigurationSetName: env()[ENV.sesConfigurationSet],
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          Attachments: email.attachments?.map((attachment) => ({
            FileName: attachment.fileName,
            ContentType: attachment.contentType,
            RawContent: new TextEncoder().encode(attachment.content),
          })),
        },
      },
    }),
  );
  return MessageId;
}
