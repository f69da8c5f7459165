/**
 * Design tokens: the only place colours, type and shape are written down. The web theme reads them,
 * and so do the few pages the API renders itself (the inquiry receipt), so both look the same.
 * Components read them through the theme, never as hex values.
 */
export const colors = {
  navy: {
    950: '#06152b',
    900: '#0a1f3d',
    800: '#10305c',
    700: '#1a4275',
    100: '#e3eaf4',
    50: '#f3f6fa',
  },
  red: {
    700: '#b3141b',
    600: '#c8161e',
    500: '#d9252c',
    50: '#fdecec',
  },
  white: '#ffffff',
  /** Only ever translucent: scrims over photos and shadows. */
  black: '#000000',
  ink: '#14213a',
  inkMuted: '#4a5872',
  border: '#d6deea',
  success: '#1e7b4f',
  /** A dark amber for 'fair' (the condition report): 5.9:1 on white, so it carries text. */
  caution: '#8a5300',
} as const;

/** System fonts only: no web font download. */
export const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

export const radius = {
  small: 6,
  medium: 10,
  large: 16,
} as const;

/** Browser chrome colour on mobile (meta theme-color). */
export const themeColor = colors.navy[900];
