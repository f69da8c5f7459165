import {
  LISTING_COPY,
  LISTING_STATUS_LABELS,
  changeSummary,
  formatListingDay,
  formatUsd,
  siteTagline,
} from '../../../shared/listing-state';
import { cadRateNote } from '../../../shared/listing-figures';
import { formatAmount } from '../../../shared/trailer';
import { LOCALE_TAGS } from '../../../shared/site-routes';
import type { ChromeCopy } from '../components/layout/chrome-copy';
import { primaryCallToAction } from './calls-to-action';
import { BREADCRUMB_LABELS, FOOTER_LINKS, GUIDE_BREADCRUMB_LABELS, MENU_LINKS, NAV_LINKS } from './navigation';
import { SITE_COPY } from './site';

/** The chrome in English: the words the English pages always had, gathered for the chrome's components. */
// Spread from the English modules rather than listed key by key: this object is in every English page's first load.
export const ENGLISH_CHROME: ChromeCopy = {
  ...SITE_COPY,
  locale: 'en',
  tagline: siteTagline,
  crumbLabels: BREADCRUMB_LABELS,
  guideCrumbLabels: GUIDE_BREADCRUMB_LABELS,
  navLinks: NAV_LINKS,
  menuLinks: MENU_LINKS,
  footerLinks: FOOTER_LINKS,
  callToAction: primaryCallToAction,
  copyright: `${SITE_COPY.copyrightHolder}. All rights reserved.`,
  formatPrice: formatUsd,
  formatCad: (cad) => `${formatAmount(cad)} CAD`,
  cadRateNote,
  banner: {
    ...LISTING_COPY,
    statusLabels: LISTING_STATUS_LABELS,
    changeSummary,
    formatDay: formatListingDay,
  },
  languageSwitch: { label: 'Français', lang: LOCALE_TAGS.fr },
};
