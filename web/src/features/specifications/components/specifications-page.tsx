import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { HeroActions } from '../../../components/ui/hero-actions';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SpecificationsCopy } from '../../../content/specifications';
import { deferUntilVisible, madeOnce, partWithWords } from '../../../lib/defer-until-visible';
import { FeaturedPhotoGrid } from '../../featured-photos/components/featured-photo-grid';
import { PriceTag } from '../../pricing/components/price-tag';

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

/**
 * The highlights, a part of their own with their words and icons, in the first screen under the hero:
 * their styles stay in the page's head, their code comes later.
 */
const deferredHighlights = partWithWords('spec-highlights', async () => (await import('./spec-highlights')).highlightsPart, { inFirstScreen: true });

/**
 * The categories' tables, a part of their own (lib/defer-until-visible) with their rows: most of the
 * page's words, all below the first screen. The same component for a language on every render.
 */
const deferredCategories = madeOnce((copy: SpecificationsCopy): ComponentType =>
  deferUntilVisible('specification-categories', () =>
    Promise.all([import('./specification-categories'), copy.loadCategories()]).then(([module, categories]) => ({ default: module.categoriesPart(copy, categories) })),
  ),
);

/**
 * /specifications' content (docs/product.md#specifications) in the language of `copy`, the figures
 * from the page's snapshot; `children` follow the categories (the English page's downloads).
 */
export function SpecificationsPage({ copy, children }: { copy: SpecificationsCopy; children?: ReactNode }) {
  const { header } = copy;
  const Highlights = deferredHighlights(copy.loadHighlights);
  const Categories = deferredCategories(copy);
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
        <Highlights />
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          <FeaturedPhotoGrid limit={4} columns={4} label={copy.photosLabel} />
        </Box>
      </Container>
      <Section id="categories" title={copy.categoriesSection.title} intro={copy.categoriesSection.intro} tone="muted">
        <Categories />
      </Section>
      {children}
    </>
  );
}
