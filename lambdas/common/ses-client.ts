import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';

// The functions load this module only through sesSdk (mailer.ts), so a function evaluates the SES
// client's modules only when it first sends.
export { SendEmailCommand } from '@aws-sdk/client-sesv2';

/**
 * One client per process; the endpoint comes from AWS_ENDPOINT_URL_SESV2 only locally. A send that
 * hangs fails in time for the inquiry to be marked and retried later.
 */
export const ses = new SESv2Client(sdkTimeouts(SDK_TIME_LIMITS.ses));
