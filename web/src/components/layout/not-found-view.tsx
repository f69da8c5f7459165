import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface NotFoundCopy {
  title: string;
  text: string;
  homeLabel: string;
  homePath: string;
}

/** The 404 page's body in one language: prerendered once and served for every unknown path, so nothing here may depend on the URL. */
export function NotFoundView({ title, text, homeLabel, homePath }: NotFoundCopy) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.15 }}
      >
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
      <Box>
        <Button component={Link} to={homePath} variant="contained" color="primary" size="large">
          {homeLabel}
        </Button>
      </Box>
    </Container>
  );
}
