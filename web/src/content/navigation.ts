import { FOOTER_PAGES, MENU_PAGES, NAV_PAGES, PATHS, type PageId, type ResourceGuideSlug } from '../../../shared/site-routes';
import type { LinkCopy } from './types';

/** Each page's name in the top navigation and the footer. */
const PAGE_LINK_LABELS = {
  home: 'Home',
  overview: 'Overview',
  walkthrough: 'Interior Tour',
  gallery: 'Exterior Tour',
  specifications: 'Specifications',
  condition: 'Condition',
  resources: 'Resources',
  contact: 'Contact',
  deliveredCost: 'Delivered Cost',
  questions: 'Buyer Questions',
} as const satisfies Partial<Record<PageId, string>>;

/** Every page's name in the breadcrumb bar (docs/product.md#shared-chrome names five; the rest are their pages' titles, never a path segment). */
export const BREADCRUMB_LABELS: Readonly<Record<PageId, string>> = {
  home: 'Home',
  overview: 'Overview',
  walkthrough: 'Digital Tour',
  gallery: 'Exterior Tour',
  specifications: 'Specifications',
  resources: 'Resources',
  alberta: 'Alberta',
  saskatchewan: 'Saskatchewan',
  canadaUsa: 'Canada & USA',
  deliveredCost: 'Delivered Cost',
  contact: 'Contact',
  auth: 'Admin Sign In',
  inquiries: 'Inquiries',
  questions: 'Buyer Questions',
  condition: 'Condition Report',
};

/** Each resource guide's name in the breadcrumb bar, below Resources. */
export const GUIDE_BREADCRUMB_LABELS: Readonly<Record<ResourceGuideSlug, string>> = {
  'buying-guide': 'Buying Guide',
  'compliance-guide': 'Compliance Guide',
  'maintenance-guide': 'Maintenance Guide',
  'roi-guide': 'ROI Guide',
};

const pageLink = (page: keyof typeof PAGE_LINK_LABELS): LinkCopy => ({ label: PAGE_LINK_LABELS[page], to: PATHS[page] });

/** Top navigation, in order. */
export const NAV_LINKS: readonly LinkCopy[] = NAV_PAGES.map(pageLink);

/** The menu below `lg`, in order. */
export const MENU_LINKS: readonly LinkCopy[] = MENU_PAGES.map(pageLink);

export const FOOTER_LINKS: readonly LinkCopy[] = FOOTER_PAGES.map(pageLink);
