import type { Plugin } from 'vite';
import type { FirstLoadChunk } from './first-load-chunks';

/**
 * V8's explicit compile hint (Chrome 136 and later), which must open the file: every function in it is
 * compiled while the file streams in, on a background thread, instead of on the main thread the first
 * time it is called. Other engines read a comment.
 */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks that open with COMPILE_EVERYTHING_HINT: React, React Router, MUI and our shell, most of
 * whose functions run while any page hydrates. Each function's first call compiled it inside the task
 * that called it: React's work slices, meant to last 5 ms, ran 15 to 40 ms with 5 to 16 ms of compiling
 * in traces of this machine (docs/decisions/compile-hints.md). The hint costs about 21 bytes gzip a chunk;
 * the runtime chunk is a few helpers, and a page's own chunks are small and partly lazy.
 */
export const EAGERLY_COMPILED_CHUNKS = ['framework', 'ui', 'app'] as const satisfies readonly FirstLoadChunk[];

/**
 * Opens EAGERLY_COMPILED_CHUNKS with COMPILE_EVERYTHING_HINT once the bundle is written: after the
 * minifier, which drops comments, and after Vite has put its own first lines into a chunk. The files
 * keep the names rolldown gave them, the same for the same sources, which is all a cached copy needs.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && (EAGERLY_COMPILED_CHUNKS as readonly string[]).includes(output.name)) output.code = COMPILE_EVERYTHING_HINT + output.code;
        }
      },
    },
  };
}
