import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { shownStatements } from '../../../../../shared/listing-figures';
import { SellerText } from '../../../components/seller-text';
import type { HomeSectionsCopy } from '../../../content/home-sections';
import { tourPhotoCount } from '../../../content/room-layout';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { unconfirmedShown } from '../../../lib/site-settings';
import { useTour } from '../../walkthrough/hooks/use-tour';

/**
 * The band of figures: how many photos the tour shows, counted from it, then the seller's claims,
 * the confirmed ones only (the unconfirmed too where the operator accepts them as placeholders). A claim's
 * label is the seller's English text.
 */
export function HomeStats({ copy }: { copy: HomeSectionsCopy['stats'] }) {
  const photos = copy.photos(tourPhotoCount(useTour()));
  const claims = shownStatements(useListingSnapshot().facts.claims, unconfirmedShown('claims'));
  const stats = [
    { key: 'photos', value: photos.value, label: photos.label },
    ...claims.map((claim) => ({ key: claim.id, value: claim.value, label: <SellerText english={claim.label} /> })),
  ];
  return (
    <Box component="section" aria-label={copy.label} sx={{ bgcolor: 'primary.dark', color: 'common.white' }}>
      <Container
        maxWidth="xl"
        component="dl"
        sx={{
          m: '0 auto',
          py: { xs: 4, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: `repeat(${stats.length}, minmax(0, 1fr))` },
          // An odd count in two columns: the last figure centred on its own row.
          ...(stats.length % 2 ? { '& > :last-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } } } : {}),
        }}
      >
        {stats.map((stat) => (
          <Box key={stat.key} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
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
