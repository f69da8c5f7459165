import { createTheme } from '@mui/material/styles';
import { KEPT_CLICK_ATTRIBUTE } from '../lib/early-clicks';
import { colors, fontFamily, radius } from './tokens';

/**
 * The site's one theme: deep navy and white, with red reserved for the call to action.
 * `secondary` is the red CTA colour; use `color="secondary"` for "Schedule Inspection" style buttons.
 */
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
  },
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
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: radius.small },
        sizeLarge: { padding: '12px 24px', fontSize: '1rem' },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
  },
});
