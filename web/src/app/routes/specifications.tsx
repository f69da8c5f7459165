import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccessibleIcon from '@mui/icons-material/AccessibleForwardOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import BlockIcon from '@mui/icons-material/Block';
import StraightenIcon from '@mui/icons-material/Straighten';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { PATHS } from '../../../../shared/site-routes';
import { CardGrid } from '../../components/ui/card-grid';
import { HeroActions } from '../../components/ui/hero-actions';
import { InfoCard, cardSx } from '../../components/ui/info-card';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { StatusBadge } from '../../components/ui/status-badge';
import { visuallyHiddenSx } from '../../components/ui/visually-hidden';
import {
  PREMIUM_FEATURE_LABEL,
  SPECIFICATIONS_HEADER,
  specificationsHighlights,
  SPECIFICATIONS_PHOTOS_LABEL,
  SPEC_CATEGORIES,
  specCategories,
  specificationsMeta,
  SPEC_CATEGORIES_SECTION,
  SPEC_TABLE_HEADINGS,
  type SpecCategory,
  type SpecHighlightIcon,
} from '../../content/specifications';
import { FeaturedPhotoGrid } from '../../features/featured-photos/components/featured-photo-grid';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageFigures } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { pageMeta } from '../seo';
import type { Route } from './+types/specifications';

export const meta: Route.MetaFunction = () => pageMeta({ ...specificationsMeta(pageFigures()), path: PATHS.specifications, type: 'product' });

// The download cards and their toasts load as the visitor scrolls near them; the generators only on a click.
const DocumentationSection = deferUntilVisible('documentation-downloads', () => import('../../features/documents/components/documentation-section'));

const HIGHLIGHT_ICONS: Record<SpecHighlightIcon, ReactElement> = {
  size: <StraightenIcon />,
  power: <BoltIcon />,
  access: <AccessibleIcon />,
  inspection: <VerifiedUserIcon />,
};

function NotIncluded() {
  return (
    <Box
      component="aside"
      aria-labelledby="not-included-title"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2.5, borderLeft: 6, borderColor: 'secondary.main', p: { xs: 2.5, md: 3 }, boxShadow: (theme) => theme.customShadows.floating }}
    >
      <Typography id="not-included-title" variant="h4" component="h2" sx={{ color: 'secondary.dark', mb: 1.5 }}>
        {SPECIFICATIONS_HEADER.notIncludedTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {SPECIFICATIONS_HEADER.notIncluded.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.55 }}>
            <BlockIcon aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 20, mt: '2px' }} />
            <span>{item}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function CategoryNav() {
  return (
    <Box component="nav" aria-label={SPEC_CATEGORIES_SECTION.navLabel} sx={{ mb: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {SPEC_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Box
              component="a"
              href={`#${category.id}`}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                borderRadius: 5,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'primary.main',
                fontSize: '0.875rem',
                fontWeight: 600,
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'grey.100' },
              }}
            >
              {category.title}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function CategoryCard({ category }: { category: SpecCategory }) {
  const headingId = `${category.id}-title`;
  return (
    <Box component="section" id={category.id} aria-labelledby={headingId} sx={{ ...cardSx, p: 0, overflow: 'hidden', scrollMarginTop: 96 }}>
      <Typography id={headingId} variant="h5" component="h3" sx={{ px: { xs: 2, md: 2.5 }, py: 1.75, bgcolor: 'primary.main', color: 'common.white' }}>
        {category.title}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead" sx={visuallyHiddenSx}>
          <tr>
            <th scope="col">{SPEC_TABLE_HEADINGS.label}</th>
            <th scope="col">{SPEC_TABLE_HEADINGS.value}</th>
          </tr>
        </Box>
        <tbody>
          {category.items.map((item) => (
            <Box
              component="tr"
              key={item.label}
              sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 }, bgcolor: item.highlight ? 'grey.50' : 'transparent' }}
            >
              <Box
                component="th"
                scope="row"
                sx={{ textAlign: 'left', verticalAlign: 'top', fontWeight: 600, color: 'text.secondary', px: { xs: 2, md: 2.5 }, py: 1.5, width: '40%', fontSize: '0.95rem' }}
              >
                {item.label}
              </Box>
              <Box component="td" sx={{ verticalAlign: 'top', fontWeight: 700, px: { xs: 2, md: 2.5 }, py: 1.5, fontSize: '0.95rem' }}>
                <Box component="span" sx={{ display: 'block' }}>
                  {item.value}
                </Box>
                {item.highlight && (
                  <Box component="span" sx={{ display: 'inline-block', mt: 0.75 }}>
                    <StatusBadge tone="premium">{PREMIUM_FEATURE_LABEL}</StatusBadge>
                  </Box>
                )}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export default function Specifications() {
  const figures = useListingFigures();
  const highlights = specificationsHighlights(figures.facts.unit);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{SPECIFICATIONS_HEADER.badge}</StatusBadge>}
        title={SPECIFICATIONS_HEADER.title}
        lead={SPECIFICATIONS_HEADER.lead}
        aside={<NotIncluded />}
      >
        <PriceTag onDark />
        <HeroActions primary={SPECIFICATIONS_HEADER.primary} secondary={SPECIFICATIONS_HEADER.secondary} />
      </PageHero>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography component="h2" sx={visuallyHiddenSx}>
          {highlights.title}
        </Typography>
        <CardGrid columns={4} list>
          {highlights.items.map((highlight) => (
            <InfoCard key={highlight.title} title={highlight.title} icon={HIGHLIGHT_ICONS[highlight.icon]} listItem>
              {highlight.text}
            </InfoCard>
          ))}
        </CardGrid>
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          <FeaturedPhotoGrid limit={4} columns={4} label={SPECIFICATIONS_PHOTOS_LABEL} />
        </Box>
      </Container>
      <Section id="categories" title={SPEC_CATEGORIES_SECTION.title} intro={SPEC_CATEGORIES_SECTION.intro} tone="muted">
        <CategoryNav />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {specCategories(figures).map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </Box>
      </Section>
      <DocumentationSection />
    </>
  );
}
