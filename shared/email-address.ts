import { getDomain } from 'tldts-icann';

/** Domains whose mailboxes ignore dots in the local part, and the one name they share. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const GMAIL_DOMAIN = 'gmail.com';

/** Sub-address separators: `+` at most providers, `-` at Yahoo, qmail and Postfix set-ups. */
const TAG_SEPARATOR = /[+-]/;

/**
 * The domain as one name for every way of writing it: ASCII (a Unicode name becomes its punycode
 * form, as DNS sees it), lower case, no trailing dot, and cut to the registrable domain (the
 * public suffix plus one label), so mail.example.co.uk and example.co.uk count as one.
 */
function domainKey(domain: string): string {
  const trimmed = domain.trim().replace(/\.$/, '');
  let ascii: string;
  try {
    ascii = new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed.toLowerCase();
  }
  return getDomain(ascii) ?? ascii;
}

/**
 * The mailbox an address delivers to, for counting sends per recipient: lower case (Unicode
 * folded NFKC), without a sub-address tag (victim+1@, victim-1@), the domain cut to its
 * registrable name in ASCII (mail.example.com, EXAMPLE.com. and a Unicode name's punycode form
 * are one), and for Gmail without dots in the local part and with googlemail.com folded into
 * gmail.com. Used only as a rate-limit key, where two inboxes sharing a counter costs a sender
 * nothing but a wait; mail still goes to the address as typed.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().normalize('NFKC').toLowerCase();
  const domain = domainKey(address.slice(at + 1));
  let local = address.slice(0, at).trim().normalize('NFKC').toLowerCase();
  const tag = local.search(TAG_SEPARATOR);
  if (tag > 0) local = local.slice(0, tag);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  return `${local.replace(/\./g, '')}@${GMAIL_DOMAIN}`;
}
