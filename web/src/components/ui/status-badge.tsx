import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

export type StatusBadgeTone = 'cta' | 'on-dark' | 'neutral' | 'premium';

const BadgeRoot = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'wrap' })<{ tone: StatusBadgeTone; wrap: boolean }>(
  ({ theme, tone, wrap }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.625, 1.5),
    borderRadius: theme.shape.borderRadius,
    fontSize: '0.8125rem',
    fontWeight: 700,
    lineHeight: 1.4,
    letterSpacing: '0.06em',
    whiteSpace: wrap ? 'normal' : 'nowrap',
    border: '1px solid transparent',
    '& svg': { fontSize: '1.1em' },
    ...(tone === 'cta' && {
      backgroundColor: theme.palette.secondary.main,
      color: theme.palette.secondary.contrastText,
    }),
    ...(tone === 'on-dark' && {
      color: theme.palette.common.white,
      borderColor: theme.palette.onDark.badgeBorder,
      backgroundColor: theme.palette.onDark.surface,
    }),
    ...(tone === 'neutral' && {
      color: theme.palette.primary.main,
      backgroundColor: theme.palette.grey[100],
      borderColor: theme.palette.divider,
    }),
    ...(tone === 'premium' && {
      color: theme.palette.secondary.dark,
      backgroundColor: theme.palette.common.white,
      borderColor: theme.palette.secondary.main,
      fontSize: '0.75rem',
      padding: theme.spacing(0.25, 1),
    }),
  }),
);

/**
 * A small static label such as 'FOR SALE', a location or 'Premium Feature'. Lighter than Chip, which
 * brings interaction code a label does not need into the first load.
 */
export function StatusBadge({
  tone = 'neutral',
  icon,
  wrap = false,
  children,
}: {
  tone?: StatusBadgeTone;
  icon?: ReactNode;
  /** Let a long label wrap onto several lines on narrow screens. @default false */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <BadgeRoot tone={tone} wrap={wrap}>
      {icon}
      {children}
    </BadgeRoot>
  );
}
