import { createContext, useContext } from 'react';
import type { ListingChange, ListingStatus } from '../../../../shared/listing-state';
import type { Locale, PageId, ResourceGuideSlug } from '../../../../shared/site-routes';
import type { CadRate } from '../../../../shared/listing-facts';
import { ENGLISH_CHROME } from '../../content/chrome';
import type { LinkCopy } from '../../content/types';

/**
 * Every word of the chrome around a page (header, menu, breadcrumbs, listing banner, footer, the
 * print letterhead) in one language: one catalogue per language, English in content/chrome.ts,
 * French in content/fr/chrome.ts (docs/decisions/french-messages.md).
 */
export interface ChromeCopy {
  locale: Locale;
  name: string;
  tagline: (status: ListingStatus) => string;
  navLabel: string;
  menuLabel: string;
  skipLinkLabel: string;
  adminLabel: string;
  breadcrumbLabel: string;
  /** The breadcrumb bar's name of each page this language has. */
  crumbLabels: Partial<Record<PageId, string>>;
  /** The breadcrumb bar's name of each resource guide's article page. */
  guideCrumbLabels: Readonly<Record<ResourceGuideSlug, string>>;
  navLinks: readonly LinkCopy[];
  menuLinks: readonly LinkCopy[];
  footerLinks: readonly LinkCopy[];
  callToAction: (status: ListingStatus) => LinkCopy;
  footerAbout: string;
  footerExploreHeading: string;
  footerContactHeading: string;
  locationLabel: string;
  viewingNote: string;
  copyright: string;
  printSeller: (seller: { name: string; phone: string; email: string; host: string }) => string;
  /** '$129,000 USD', '129 000 $ US'. */
  formatPrice: (usd: number) => string;
  /** '$176,988 CAD', '176 988 $ CA'. */
  formatCad: (cad: number) => string;
  /** What the CAD equivalents are worked out at. */
  cadRateNote: (rate: CadRate) => string;
  /** Named as shared/listing-state.ts's LISTING_COPY, which is the English one. */
  banner: {
    bannerLabel: string;
    historyTitle: string;
    statusLabels: Record<ListingStatus, string>;
    updatedOn: (day: string) => string;
    priceReducedOn: (day: string) => string;
    priceValidUntil: (day: string) => string;
    changeSummary: (change: ListingChange) => string[];
    formatDay: (day: string) => string;
  };
  /** The header's link to the same page in the other language: its label, in that language. */
  languageSwitch: { label: string; lang: string };
  /** Beside a seller's text shown in English on this language's page, where the seller wrote no version in it. */
  inEnglishMark?: string;
}

/** A route module of a page in a language other than English exports `handle = { chrome }`. */
export interface ChromeHandle {
  chrome: ChromeCopy;
}

export function chromeOfHandle(handle: unknown): ChromeCopy | undefined {
  return typeof handle === 'object' && handle !== null && 'chrome' in handle ? (handle as ChromeHandle).chrome : undefined;
}

/** English unless the root was handed another language's catalogue. */
export const ChromeCopyContext = createContext<ChromeCopy>(ENGLISH_CHROME);

/** The chrome's words in the page's language. */
export const useChromeCopy = (): ChromeCopy => useContext(ChromeCopyContext);
