import type { PublicSiteSettings } from '../../../shared/settings';
import type { ConfirmedContent } from '../../../shared/listing-facts';

/** The operator's public settings (seller contact, site host), fixed at build time. */
export const SITE_SETTINGS: PublicSiteSettings = __SITE_SETTINGS__;

/** Absolute canonical URL of a site path: single host, no trailing slash except the root. */
export function canonicalUrl(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `https://${SITE_SETTINGS.siteHost}${trimmed || '/'}`;
}

/** tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** Whether pages show unconfirmed claims or testimonials: only where the operator accepts them as placeholders (a staging copy). */
export function unconfirmedShown(kind: ConfirmedContent): boolean {
  return SITE_SETTINGS.acceptedPlaceholders.includes(kind);
}
