import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HOME_STATS } from '../../../content/home-sections';

/** The marketing claims as a band of five figures. */
export function HomeStats() {
  return (
    <Box component="section" aria-label={HOME_STATS.label} sx={{ bgcolor: 'primary.dark', color: 'common.white' }}>
      <Container
        maxWidth="xl"
        component="dl"
        sx={{
          m: '0 auto',
          py: { xs: 4, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          // Five figures in two columns: the last one centred on its own row.
          '& > :last-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {HOME_STATS.items.map((stat) => (
          <Box key={stat.label} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" sx={{ fontSize: '0.9rem', opacity: 0.85, mt: 0.5 }}>
              {stat.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2rem', md: '2.4rem' }, fontWeight: 800, lineHeight: 1.1 }}>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
