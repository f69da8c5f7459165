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
  questions: '/fr/questions',
  resources: '/fr/ressources',
  alberta: '/fr/alberta',
  saskatchewan: '/fr/saskatchewan',
  canadaUsa: '/fr/canada-etats-unis',
  walkthrough: '/fr/visite',
  gallery: '/fr/galerie',
  overview: '/fr/apercu',
  specifications: '/fr/specifications',
  condition: '/fr/condition',
  contact: '/fr/contact',
  deliveredCost: '/fr/cout-livre',
} as const satisfies Partial<Record<PageId, string>>;
export type FrenchPageId = keyof typeof FRENCH_PATHS;

const FRENCH_PAGE_IDS = Object.keys(FRENCH_PATHS) as FrenchPageId[];

/** Each resource guide's French slug: its article page in French is /fr/ressources/<slug>. */
export const FRENCH_RESOURCE_GUIDE_SLUGS = {
  'buying-guide': 'guide-d-achat',
  'compliance-guide': 'guide-de-conformite',
  'maintenance-guide': 'guide-d-entretien',
  'roi-guide': 'guide-du-rendement',
} as const satisfies Record<ResourceGuideSlug, string>;

/** A resource guide's article page in `locale`. */
export function localizedGuidePath(slug: ResourceGuideSlug, locale: Locale): string {
  return locale === 'fr' ? `${FRENCH_PATHS.resources}/${FRENCH_RESOURCE_GUIDE_SLUGS[slug]}` : resourceGuidePath(slug);
}

/** The guide whose article page, in either language, is at `path`. */
export function guideOfPath(path: string): ResourceGuideSlug | undefined {
  return RESOURCE_GUIDE_SLUGS.find((slug) => localizedGuidePath(slug, 'en') === path || localizedGuidePath(slug, 'fr') === path);
}

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
  const guide = guideOfPath(path);
  if (guide) return { en: localizedGuidePath(guide, 'en'), fr: localizedGuidePath(guide, 'fr') };
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
  ...RESOURCE_GUIDE_SLUGS.map((slug) => localizedGuidePath(slug, 'fr')),
] as const;

/** Pages for the seller, not for buyers or crawlers: prerendered as shells, never in the sitemap. */
export const PRIVATE_PAGE_PATHS = [PATHS.auth, PATHS.inquiries] as const;

/** Every page the build prerenders and the edge function serves. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...PRIVATE_PAGE_PATHS] as const;

/** The sign-in page, which goes on to `path` after sign-in, or at once for someone signed in already. */
export const signInThenGoTo = (path: string) => `${PATHS.auth}?next=${path}`;
/** The header's Admin button: the admin's tools live on the gallery (Admin Mode). */
export const ADMIN_ENTRY_PATH = signInThenGoTo(PATHS.gallery);

/**
 * The 404 page of each language, by the path it is rendered at (through its catch-all route) and its
 * file: the edge function serves the French one for an unknown path under /fr/, the English one otherwise.
 */
export const NOT_FOUND_PAGES = {
  en: { renderPath: '/404', file: '/404.html' },
  fr: { renderPath: `${FRENCH_PATHS.home}/404`, file: `${FRENCH_PATHS.home}/404.html` },
} as const satisfies Record<Locale, { renderPath: string; file: string }>;

export const NOT_FOUND_PAGE = NOT_FOUND_PAGES.en.file;

/** The path the English 404 page is rendered at; its file is NOT_FOUND_PAGE. */
export const NOT_FOUND_RENDER_PATH = NOT_FOUND_PAGES.en.renderPath;

const NOT_FOUND_LOCALES = Object.keys(NOT_FOUND_PAGES) as Locale[];

/** Every path rendered into a page file: the pages, and the 404 pages. */
export const RENDERED_PATHS = [...PRERENDERED_PATHS, ...NOT_FOUND_LOCALES.map((locale) => NOT_FOUND_PAGES[locale].renderPath)] as const;

/** The site file (site-relative, no leading slash) a rendered path is written to: `contact/index.html`, `index.html`, `404.html`, `fr/404.html`. */
export function pageFileKey(path: string): string {
  const notFound = NOT_FOUND_LOCALES.find((locale) => NOT_FOUND_PAGES[locale].renderPath === path);
  if (notFound) return NOT_FOUND_PAGES[notFound].file.slice(1);
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
