import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLOSING_BAND } from '../../../content/walkthrough';

/** The walkthrough's closing band: its title and the four figures (SPEC.md section 2). */
export function ClosingBand() {
  return (
    <Box
      component="section"
      aria-labelledby="walkthrough-closing-title"
      sx={(theme) => ({
        color: 'common.white',
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      })}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 9 }, textAlign: 'center' }}>
        <Typography id="walkthrough-closing-title" variant="h2" component="h2">
          {CLOSING_BAND.title}
        </Typography>
        <Typography sx={{ mt: 1.5, mx: 'auto', maxWidth: 640, opacity: 0.9, lineHeight: 1.7 }}>{CLOSING_BAND.text}</Typography>
        <Box
          component="dl"
          data-testid="closing-figures"
          sx={{ m: 0, mt: 4, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: { xs: 3, md: 4 } }}
        >
          {CLOSING_BAND.figures.map((figure) => (
            <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ fontSize: '0.9rem', opacity: 0.85, letterSpacing: '0.04em' }}>
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.1 }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 5, justifyContent: 'center' }}>
          <Button component={Link} to={CLOSING_BAND.cta.to} variant="contained" color="secondary" size="large">
            {CLOSING_BAND.cta.label}
          </Button>
          <Button
            component={Link}
            to={CLOSING_BAND.secondaryCta.to}
            variant="outlined"
            color="inherit"
            size="large"
            sx={{ borderColor: 'rgba(255, 255, 255, 0.6)' }}
          >
            {CLOSING_BAND.secondaryCta.label}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
