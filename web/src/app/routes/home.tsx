import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlaceIcon from '@mui/icons-material/Place';
import { TRAILER, formatWholeNumber } from '../../../../shared/trailer';
import { PATHS } from '../../../../shared/site-routes';
import { primaryCallToAction } from '../../content/calls-to-action';
import { HOME_HERO, homeMeta } from '../../content/home';
import { HeroActions } from '../../components/ui/hero-actions';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { HeroImage } from '../../features/hero-image/components/hero-image';
import { HomePrice } from '../../features/pricing/components/home-price';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

/** Features, testimonials, compliance, regions and the closing call to action: hydrated on scroll. */
const HomeBelowFold = deferUntilVisible('home-more', () => import('../../features/home/components/home-below-fold'));

export const meta: Route.MetaFunction = () => pageMeta({ ...homeMeta(pageFigures()), path: PATHS.home, type: 'product' });

const KEY_FACTS = [
  { label: 'Year', value: String(TRAILER.year) },
  { label: 'Length', value: `${TRAILER.lengthFeet} ft` },
  { label: 'GVWR', value: `${formatWholeNumber(TRAILER.gvwrLbs)} lbs` },
  { label: 'Unit', value: `#${TRAILER.unitNumber}` },
] as const;

function Hero() {
  const { status, facts } = useListingFigures();
  return (
    <PageHero
      badges={
        <>
          <StatusBadge tone="cta">{HOME_HERO.statusBadges[status]}</StatusBadge>
          <StatusBadge tone="on-dark" icon={<PlaceIcon />}>
            {HOME_HERO.locationBadge}
          </StatusBadge>
        </>
      }
      title={HOME_HERO.title}
      lead={HOME_HERO.subtitle(facts.unit.examRooms)}
      aside={<HeroImage />}
      asideWidth="half"
    >
      <HomePrice note={HOME_HERO.priceNote} />
      <HeroActions primary={primaryCallToAction(status)} secondary={HOME_HERO.secondaryCta} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {HOME_HERO.highlights(facts.unit.examRooms).map((highlight) => (
          <Stack component="li" key={highlight} direction="row" spacing={1} sx={{ alignItems: 'center', fontSize: '0.95rem' }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.light' }} />
            <span>{highlight}</span>
          </Stack>
        ))}
      </Box>
    </PageHero>
  );
}

function KeyFacts() {
  return (
    <Box component="section" aria-label="Key facts" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
      <Container
        maxWidth="xl"
        component="dl"
        sx={{ m: '0 auto', py: 3, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
      >
        {KEY_FACTS.map((fact) => (
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

export default function Home() {
  return (
    <>
      <Hero />
      <KeyFacts />
      <HomeBelowFold />
    </>
  );
}
