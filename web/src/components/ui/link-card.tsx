import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { cardSx } from './info-card';

export interface LinkCardProps {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  /** Decorative icon beside the title. */
  icon?: ReactNode;
}

/**
 * A card that leads to another page. The whole card is clickable through the link's
 * stretched ::after area, while screen readers meet one link with a descriptive name.
 */
export function LinkCard({ title, text, to, linkLabel, icon }: LinkCardProps) {
  return (
    <Box
      component="li"
      sx={{
        ...cardSx,
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 120ms, box-shadow 120ms, transform 120ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: (theme) => theme.customShadows.lifted, transform: 'translateY(-2px)' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1 }}>
        {icon && (
          <Box aria-hidden="true" sx={{ display: 'flex', color: 'secondary.main', '& svg': { fontSize: 28 } }}>
            {icon}
          </Box>
        )}
        <Typography variant="h5" component="h3">
          {title}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, mb: 2, flexGrow: 1 }}>{text}</Typography>
      <Box
        component={Link}
        to={to}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: 700,
          color: 'primary.main',
          textDecoration: 'none',
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
          '&:hover, &:focus-visible': { textDecoration: 'underline' },
          '& svg': { fontSize: 18 },
        }}
      >
        {linkLabel}
        <ArrowForwardIcon aria-hidden="true" />
      </Box>
    </Box>
  );
}
