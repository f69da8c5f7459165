/** The site's design tokens, kept in shared/ so the pages the API renders use them too. */
export { colors, fontFamily, radius, themeColor } from '../../../shared/brand-tokens';
