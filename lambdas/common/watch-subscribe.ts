import * as z from 'zod/mini';
import '../../shared/zod-config';
import { ENV } from '../../shared/backend/environment';
import { VIEWER_HOST_HEADER } from '../../shared/http';
import { WATCH_POLICY, type WatchResponse } from '../../shared/watch';
import { answerFormat } from './form-posts';
import { clientAddress, httpHandler, json } from './http';
import { clientNetwork } from './client-network';
import { environment, requiredName } from './env';
import { logger } from './logger';
import { sendEmail } from './mailer';
import { withinRollingHourLimit } from './rate-limiter';
import { confirmationMail } from './watch-mail';
import { checkInboxPage, watchPageCopy, watchRefusalPage } from './watch-pages';
import { readWatchRequest, WatchRefused } from './watch-request';
import { mailboxHash } from './mailbox-hash';
import { watchersRepository } from './watchers-repository';

const env = environment({ [ENV.sesSender]: z.email(), [ENV.siteHost]: requiredName });

/**
 * POST /api/watchers: asks for alerts. Mails a confirmation link (double opt-in) at most once a day
 * per address, and answers the same whatever the address's state (new, pending, confirmed,
 * suppressed), so the answer tells nobody whether an address is subscribed. A form post gets the
 * API's page, a script JSON, in the language the request names. A client network may ask
 * WATCH_POLICY.perClientPerHour times an hour.
 */
export const subscribe = httpHandler(
  async (event) => {
    const request = readWatchRequest(event);
    const { language } = request;
    const now = new Date();
    if (!(await withinRollingHourLimit('watch-ip', clientNetwork(clientAddress(event)), WATCH_POLICY.perClientPerHour, now))) {
      throw new WatchRefused(429, watchPageCopy(language).rateLimited, language);
    }
    const token = await watchersRepository.request(request, mailboxHash(request.email), now);
    if (token) {
      // A failed send leaves the subscription pending: the visitor asks again after the day's wait, or it expires.
      // The link names the host the visitor asked on, which the edge function passes on: the site's
      // custom domain, or its CloudFront domain where the operator has none (siteHost is then served
      // nowhere). Every request through CloudFront has it; siteHost only for one that came another way.
      const host = event.headers?.[VIEWER_HOST_HEADER] || env()[ENV.siteHost];
      await sendEmail({ from: env()[ENV.sesSender], to: request.email, ...confirmationMail(token, host, language) }).catch((error: unknown) =>
        logger.error('the confirmation mail failed', error as Error),
      );
    }
    if (answerFormat(event) === 'page') return checkInboxPage(language);
    return json(202, { success: true, message: watchPageCopy(language).checkInboxText } satisfies WatchResponse);
  },
  {
    errorAnswer: (event, error) => (answerFormat(event) === 'page' ? watchRefusalPage(error, error instanceof WatchRefused ? error.language : 'en') : undefined),
  },
);
