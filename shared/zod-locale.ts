import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod/mini registers no locale, so every issue without a message of ours (a wrong type, an unknown
 * key, a limit left unworded) would read 'Invalid input'. This module words them in English, as
 * classic zod does. Every module that builds schemas imports it right after zod/mini, so a schema's
 * messages read the same whoever loads it (lambdas/bundle-imports.test.ts holds that).
 * `en` is imported by name: `z.locales.en` would keep every one of zod's locales in a bundle.
 */
z.config(en());
