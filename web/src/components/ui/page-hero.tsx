import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeroProps {
  /** Badges shown above the title (StatusBadge elements). */
  badges?: ReactNode;
  title: string;
  lead: ReactNode;
  /** Price, actions and other content under the lead. */
  children?: ReactNode;
  /** Content of a second column on desktops (a fact panel or a photo). */
  aside?: ReactNode;
  /** Width of the content column; 'md' lines the hero up with an article's text. @default 'xl' */
  maxWidth?: 'md' | 'xl';
}

/** The navy band that opens every inner page: badges, the page's H1, a lead and its actions. */
export function PageHero({ badges, title, lead, children, aside, maxWidth = 'xl' }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={(theme) => ({
        color: 'common.white',
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      })}
    >
      <Container
        maxWidth={maxWidth}
        sx={{
          py: { xs: 5, md: 8 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: aside ? 'minmax(0, 1.35fr) minmax(0, 1fr)' : '1fr' },
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
          <Typography component="div" sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.7, opacity: 0.92 }}>
            {lead}
          </Typography>
          {children}
        </Box>
        {aside}
      </Container>
    </Box>
  );
}
