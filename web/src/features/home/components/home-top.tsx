import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlaceIcon from '@mui/icons-material/Place';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { HeroActions } from '../../../components/ui/hero-actions';
import { PageHero } from '../../../components/ui/page-hero';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { HomeHeroCopy } from '../../../content/home';
import { useListingFigures } from '../../../lib/listing-state';
import { HeroImage } from '../../hero-image/components/hero-image';
import { HomePrice } from '../../pricing/components/home-price';

/** Home's hero in one language: the copy comes from the route module, so a page loads one language's words. */
export function HomeHero({ copy }: { copy: HomeHeroCopy }) {
  const { status, facts } = useListingFigures();
  const { callToAction } = useChromeCopy();
  return (
    <PageHero
      badges={
        <>
          <StatusBadge tone="cta">{copy.statusBadges[status]}</StatusBadge>
          <StatusBadge tone="on-dark" icon={<PlaceIcon />}>
            {copy.locationBadge}
          </StatusBadge>
        </>
      }
      title={copy.title}
      lead={copy.subtitle(facts.unit.examRooms)}
      aside={<HeroImage />}
      asideWidth="half"
    >
      <HomePrice note={copy.priceNote} />
      <HeroActions primary={callToAction(status)} secondary={copy.secondaryCta} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {copy.highlights(facts.unit.examRooms).map((highlight) => (
          <Stack component="li" key={highlight} direction="row" spacing={1} sx={{ alignItems: 'center', fontSize: '0.95rem' }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.light' }} />
            <span>{highlight}</span>
          </Stack>
        ))}
      </Box>
    </PageHero>
  );
}

/** The strip of key facts under Home's hero. */
export function HomeKeyFacts({ copy }: { copy: HomeHeroCopy }) {
  return (
    <Box component="section" aria-label={copy.keyFactsLabel} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
      <Container
        maxWidth="xl"
        component="dl"
        sx={{ m: '0 auto', py: 3, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
      >
        {copy.keyFacts.map((fact) => (
          <Box key={fact.label} sx={{ textAlign: 'center' }}>
            <Typography component="dt" sx={{ fontSize: '0.8rem', textTransform: 'uppercase', letterSpacing: '0.1em', color: 'text.secondary' }}>
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
