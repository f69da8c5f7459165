/**
 * The site's pages and URL rules (SPEC.md section 2): one list for the router's
 * prerender, the edge function, the sitemap, the navigation and the breadcrumbs.
 */

/** The resource guides, each an article page at /resources/<slug>. */
export const RESOURCE_GUIDE_SLUGS = ['buying-guide', 'compliance-guide', 'maintenance-guide', 'roi-guide'] as const;
export type ResourceGuideSlug = (typeof RESOURCE_GUIDE_SLUGS)[number];

export const CONTACT_PATH = '/contact';
export const GALLERY_PATH = '/gallery';

/** The public pages: prerendered, in the sitemap, measured by the bench. */
export const PAGE_PATHS = [
  '/', CONTACT_PATH, '/walkthrough', GALLERY_PATH,
  '/overview',
  '/specifications',
  '/resources',
  ...RESOURCE_GUIDE_SLUGS.map((slug) => `/resources/${slug}` as const),
  '/alberta',
  '/saskatchewan',
  '/canada-usa',
] as const;

export const AUTH_PATH = '/auth';
/** The admin's leads list (issue 8): a page for the signed-in admin only. */
export const INQUIRIES_PATH = '/inquiries';

/** Pages for the seller, not for buyers or crawlers: prerendered as shells, never in the sitemap. */
export const PRIVATE_PAGE_PATHS = [AUTH_PATH, INQUIRIES_PATH] as const;

/** Every page the build prerenders and the edge function serves. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...PRIVATE_PAGE_PATHS] as const;

/** The sign-in page, which goes on to `path` after sign-in, or at once for someone signed in already. */
export const signInThenGoTo = (path: string) => `${AUTH_PATH}?next=${path}`;
/** The header's Admin button: the admin's tools live on the gallery (Admin Mode). */
export const ADMIN_ENTRY_PATH = signInThenGoTo(GALLERY_PATH);

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
  { label: 'Exterior Tour', to: GALLERY_PATH },
  { label: 'Specifications', to: '/specifications' },
  { label: 'Resources', to: '/resources' },
  { label: 'Contact', to: CONTACT_PATH },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Overview', to: '/overview' },
  { label: 'Interior Tour', to: '/walkthrough' },
  { label: 'Specifications', to: '/specifications' },
  { label: 'Exterior Tour', to: GALLERY_PATH },
];

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
    '/photos': GALLERY_PATH,
    '/tour': '/walkthrough',
  },
  /** Every path under these prefixes goes to the target. */
  prefixes: {
    '/mobile/': '/',
    '/m/': '/',
  },
} as const satisfies { exact: Record<string, string>; prefixes: Record<string, string> };
