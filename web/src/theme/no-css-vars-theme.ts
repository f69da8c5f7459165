/**
 * Stands in for MUI's createThemeWithVars in the browser bundle (see vite.config.ts `resolve.alias`).
 * The site's theme uses neither `cssVariables` nor `colorSchemes`, so createTheme never reaches it.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'This build leaves out MUI CSS-variables themes. Remove the createThemeWithVars alias in vite.config.ts before using cssVariables or colorSchemes.',
  );
}
