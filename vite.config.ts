import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { readSiteSettings } from './infra/settings';
import { toPublicSettings } from './shared/settings';

/** Only the public subset of the operator's settings ever reaches the browser bundle. */
const publicSettings = toPublicSettings(readSiteSettings());

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: 'web/public',
  // The React Router plugin does not run under Vitest; unit tests render components directly.
  plugins: process.env.VITEST ? [] : [reactRouter()],
  resolve: {
    alias: [
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
  },
  build: {
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Long-cached vendor chunks for what every page loads. MUI components are left to
            // automatic splitting, so a component one page uses never lands in another page's first load.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                {
                  name: 'mui-core',
                  test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|internal(?=[\\/](?!SwitchBase|svg-icons))|colors|CssBaseline|GlobalStyles|ButtonBase|Button|Box|Typography|SvgIcon|Container|Stack|zero-styled|DefaultPropsProvider))|@emotion|@babel[\\/]runtime|stylis|clsx|react-is|hoist-non-react-statics|prop-types)[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
