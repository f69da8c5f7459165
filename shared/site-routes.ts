/**
 * The site's pages and URL rules (SPEC.md section 2): one list for the router's
 * prerender, the edge function, the sitemap, the navigation and the breadcrumbs.
 */

/** The resource guides, each an article page at /resources/<slug>. */
export const RESOURCE_GUIDE_SLUGS = ['buying-guide', 'compliance-guide', 'maintenance-guide', 'roi-guide'] as const;
export type ResourceGuideSlug = (typeof RESOURCE_GUIDE_SLUGS)[number];

/** Pages that exist and are prerendered. A path not listed here is answered with the 404 page. */
export const PAGE_PATHS = [
  '/', '/contact', '/walkthrough', '/gallery',
  '/overview',
  '/specifications',
  '/resources',
  ...RESOURCE_GUIDE_SLUGS.map((slug) => `/resources/${slug}` as const),
  '/alberta',
  '/saskatchewan',
  '/canada-usa',
] as const;

export const NOT_FOUND_PAGE = '/404.html';

export interface NavLink {
  label: string;
  to: string;
}

/** Top navigation, in order. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Overview', to: '/overview' },
  { label: 'Interior Tour', to: '/walkthrough' },
  { label: 'Exterior Tour', to: '/gallery' },
  { label: 'Specifications', to: '/specifications' },
  { label: 'Resources', to: '/resources' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Overview', to: '/overview' },
  { label: 'Interior Tour', to: '/walkthrough' },
  { label: 'Specifications', to: '/specifications' },
  { label: 'Exterior Tour', to: '/gallery' },
];

export const CONTACT_PATH = '/contact';
export const AUTH_PATH = '/auth';

/** Breadcrumb labels by path segment; other segments are shown raw. */
export const BREADCRUMB_LABELS: Readonly<Record<string, string>> = {
  overview: 'Overview',
  walkthrough: 'Digital Tour',
  specifications: 'Specifications',
  gallery: 'Exterior Tour',
  contact: 'Contact',
};

/** Old and alternative URLs, answered with a permanent redirect. */
export const REDIRECTS = {
  exact: {
    '/index.html': '/',
    '/home': '/',
    '/mobile': '/',
    '/m': '/',
    '/medical-trailer-for-sale': '/',
    '/mobile-medical-unit': '/',
    '/healthcare-trailer': '/',
    '/about': '/overview',
    '/specs': '/specifications',
    '/photos': '/gallery',
    '/tour': '/walkthrough',
  },
  /** Every path under these prefixes goes to the target. */
  prefixes: {
    '/mobile/': '/',
    '/m/': '/',
  },
} as const satisfies { exact: Record<string, string>; prefixes: Record<string, string> };
