import type { Plugin, Rolldown } from 'vite';
import { isEveryPageChunk } from './first-load-chunks';

/**
 * The seller's code: the admin's panels and bars, which public pages load lazily and only on a browser
 * that has signed in (web/src/features/*-admin/).
 */
export const SELLER_CODE = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+-admin[\\/]/;

/**
 * Vite lists, beside each lazy import, every file the imported chunk needs, so the browser fetches them
 * in parallel (`__vite__mapDeps`). For the seller's code on a public page that list named over fifty
 * files (the admin's forms, dialogs and uploads): about 0.7 KB gzip of every visitor's /gallery and
 * /walkthrough, for a list only a signed-in seller's browser ever reads. Imports of the seller's code
 * list nothing; the seller's browser finds those files through the chunk's own imports, a few round
 * trips later (docs/decisions/seller-code-preloads.md).
 *
 * Every other list leaves out the chunks every page has loaded before any of its code runs: their
 * names were bytes of the first load of every page with a lazy part, for files already there.
 */
export function sellerCodePreloads(): Plugin {
  let bundle: Rolldown.OutputBundle | undefined;
  const isSellerChunk = (fileName: string) => {
    const output = bundle?.[fileName];
    return output?.type === 'chunk' && output.facadeModuleId !== null && SELLER_CODE.test(output.facadeModuleId);
  };
  return {
    name: 'seller-code-preloads',
    apply: 'build',
    config: () => ({
      build: { modulePreload: { resolveDependencies: (fileName, dependencies) => (isSellerChunk(fileName) ? [] : dependencies.filter((dependency) => !isEveryPageChunk(dependency))) } },
    }),
    // Vite resolves the lists while it writes the bundle, after this hook has seen it.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
