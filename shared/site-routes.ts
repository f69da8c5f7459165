/**
 * The site's pages and URL rules (docs/product.md#routes): one list for the router's route table and
 * prerender, the edge function, the sitemap, the navigation and the breadcrumbs.
 */

/** The resource guides, each an article page at /resources/<slug>. */
export const RESOURCE_GUIDE_SLUGS = ['buying-guide', 'compliance-guide', 'maintenance-guide', 'roi-guide'] as const;
export type ResourceGuideSlug = (typeof RESOURCE_GUIDE_SLUGS)[number];

/**
 * Every page of the site by id: the one place a page's path is written. Content, navigation,
 * breadcrumbs, links, the sitemap and the edge function read it. Pages are named by id so that
 * copy can be keyed by page (a second locale maps the same ids to its own text and paths).
 */
export const PATHS = {
  home: '/',
  overview: '/overview',
  walkthrough: '/walkthrough',
  gallery: '/gallery',
  specifications: '/specifications',
  resources: '/resources',
  alberta: '/alberta',
  saskatchewan: '/saskatchewan',
  canadaUsa: '/canada-usa',
  deliveredCost: '/delivered-cost',
  contact: '/contact',
  auth: '/auth',
  inquiries: '/inquiries',
  questions: '/questions',
  condition: '/condition',
} as const;
export type PageId = keyof typeof PATHS;

/** A resource guide's article page. */
export const resourceGuidePath = (slug: ResourceGuideSlug) => `${PATHS.resources}/${slug}` as const;

/** The router's path pattern for a page: its path without the leading slash ('' for home). */
export const routePattern = (path: string) => path.slice(1);

/**
 * The site's languages (docs/product.md#languages): English at the root, Canadian French under /fr;
 * each one's tag is its pages' `lang` and `hreflang`.
 */
export const LOCALE_TAGS = { en: 'en', fr: 'fr-CA' } as const;
export type Locale = keyof typeof LOCALE_TAGS;

/**
 * The French pages routed so far, by page id: only pages written whole in French are here (a page
 * is never half English); the others keep their English page until they are translated.
 * French home is '/fr', with no trailing slash like every other page (the edge function redirects '/fr/').
 */
export const FRENCH_PATHS = {
  home: '/fr',
  deliveredCost: '/fr/cout-livre',
} as const satisfies Partial<Record<PageId, string>>;
export type FrenchPageId = keyof typeof FRENCH_PATHS;

const FRENCH_PAGE_IDS = Object.keys(FRENCH_PATHS) as FrenchPageId[];

/** The language of the page at `path`. */
export function localeOfPath(path: string): Locale {
  return path === FRENCH_PATHS.home || path.startsWith(`${FRENCH_PATHS.home}/`) ? 'fr' : 'en';
}

/** A page's path in `locale`: its English path while the page has no French version yet. */
export function localizedPath(page: PageId, locale: Locale): string {
  return locale === 'fr' && page in FRENCH_PATHS ? FRENCH_PATHS[page as FrenchPageId] : PATHS[page];
}

/** The same page in each language, for a page that has both (hreflang, the language switch, the sitemap). */
export function languageVersions(path: string): Record<Locale, string> | undefined {
  const page = FRENCH_PAGE_IDS.find((id) => PATHS[id] === path || FRENCH_PATHS[id] === path);
  return page && { en: PATHS[page], fr: FRENCH_PATHS[page] };
}

/** The public pages: prerendered, in the sitemap, measured by the bench. */
export const PAGE_PATHS = [
  PATHS.home, PATHS.contact, PATHS.walkthrough, PATHS.gallery,
  PATHS.overview,
  PATHS.specifications,
  PATHS.condition,
  PATHS.resources,
  ...RESOURCE_GUIDE_SLUGS.map(resourceGuidePath),
  PATHS.alberta,
  PATHS.saskatchewan,
  PATHS.canadaUsa,
  PATHS.deliveredCost,
  PATHS.questions,
  ...FRENCH_PAGE_IDS.map((page) => FRENCH_PATHS[page]),
] as const;

/** Pages for the seller, not for buyers or crawlers: prerendered as shells, never in the sitemap. */
export const PRIVATE_PAGE_PATHS = [PATHS.auth, PATHS.inquiries] as const;

/** Every page the build prerenders and the edge function serves. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...PRIVATE_PAGE_PATHS] as const;

/** The sign-in page, which goes on to `path` after sign-in, or at once for someone signed in already. */
export const signInThenGoTo = (path: string) => `${PATHS.auth}?next=${path}`;
/** The header's Admin button: the admin's tools live on the gallery (Admin Mode). */
export const ADMIN_ENTRY_PATH = signInThenGoTo(PATHS.gallery);

export const NOT_FOUND_PAGE = '/404.html';

/** The path the 404 page is rendered at (through the catch-all route); its file is NOT_FOUND_PAGE. */
export const NOT_FOUND_RENDER_PATH = '/404';

/** Every path rendered into a page file: the pages, and the 404 page. */
export const RENDERED_PATHS = [...PRERENDERED_PATHS, NOT_FOUND_RENDER_PATH] as const;

/** The site file (site-relative, no leading slash) a rendered path is written to: `contact/index.html`, `index.html`, `404.html`. */
export function pageFileKey(path: string): string {
  if (path === NOT_FOUND_RENDER_PATH) return NOT_FOUND_PAGE.slice(1);
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Top navigation, in order (labels are content: web/src/content/navigation.ts). */
export const NAV_PAGES = ['home', 'overview', 'walkthrough', 'gallery', 'specifications', 'resources', 'deliveredCost', 'questions', 'contact'] as const satisfies readonly PageId[];

/**
 * The menu below `lg` (a list with room to spare): the top navigation and the condition report, which
 * the header's one row has no room for at 1200 px (it is linked from /specifications and the footer).
 */
export const MENU_PAGES = ['home', 'overview', 'walkthrough', 'gallery', 'specifications', 'condition', 'resources', 'deliveredCost', 'questions', 'contact'] as const satisfies readonly PageId[];

/** The footer's page links, in order. */
export const FOOTER_PAGES = ['overview', 'walkthrough', 'specifications', 'condition', 'gallery', 'questions'] as const satisfies readonly PageId[];

/** The page whose path, in either language, is exactly `path`, if any. */
export function pageIdOfPath(path: string): PageId | undefined {
  return (Object.keys(PATHS) as PageId[]).find((page) => PATHS[page] === path) ?? FRENCH_PAGE_IDS.find((page) => FRENCH_PATHS[page] === path);
}

/** Old and alternative URLs, answered with a permanent redirect. */
export const REDIRECTS = {
  exact: {
    '/index.html': PATHS.home,
    '/home': PATHS.home,
    '/mobile': PATHS.home,
    '/m': PATHS.home,
    '/medical-trailer-for-sale': PATHS.home,
    '/mobile-medical-unit': PATHS.home,
    '/healthcare-trailer': PATHS.home,
    '/about': PATHS.overview,
    '/specs': PATHS.specifications,
    '/photos': PATHS.gallery,
    '/tour': PATHS.walkthrough,
  },
  /** Every path under these prefixes goes to the target. */
  prefixes: {
    '/mobile/': PATHS.home,
    '/m/': PATHS.home,
  },
} as const satisfies { exact: Record<string, string>; prefixes: Record<string, string> };
