import type { InquiryListItem } from '../../../../shared/inquiries';
import { INQUIRIES_COPY } from '../../content/inquiries';

/** RFC 6068: a mailto body's line breaks are CRLF, and every header value is percent-encoded. */
const encodeMailtoText = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/**
 * The seller's reply as a mailto: link: to the buyer, the inquiry's reference in the subject, and
 * the buyer's question quoted in the body, so the seller's own mail program opens with both.
 */
export function replyLink(inquiry: Pick<InquiryListItem, 'email' | 'reference' | 'name' | 'message' | 'createdAt'>): string {
  const [local = '', domain = ''] = [inquiry.email.slice(0, inquiry.email.lastIndexOf('@')), inquiry.email.slice(inquiry.email.lastIndexOf('@') + 1)];
  const quoted = inquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `${INQUIRIES_COPY.replyGreeting(inquiry.name)}\n\n\n\n${INQUIRIES_COPY.replyQuoteIntro(inquiry.createdAt, inquiry.name)}\n${quoted}\n`;
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}?subject=${encodeMailtoText(INQUIRIES_COPY.replySubject(inquiry.reference))}&body=${encodeMailtoText(body)}`;
}
