import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NavyBand, bandLeadSx } from './navy-band';

export interface PageHeroProps {
  /** Badges shown above the title (StatusBadge elements). */
  badges?: ReactNode;
  title: string;
  lead: ReactNode;
  /** Price, actions and other content under the lead. */
  children?: ReactNode;
  /** Content of a second column on desktops (a fact panel or a photo). */
  aside?: ReactNode;
  /** 'half' gives the aside as much room as the text (Home's photo). @default 'narrow' */
  asideWidth?: 'narrow' | 'half';
  /** Width of the content column; 'md' lines the hero up with an article's text. @default 'xl' */
  maxWidth?: 'md' | 'xl';
}

const ASIDE_COLUMNS = { narrow: 'minmax(0, 1.35fr) minmax(0, 1fr)', half: '1fr 1fr' } as const;

/** The navy band that opens every page: badges, the page's H1, a lead and its actions. */
export function PageHero({ badges, title, lead, children, aside, asideWidth = 'narrow', maxWidth = 'xl' }: PageHeroProps) {
  return (
    <NavyBand
      labelledBy="page-title"
      placement="top"
      maxWidth={maxWidth}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: aside ? ASIDE_COLUMNS[asideWidth] : '1fr' },
        gap: { xs: 4, md: 6 },
        alignItems: 'center',
      }}
    >
      <Box sx={{ maxWidth: 820 }}>
        {badges && (
          <Stack direction="row" spacing={1} sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1 }}>
            {badges}
          </Stack>
        )}
        <Typography id="page-title" variant="h1" component="h1">
          {title}
        </Typography>
        <Typography component="div" sx={{ mt: 2, ...bandLeadSx }}>
          {lead}
        </Typography>
        {children}
      </Box>
      {aside}
    </NavyBand>
  );
}
