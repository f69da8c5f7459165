import { CONTACT_MESSAGES } from '../../shared/contact';
import { VIEWER_HOST_HEADER } from '../../shared/http';
import { HttpError, type HttpEvent } from './http';

/**
 * Refuses a write a browser sent from another site (a forged form post or fetch), whatever its body
 * type: 403 when Sec-Fetch-Site says cross-site, or when Origin is there and is not the site's own.
 * The site's own host is the one the viewer asked for, which the edge function passes on in
 * VIEWER_HOST_HEADER (CloudFront gives API Gateway its own Host); it is the custom domain or the
 * distribution's *.cloudfront.net name alike, and the local server's host:port. The scheme is not
 * compared: the API answers HTTPS only in AWS, so an http page on the same host cannot exist there.
 * Clients that are not browsers send neither header and are let through, as a browser cannot be made
 * to omit them.
 */
export function refuseCrossSite(event: HttpEvent, refusal: string = CONTACT_MESSAGES.crossSite): void {
  const headers = event.headers ?? {};
  if (headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, refusal);
  const origin = headers.origin;
  if (origin === undefined) return;
  const ownHost = headers[VIEWER_HOST_HEADER]?.toLowerCase();
  if (!ownHost || hostOf(origin) !== ownHost) throw new HttpError(403, refusal);
}

/** host[:port] of an origin; undefined for 'null' and anything else that is not a URL. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
