import type { Config } from '@react-router/dev/config';

/** Prerendered like the site (docs/architecture.md#prerendered-pages: framework mode, no server rendering at request time). */
export default { ssr: false, prerender: ['/', '/with-mui'] } satisfies Config;
