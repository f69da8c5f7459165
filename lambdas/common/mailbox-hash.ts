import { createHmac } from 'node:crypto';
import { ENV } from '../../shared/backend/environment';
import { mailboxKey } from '../../shared/email-address';
import { environment, requiredName } from './env';

const env = environment({ [ENV.siteHost]: requiredName });

/**
 * A watcher's key: HMAC-SHA256 of mailboxKey (one key for victim+1@ and victim+2@), salted with the
 * site's host so the hash kept of a suppressed address matches no other site's or list's
 * (docs/decisions/watch-alerts.md).
 */
export const mailboxHash = (email: string) => createHmac('sha256', `watch:${env()[ENV.siteHost]}`).update(mailboxKey(email)).digest('hex');
