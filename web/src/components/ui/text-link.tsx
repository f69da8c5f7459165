import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

type TextLinkProps = {
  children: ReactNode;
  /** The colour around it (breadcrumbs), or the theme's link colour. */
  color?: 'inherit' | 'primary';
  /** Underlined on hover only (the theme's default for links), or always (a link inside a sentence). */
  underline?: 'hover' | 'always';
  sx?: SxProps<Theme>;
} & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A text link drawn as the theme draws MUI's Link, as a plain `<a>` or router link. MUI's Link in the
 * shell (the breadcrumbs) and the first-load parts put that component on every page, about 0.9 KB gzip
 * of first-load JavaScript; parts loaded later (the footer, Home's lower sections) still use it.
 */
export function TextLink({ children, color = 'primary', underline = 'hover', sx, ...target }: TextLinkProps) {
  const style: SxProps<Theme> = [
    (theme) => ({
      color: color === 'inherit' ? 'inherit' : theme.palette.primary.main,
      textDecoration: underline === 'always' ? 'underline' : 'none',
      textDecorationColor: color === 'inherit' ? 'inherit' : alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
    }),
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return target.to !== undefined ? (
    <Box component={RouterLink} to={target.to} sx={style}>
      {children}
    </Box>
  ) : (
    <Box component="a" href={target.href} sx={style}>
      {children}
    </Box>
  );
}
