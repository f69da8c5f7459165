import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export interface InfoCardProps {
  title: string;
  /** Decorative icon shown in a round tile above the title. */
  icon?: ReactNode;
  /** Heading level of the title. @default 'h3' */
  headingLevel?: 'h3' | 'h4';
  /** Render the card as a list item. @default false */
  listItem?: boolean;
  children?: ReactNode;
}

export const cardSx = {
  position: 'relative',
  height: '100%',
  p: { xs: 2.5, md: 3 },
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2.5,
  boxShadow: (theme: Theme) => theme.customShadows.card,
} as const;

/** A bordered card with an optional icon, a title and its text. */
export function InfoCard({ title, icon, headingLevel = 'h3', listItem = false, children }: InfoCardProps) {
  return (
    <Box component={listItem ? 'li' : 'div'} sx={cardSx}>
      {icon && (
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            mb: 2,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'common.white',
            '& svg': { fontSize: 26 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h5" component={headingLevel} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {typeof children === 'string' ? (
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.65 }}>{children}</Typography>
      ) : (
        children
      )}
    </Box>
  );
}
