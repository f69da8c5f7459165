import Container from '@mui/material/Container';
import { HeroActions } from '../../../components/ui/hero-actions';
import { HeroFacts } from '../../../components/ui/hero-facts';
import { PageHero } from '../../../components/ui/page-hero';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OverviewCopy } from '../../../content/overview';
import { partWithWords } from '../../../lib/defer-until-visible';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { FeaturedPhotoGrid } from '../../featured-photos/components/featured-photo-grid';
import { PriceTag } from '../../pricing/components/price-tag';

/**
 * The sections below the first screen, a part of their own (lib/defer-until-visible) with their
 * words: most of the page's text. The same component for a language on every render.
 */
const deferredSections = partWithWords('overview-sections', async () => (await import('./overview-sections')).sectionsPart);

/** /overview's content (docs/product.md#overview) in the language of `copy`; the facts from the page's snapshot. */
export function OverviewPage({ copy }: { copy: OverviewCopy }) {
  const { unit } = useListingSnapshot().facts;
  const { hero } = copy;
  const Sections = deferredSections(copy.loadSections);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{hero.badge}</StatusBadge>}
        title={hero.title}
        lead={hero.lead}
        aside={<HeroFacts label={hero.factsLabel} facts={hero.facts(unit)} />}
      >
        <PriceTag onDark />
        <HeroActions primary={hero.primary} secondary={hero.secondary} />
      </PageHero>
      <Container maxWidth="xl" sx={{ pt: { xs: 5, md: 7 } }}>
        <FeaturedPhotoGrid limit={2} columns={2} label={copy.photosLabel} />
      </Container>
      <Sections />
    </>
  );
}
