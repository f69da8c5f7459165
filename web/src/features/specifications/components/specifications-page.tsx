import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccessibleIcon from '@mui/icons-material/AccessibleForwardOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import BlockIcon from '@mui/icons-material/Block';
import StraightenIcon from '@mui/icons-material/Straighten';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { CardGrid } from '../../../components/ui/card-grid';
import { HeroActions } from '../../../components/ui/hero-actions';
import { InfoCard, cardSx } from '../../../components/ui/info-card';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import type { SpecCategory, SpecHighlightIcon, SpecificationsCopy } from '../../../content/specifications';
import { useListingFigures } from '../../../lib/listing-state';
import { FeaturedPhotoGrid } from '../../featured-photos/components/featured-photo-grid';
import { PriceTag } from '../../pricing/components/price-tag';

const HIGHLIGHT_ICONS: Record<SpecHighlightIcon, ReactElement> = {
  size: <StraightenIcon />,
  power: <BoltIcon />,
  access: <AccessibleIcon />,
  inspection: <VerifiedUserIcon />,
};

function NotIncluded({ header }: { header: SpecificationsCopy['header'] }) {
  return (
    <Box
      component="aside"
      aria-labelledby="not-included-title"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2.5, borderLeft: 6, borderColor: 'secondary.main', p: { xs: 2.5, md: 3 }, boxShadow: (theme) => theme.customShadows.floating }}
    >
      <Typography id="not-included-title" variant="h4" component="h2" sx={{ color: 'secondary.dark', mb: 1.5 }}>
        {header.notIncludedTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {header.notIncluded.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.55 }}>
            <BlockIcon aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 20, mt: '2px' }} />
            <span>{item}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function CategoryNav({ label, categories }: { label: string; categories: readonly SpecCategory[] }) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {categories.map((category) => (
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

function CategoryCard({ category, copy }: { category: SpecCategory; copy: SpecificationsCopy }) {
  const headingId = `${category.id}-title`;
  return (
    <Box component="section" id={category.id} aria-labelledby={headingId} sx={{ ...cardSx, p: 0, overflow: 'hidden', scrollMarginTop: 96 }}>
      <Typography id={headingId} variant="h5" component="h3" sx={{ px: { xs: 2, md: 2.5 }, py: 1.75, bgcolor: 'primary.main', color: 'common.white' }}>
        {category.title}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead" sx={visuallyHiddenSx}>
          <tr>
            <th scope="col">{copy.tableHeadings.label}</th>
            <th scope="col">{copy.tableHeadings.value}</th>
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
                    <StatusBadge tone="premium">{copy.premiumLabel}</StatusBadge>
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

/**
 * /specifications' content (docs/product.md#specifications) in the language of `copy`, the figures
 * from the page's snapshot; `children` follow the categories (the English page's downloads).
 */
export function SpecificationsPage({ copy, children }: { copy: SpecificationsCopy; children?: ReactNode }) {
  const figures = useListingFigures();
  const { header } = copy;
  const highlights = copy.highlights(figures.facts.unit);
  const categories = copy.categories(figures);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{header.badge}</StatusBadge>}
        title={header.title}
        lead={header.lead}
        aside={<NotIncluded header={header} />}
      >
        <PriceTag onDark />
        <HeroActions primary={header.primary} secondary={header.secondary} />
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
          <FeaturedPhotoGrid limit={4} columns={4} label={copy.photosLabel} />
        </Box>
      </Container>
      <Section id="categories" title={copy.categoriesSection.title} intro={copy.categoriesSection.intro} tone="muted">
        <CategoryNav label={copy.categoriesSection.navLabel} categories={categories} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {categories.map((category) => (
            <CategoryCard key={category.id} category={category} copy={copy} />
          ))}
        </Box>
      </Section>
      {children}
    </>
  );
}
