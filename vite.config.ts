import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { readSiteSettings } from './infra/settings.ts';
import { toPublicSettings } from './shared/settings.ts';
import { PRIVATE_PAGE_PATHS } from './shared/site-routes.ts';
import { compileHints } from './web/build/compile-hints.ts';
import type { FirstLoadChunk } from './web/build/first-load-chunks.ts';
import { sellerCodePreloads } from './web/build/seller-code-preloads.ts';

/** Only the public subset of the operator's settings ever reaches the browser bundle. */
const publicSettings = toPublicSettings(readSiteSettings());

/*
 * Every page's first load is a few long-cached chunks instead of two dozen small ones:
 * `framework` (React, React Router), `ui` (MUI, emotion, SWR), `forms` (MUI's form controls, on
 * pages with a form), `app` (our code most pages share), the root route (the shell) and the page's
 * route chunk. Code only a few routes use stays with them, and lazily loaded parts (menu, viewers,
 * below-the-fold sections) stay out of the first load.
 */
const FRAMEWORK_MODULE = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const NPM_MODULE = /[\\/]node_modules[\\/]/;
/**
 * MUI's form controls (the components and their class-name modules) get a first-load chunk of their
 * own, which only pages that show a form load. The shell reaches them in the import graph only
 * through MUI's `styles` barrel (its high-contrast helper imports the controls' class names from
 * their folders' index files), so in `ui` every page would load about 6 KB gzip of components and
 * 0.8 KB of class names it never runs.
 */
const FORM_CONTROL =
  /[\\/]@mui[\\/]material[\\/](InputBase|Input|OutlinedInput|FilledInput|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText|FormControlLabel|TextareaAutosize|NativeSelect|Select|TextField|Checkbox|Radio|RadioGroup|Switch|internal[\\/]SwitchBase)[\\/][^\\/]*$/;
/**
 * SWR's fetching hook (useSWR, which its mutation and infinite hooks build on): a first-load chunk of
 * its own for the pages that fetch at first (the admin's sign-in and inquiries pages; the public
 * pages fetch only lazily). Public parts only read the cache, without SWR (web/src/lib/cached-data.ts);
 * the group keeps the hook out of `ui` should SWR's core ever be shared widely enough to join it.
 */
const SWR_HOOK = /[\\/]node_modules[\\/]swr[\\/]dist[\\/]use-swr-[^\\/]*$/;
/** Route modules are build entries; so are the root route and the client entry, which every page loads. */
const ROUTE_ENTRY = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]/;
/**
 * The admin's routes (web/src/app/routes.ts names each route file after its path; the build adds a
 * query to the module id). For our own code (`app`) they do not count, so code the admin's pages
 * share with one or two public pages (the contact form's rules, say) stays out of every visitor's
 * first load. The npm groups count them: MUI's form controls are shared with the sign-in page.
 */
const PRIVATE_ROUTE = new RegExp(`[\\\\/]routes[\\\\/](${PRIVATE_PAGE_PATHS.map((path) => path.slice(1)).join('|')})\\.tsx(\\?|$)`);
/**
 * The French pages' route modules (docs/product.md#languages). A French page is a second version of
 * an English one: its route counts only for code no English page imports, and all of them as one
 * route, so neither the French chrome and catalogues nor the code both versions of two pages share
 * join every English page's first load.
 */
const FRENCH_ROUTE = /[\\/]routes[\\/]fr-[^\\/]+\.tsx(\?|$)/;
/**
 * The contact form's rules, words and values, which /contact shares with the admin's pages and the
 * lazily loaded quotation form: one chunk, where rolldown's default made five small ones (one file
 * and its gzip overhead each) once `app` stopped counting the admin's routes. Not the English page's
 * words (web/src/content/contact.ts), which /fr/contact, loading this chunk too, must not load, nor
 * the published questions (shared/questions.ts), which /questions shows without the form.
 */
const CONTACT_FORM_MODULE = /[\\/](shared[\\/](contact|contact-form|text)|web[\\/]src[\\/]features[\\/]contact[\\/]utils[\\/]form-values)\.ts$/;
/**
 * The French pages' words and formats (docs/decisions/french-regional-pages.md#chunks): every French
 * route imports the French chrome, so in `app` every English page would load the French catalogues.
 * They get a first-load chunk of their own, which only French pages load.
 */
const FRENCH_MODULE = /[\\/](web[\\/]src[\\/]content[\\/]fr[\\/][^\\/]*|shared[\\/](french-format|contact-fr))\.ts$/;
/** npm code statically imported by this many public routes goes into the shared chunks. */
const SHARED_BY_ROUTES = 3;
/**
 * Our own code joins `app` only when this many public routes import it: code four pages share is
 * cheaper in a chunk of its own for those four than in every page's `app` (measured per page in
 * docs/decisions/first-load-chunks.md).
 */
const APP_SHARED_BY_ROUTES = 5;
/**
 * A French module joins `fr` when this many French routes import it: the calls to action the two
 * provincial pages and the cross-border page share (three) stay off every other French page
 * (docs/decisions/french-regional-pages.md#chunks).
 */
const FR_SHARED_BY_ROUTES = 4;

/**
 * @emotion/react imports hoist-non-react-statics for its side effects only, and that package does not
 * declare itself free of them, so every page would load it and its own copy of react-is (about 1 KB
 * gzip) though only emotion's unused `withTheme` calls it. Marked side-effect free, it stays out
 * unless something uses it.
 */
const SIDE_EFFECT_FREE = /^hoist-non-react-statics$/;

function markSideEffectFree(pattern: RegExp): Plugin {
  return {
    name: 'mark-side-effect-free',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!pattern.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** The build entries whose static imports reach a module (none for code only ever loaded lazily). */
function entriesImporting(id: string, graph: ModuleGraph): string[] {
  const entries: string[] = [];
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.push(current);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return entries;
}

/**
 * Whether a module belongs in the shared first-load chunks: the shell imports it, or most routes do.
 * The import graph also counts re-exports a page never uses (the `@mui/material/styles` barrel
 * reaches every input component), so the groups below add rolldown's own usage-aware share count.
 */
/** How a group counts the routes that import a module. */
interface RouteCount {
  /** Count each admin route; otherwise they count as one between them. */
  countPrivateRoutes: boolean;
  /** Count each French route; otherwise they count as one, and only for code no English route imports. */
  countFrenchRoutes: boolean;
  /** The count from which a module joins the group. */
  sharedBy: number;
}

function isFirstLoadShared(id: string, graph: ModuleGraph, { countPrivateRoutes, countFrenchRoutes, sharedBy }: RouteCount): boolean {
  // Entries keep their own chunks (the client entry itself lives in node_modules).
  if (graph.getModuleInfo(id)?.isEntry) return false;
  const entries = entriesImporting(id, graph);
  const routes = entries.filter((entry) => ROUTE_ENTRY.test(entry));
  const frenchRoutes = routes.filter((entry) => FRENCH_ROUTE.test(entry)).length;
  const publicRoutes = routes.filter((entry) => !PRIVATE_ROUTE.test(entry) && !FRENCH_ROUTE.test(entry)).length;
  const privateRoutes = routes.length - publicRoutes - frenchRoutes;
  const frenchAsOne = publicRoutes === 0 ? Math.min(frenchRoutes, 1) : 0;
  const counted = publicRoutes + (countFrenchRoutes ? frenchRoutes : frenchAsOne) + (countPrivateRoutes ? privateRoutes : Math.min(privateRoutes, 1));
  return entries.length > routes.length || counted >= sharedBy;
}

const firstLoadGroup = (name: FirstLoadChunk, { countPrivateRoutes = true, countFrenchRoutes = false, sharedBy = SHARED_BY_ROUTES }: Partial<RouteCount> = {}) => ({
  name: (id: string, graph: ModuleGraph) => (isFirstLoadShared(id, graph, { countPrivateRoutes, countFrenchRoutes, sharedBy }) ? name : null),
  // A group named by a function needs a label of its own in rolldown's timing report (it warns otherwise).
  debugName: name,
  // Statically imported and used by at least two entries (the root route counts as one).
  tags: ['$initial' as const],
  minShareCount: 2,
});

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: 'web/public',
  // The React Router plugin does not run under Vitest; unit tests render components directly.
  plugins: process.env.VITEST ? [] : [markSideEffectFree(SIDE_EFFECT_FREE), sellerCodePreloads(), compileHints(), reactRouter()],
  resolve: {
    alias: [
      // React Router's package points every bundler at its development build; the production build
      // differs only in leaving out the development warnings.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./web/src/lib/use-sync-external-store.ts', import.meta.url)),
      },
      {
        // ButtonBase's ripple loads on a button's first press instead of with every page (~2 KB gzip):
        // web/src/theme/lazy-touch-ripple.tsx loads the real one, imported by its package path.
        find: /^\.\/TouchRipple\.mjs$/,
        replacement: fileURLToPath(new URL('./web/src/theme/lazy-touch-ripple.tsx', import.meta.url)),
      },
      {
        // Our theme uses neither CSS variables nor colour schemes, for which createTheme only calls
        // createThemeNoVars; pointing its CSS-variables branch at a stub keeps ~5 KB gzip of unused
        // theme code out of every page. The stub throws if that branch is ever reached.
        find: /^\.\/createThemeWithVars\.mjs$/,
        replacement: fileURLToPath(new URL('./web/src/theme/no-css-vars-theme.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __SITE_SETTINGS__: JSON.stringify(publicSettings),
    // The server build runs in the page publisher (a Lambda and the local runtime), where nothing sets
    // NODE_ENV: bundled with its dependencies and this, it renders in production mode whatever its host,
    // with the class names the browser computes, never React's or emotion's development builds.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {
          // The server build's time is the prerender in React Router's writeBundle, which rolldown's
          // timing report would announce on every build as a slow plugin.
          checks: { bundlerTimings: false },
        }
      : {
          output: {
            // Higher priority first: a group also takes the dependencies of what it captures. The pages'
            // loader evaluates them in web/build/first-load-chunks.ts's order, which must follow this one.
            codeSplitting: {
              groups: [
                { name: 'framework' satisfies FirstLoadChunk, test: FRAMEWORK_MODULE, priority: 3 },
                { ...firstLoadGroup('ui'), test: (id: string) => NPM_MODULE.test(id) && !FORM_CONTROL.test(id) && !SWR_HOOK.test(id), priority: 2 },
                // Below `ui`, which takes the helpers the controls share with every other component.
                { ...firstLoadGroup('forms'), test: FORM_CONTROL, priority: 1.5 },
                { ...firstLoadGroup('swr'), test: SWR_HOOK, priority: 1.5 },
                { ...firstLoadGroup('app', { countPrivateRoutes: false, sharedBy: APP_SHARED_BY_ROUTES }), test: (id: string) => !FRENCH_MODULE.test(id), priority: 1 },
                { ...firstLoadGroup('fr', { countPrivateRoutes: false, countFrenchRoutes: true, sharedBy: FR_SHARED_BY_ROUTES }), test: FRENCH_MODULE, priority: 0.9 },
                // Below `app`: what it does not take of the contact form's modules.
                { name: 'contact-form' satisfies FirstLoadChunk, test: CONTACT_FORM_MODULE, priority: 0.5 },
              ],
            },
          },
        },
  },
}));
