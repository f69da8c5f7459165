import { FOOTER_PAGES, NAV_PAGES, PATHS, type PageId } from '../../../shared/site-routes';
import type { LinkCopy } from './types';

/** Each page's name in the top navigation and the footer. */
const PAGE_LINK_LABELS = {
  home: 'Home',
  overview: 'Overview',
  walkthrough: 'Interior Tour',
  gallery: 'Exterior Tour',
  specifications: 'Specifications',
  resources: 'Resources',
  contact: 'Contact',
  questions: 'Buyer Questions',
} as const satisfies Partial<Record<PageId, string>>;

/** Breadcrumb labels by page (docs/product.md#shared-chrome); a page without one shows its path segment raw. */
export const BREADCRUMB_LABELS: Readonly<Partial<Record<PageId, string>>> = {
  overview: 'Overview',
  walkthrough: 'Digital Tour',
  specifications: 'Specifications',
  gallery: 'Exterior Tour',
  contact: 'Contact',
  deliveredCost: 'Delivered Cost',
  questions: 'Buyer Questions',
};

const pageLink = (page: keyof typeof PAGE_LINK_LABELS): LinkCopy => ({ label: PAGE_LINK_LABELS[page], to: PATHS[page] });

/** Top navigation, in order. */
export const NAV_LINKS: readonly LinkCopy[] = NAV_PAGES.map(pageLink);

export const FOOTER_LINKS: readonly LinkCopy[] = FOOTER_PAGES.map(pageLink);
