import { alpha, createTheme } from '@mui/material/styles';
import { KEPT_CLICK_ATTRIBUTE } from '../lib/early-clicks';
import type { CustomShadows, OnDarkPalette, ScrimPalette } from './augmentation';
import { colors, fontFamily, radius } from './tokens';

const onDark: OnDarkPalette = {
  surface: alpha(colors.white, 0.07),
  hover: alpha(colors.white, 0.08),
  divider: alpha(colors.white, 0.16),
  panelBorder: alpha(colors.white, 0.24),
  controlBorder: alpha(colors.white, 0.4),
  badgeBorder: alpha(colors.white, 0.5),
  buttonBorder: alpha(colors.white, 0.6),
  frame: alpha(colors.white, 0.9),
};

const scrim: ScrimPalette = {
  control: alpha(colors.black, 0.55),
  label: alpha(colors.black, 0.7),
  strong: alpha(colors.black, 0.8),
};

const customShadows: CustomShadows = {
  card: `0 1px 2px ${alpha(colors.navy[800], 0.06)}`,
  raised: `0 4px 16px ${alpha(colors.navy[800], 0.08)}`,
  lifted: `0 8px 24px ${alpha(colors.navy[800], 0.12)}`,
  floating: `0 24px 48px ${alpha(colors.black, 0.3)}`,
  control: `0 8px 24px ${alpha(colors.black, 0.4)}`,
};

/**
 * The site's one theme: deep navy and white, with red reserved for the call to action.
 * `secondary` is the red CTA colour; use `color="secondary"` for "Schedule Inspection" style buttons.
 * On the navy bands, `color="onDark"` gives the outlined second action; `onDark` and `scrim` hold the
 * translucent whites and blacks, `customShadows` the named shadows (types in augmentation.d.ts).
 */
/** Marks what a printed page leaves out: `<Box {...SCREEN_ONLY}>`. */
export const SCREEN_ONLY_ATTRIBUTE = 'data-screen-only';
export const SCREEN_ONLY = { [SCREEN_ONLY_ATTRIBUTE]: '' } as const;
/** Marks what only a printed page shows (its letterhead): `<Box {...PRINT_ONLY}>`. */
export const PRINT_ONLY_ATTRIBUTE = 'data-print-only';
export const PRINT_ONLY = { [PRINT_ONLY_ATTRIBUTE]: '' } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: colors.navy[800], dark: colors.navy[900], light: colors.navy[700], contrastText: colors.white },
    secondary: { main: colors.red[600], dark: colors.red[700], light: colors.red[500], contrastText: colors.white },
    error: { main: colors.red[700] },
    success: { main: colors.success },
    text: { primary: colors.ink, secondary: colors.inkMuted },
    background: { default: colors.white, paper: colors.white },
    divider: colors.border,
    onDark,
    scrim,
    caution: colors.caution,
  },
  customShadows,
  shape: { borderRadius: radius.small },
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(1.9rem, 1.2rem + 2.6vw, 3rem)', fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.01em' },
    h2: { fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A control clicked before its code arrived (lib/early-clicks.ts): busy until the click is carried out.
        [`[${KEPT_CLICK_ATTRIBUTE}]`]: {
          cursor: 'progress',
          animation: 'kept-click 700ms ease-in-out infinite alternate',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
        },
        '@keyframes kept-click': { from: { opacity: 1 }, to: { opacity: 0.45 } },
        [`[${PRINT_ONLY_ATTRIBUTE}]`]: { display: 'none' },
        // A printed page (an estimate for a board, say) is its content in black on white: no site
        // chrome, forms or buttons, no dark bands whose white text the printer would drop, and no
        // card, row or picture cut in two by a page break.
        '@media print': {
          [`[${SCREEN_ONLY_ATTRIBUTE}], nav, form, .MuiButton-root`]: { display: 'none !important' },
          [`[${PRINT_ONLY_ATTRIBUTE}]`]: { display: 'block' },
          '*, *::before, *::after': {
            color: `${colors.black} !important`,
            backgroundColor: 'transparent !important',
            backgroundImage: 'none !important',
            boxShadow: 'none !important',
            textShadow: 'none !important',
          },
          'tr, li, img, svg, dl > div': { breakInside: 'avoid' },
          'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid' },
          // A page's bands are padded for the screen; printed, that padding is half-empty paper.
          'main > *': { paddingTop: '12pt !important', paddingBottom: '12pt !important' },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: radius.small,
          variants: [
            {
              props: { variant: 'outlined', color: 'onDark' },
              style: {
                '--variant-outlinedColor': colors.white,
                '--variant-outlinedBorder': onDark.buttonBorder,
                '@media (hover: hover)': { '&:hover': { '--variant-outlinedBorder': colors.white, '--variant-outlinedBg': onDark.hover } },
              },
            },
          ],
        },
        sizeLarge: { padding: '12px 24px', fontSize: '1rem' },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
  },
});
