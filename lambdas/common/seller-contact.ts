import * as z from 'zod/mini';
import '../../shared/zod-config';
import { ENV } from '../../shared/backend/environment';
import { environment } from './env';
import { html, type Markup } from './html-page';

/** The seller's phone and e-mail, from the operator's settings (the stack sets both). */
export const sellerContact = environment({ [ENV.sellerPhone]: z.string().check(z.minLength(1)), [ENV.sellerEmail]: z.email() });

const SELLER_CONTACT_COPY = {
  callSeller: 'Questions? Call the seller at',
  orEmail: 'or e-mail',
} as const;

/** The seller's phone and e-mail under a page's card: the inquiry receipt's, the refusals' and the estimator's answer. */
export function contactLine(copy: { callSeller: string; orEmail: string } = SELLER_CONTACT_COPY): Markup {
  const { SELLER_PHONE, SELLER_EMAIL } = sellerContact();
  return html`<p class="contact">${copy.callSeller} <a href="tel:${SELLER_PHONE.replace(/[^0-9+]/g, '')}">${SELLER_PHONE}</a> ${copy.orEmail} <a href="mailto:${SELLER_EMAIL}">${SELLER_EMAIL}</a>.</p>`;
}
