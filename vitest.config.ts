import { defineConfig } from 'vitest/config';
import { readSiteSettings } from './infra/settings.ts';
import { toPublicSettings } from './shared/settings.ts';

/**
 * Unit tests sit beside their code; test/ holds the integration (local stack),
 * browser end-to-end and infrastructure suites. All run in `npm test`.
 */
export default defineConfig({
  define: {
    __SITE_SETTINGS__: JSON.stringify(toPublicSettings(readSiteSettings())),
  },
  test: {
    include: ['{shared,lambdas,infra,web,scripts,bench,test}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Integration and browser suites start emulators and Chromium; two cores, so keep it modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // A browser test polls what a page shows once its code has run; on a loaded CI machine that takes
    // longer than the 1 s default. A poll that passes returns as soon as it does.
    expect: { poll: { timeout: 5_000 } },
  },
});
