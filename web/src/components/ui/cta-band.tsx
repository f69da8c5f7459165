import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HeroActions, type HeroActionsProps } from './hero-actions';

export interface CtaBandProps extends HeroActionsProps {
  id: string;
  title: string;
  text: ReactNode;
}

/** The closing call to action of a page: a navy band with a heading, a line of text and buttons. */
export function CtaBand({ id, title, text, primary, secondary }: CtaBandProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={(theme) => ({
        color: 'common.white',
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 }, textAlign: 'center', '& .MuiStack-root': { justifyContent: 'center' } }}>
        <Typography id={`${id}-title`} variant="h2" component="h2">
          {title}
        </Typography>
        <Typography component="div" sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.7, opacity: 0.92 }}>
          {text}
        </Typography>
        <HeroActions primary={primary} secondary={secondary} />
      </Container>
    </Box>
  );
}
