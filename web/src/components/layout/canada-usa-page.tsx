import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { CanadaUsaCopy } from '../../content/canada-usa';
import { partWithWords } from '../../lib/defer-until-visible';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { useListingFigures } from '../../lib/listing-state';
import { CheckList } from '../ui/check-list';
import { CtaBand } from '../ui/cta-band';
import { HeroActions } from '../ui/hero-actions';
import { HeroFacts } from '../ui/hero-facts';
import { InfoCard } from '../ui/info-card';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { StatusBadge } from '../ui/status-badge';

function RegionList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <InfoCard title={title}>
      <CheckList items={items} />
    </InfoCard>
  );
}

export interface CanadaUsaPageProps {
  copy: CanadaUsaCopy;
  /** The delivered-cost estimator, or in a language it does not speak yet, a link to it. */
  deliveredCost: ReactNode;
}

/**
 * The services, a part of their own (lib/defer-until-visible) with their words and icons. On a wide
 * screen their heading is in the first screen, so the part's styles stay in the page's head.
 */
const deferredServices = partWithWords('cross-border-services', async () => (await import('./cross-border-services')).servicesPart, { inFirstScreen: true });

/** The cross-border page (docs/product.md#regional-pages) in the language of its copy. */
export function CanadaUsaPage({ copy, deliveredCost }: CanadaUsaPageProps) {
  const figures = useListingFigures();
  const { hero, regions, quote } = copy;
  const Services = deferredServices(copy.loadServices);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{hero.badge}</StatusBadge>}
        title={hero.title}
        lead={hero.lead}
        aside={<HeroFacts label={hero.factsLabel} facts={hero.facts(figures)} />}
      >
        <PriceTag onDark />
        <HeroActions primary={hero.primary} secondary={hero.secondary} />
      </PageHero>
      <Services />
      <Section id="regions" title={regions.title} intro={regions.intro} tone="muted">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <RegionList title={regions.provincesTitle} items={regions.provinces} />
          <RegionList title={regions.statesTitle} items={regions.states} />
          <RegionList title={regions.deliveryTitle} items={regions.delivery} />
        </Box>
      </Section>
      {deliveredCost}
      <CtaBand id="quote" title={quote.title} text={quote.intro} primary={quote.cta} />
    </>
  );
}
