import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlaceIcon from '@mui/icons-material/Place';
import { TRAILER, formatWholeNumber } from '../../../../shared/trailer';
import { PATHS } from '../../../../shared/site-routes';
import { HOME_HERO, HOME_META } from '../../content/home';
import { HeroActions } from '../../components/ui/hero-actions';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { HeroImage } from '../../features/hero-image/components/hero-image';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

/** Features, testimonials, compliance, regions and the closing call to action: hydrated on scroll. */
const HomeBelowFold = deferUntilVisible('home-more', () => import('../../features/home/components/home-below-fold'));

export const meta: Route.MetaFunction = () => pageMeta({ ...HOME_META, path: PATHS.home, type: 'product' });

const KEY_FACTS = [
  { label: 'Year', value: String(TRAILER.year) },
  { label: 'Length', value: `${TRAILER.lengthFeet} ft` },
  { label: 'GVWR', value: `${formatWholeNumber(TRAILER.gvwrLbs)} lbs` },
  { label: 'Unit', value: `#${TRAILER.unitNumber}` },
] as const;

function HeroPrice() {
  return (
    <Box sx={{ my: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {HOME_HERO.priceUsd}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: 0.85 }}>
          {HOME_HERO.priceCad}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '0.875rem', opacity: 0.75, mt: 0.5 }}>{HOME_HERO.priceNote}</Typography>
    </Box>
  );
}

function Hero() {
  return (
    <PageHero
      badges={
        <>
          <StatusBadge tone="cta">{HOME_HERO.forSaleBadge}</StatusBadge>
          <StatusBadge tone="on-dark" icon={<PlaceIcon />}>
            {HOME_HERO.locationBadge}
          </StatusBadge>
        </>
      }
      title={HOME_HERO.title}
      lead={HOME_HERO.subtitle}
      aside={<HeroImage />}
      asideWidth="half"
    >
      <HeroPrice />
      <HeroActions primary={HOME_HERO.primaryCta} secondary={HOME_HERO.secondaryCta} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {HOME_HERO.highlights.map((highlight) => (
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
