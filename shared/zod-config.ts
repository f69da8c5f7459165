import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod's settings for every schema we build, set once by the first module that builds one (each
 * imports this right after zod/mini; lambdas/bundle-imports.test.ts holds that):
 * - English: zod/mini registers no locale, so every issue without a message of ours (a wrong type, an
 *   unknown key, a limit left unworded) would read 'Invalid input'; `en` is imported by name, since
 *   `z.locales.en` would keep every one of zod's locales in a bundle.
 * - jitless: zod otherwise tries to compile fast paths with new Function(), which the site's CSP
 *   forbids (the attempt alone is reported as a violation); a function's first parse skips the
 *   compile too.
 */
z.config({ ...en(), jitless: true });
