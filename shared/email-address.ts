/** Domains whose mailboxes ignore dots in the local part, and the one name they share. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const GMAIL_DOMAIN = 'gmail.com';

/**
 * The mailbox an address delivers to, for counting sends per recipient: lower case, without a
 * plus-tag (victim+1@example.com and victim@example.com are one inbox at nearly every provider),
 * and for Gmail without dots in the local part and with googlemail.com folded into gmail.com.
 * Used only as a rate-limit key; mail still goes to the address as typed.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().toLowerCase();
  const domain = address.slice(at + 1).trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  return `${local.replace(/\./g, '')}@${GMAIL_DOMAIN}`;
}
