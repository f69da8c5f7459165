import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface SectionProps {
  /** Used for the heading's id, so the section is labelled by its heading. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** 'muted' gives the band a light grey background to separate it from its neighbours. @default 'plain' */
  tone?: 'plain' | 'muted';
  /** Centre the heading and intro. @default false */
  centered?: boolean;
  children?: ReactNode;
}

/** A page band with an H2 heading, an optional intro and its content. */
export function Section({ id, title, intro, tone = 'plain', centered = false, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'muted' ? 'grey.50' : 'background.default', borderTop: tone === 'muted' ? 1 : 0, borderBottom: tone === 'muted' ? 1 : 0, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Box sx={{ mb: { xs: 3.5, md: 5 }, maxWidth: centered ? 760 : 820, mx: centered ? 'auto' : 0, textAlign: centered ? 'center' : 'left' }}>
          <Typography id={headingId} variant="h2" component="h2">
            {title}
          </Typography>
          {intro && (
            <Typography component="div" sx={{ mt: 1.5, color: 'text.secondary', fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.7 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
