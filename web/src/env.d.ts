import type { PublicSiteSettings } from '../../shared/settings';

declare global {
  /** The operator's public settings, inlined at build time by vite.config.ts `define`. */
  const __SITE_SETTINGS__: PublicSiteSettings;
}
