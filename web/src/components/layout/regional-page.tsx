import type { ComponentType, ReactNode } from 'react';
import { partWithWords } from '../../lib/defer-until-visible';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import type { RegionalPageCopy, ServicePackageCopy } from '../../content/regions';
import { CtaBand } from '../ui/cta-band';
import { HeroFacts } from '../ui/hero-facts';
import { HeroActions } from '../ui/hero-actions';
import { PageHero } from '../ui/page-hero';
import { StatusBadge } from '../ui/status-badge';

export interface RegionalPageProps {
  copy: RegionalPageCopy;
  /** The USD price with its CAD equivalent (the pricing feature's PriceTag). */
  price: ReactNode;
  /** The delivered-cost estimator, or in a language it does not speak yet, a link to it. */
  deliveredCost: ReactNode;
}

/**
 * The benefits and the distances, a part of their own (lib/defer-until-visible) with their words.
 * On a wide screen the benefits' heading shows in the first screen, so the part's styles stay in the
 * page's head. The same component for a page and language on every render.
 */
const deferredSections = partWithWords('regional-sections', async () => (await import('./regional-sections')).sectionsPart, { inFirstScreen: true });

/**
 * A page's own call to action after the delivered cost (Saskatchewan's service package), a part whose
 * words load with the sections'. The band itself is the pages' shared one, in the first load already.
 */
const deferredServicePackage = partWithWords('service-package', async () => servicePackageBand);

function servicePackageBand(words: ServicePackageCopy): ComponentType {
  return function ServicePackage() {
    return <CtaBand id="service-package" title={words.title} text={words.intro} primary={words.cta} />;
  };
}

/** The shared layout of the Alberta and Saskatchewan pages. */
export function RegionalPage({ copy, price, deliveredCost }: RegionalPageProps) {
  const { unit } = useListingSnapshot().facts;
  const Sections = deferredSections(copy.loadSections);
  const ServicePackage = copy.loadServicePackage && deferredServicePackage(copy.loadServicePackage);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{copy.badge}</StatusBadge>}
        title={copy.title}
        lead={copy.lead(unit)}
        aside={<HeroFacts label={copy.heroFactsLabel} facts={copy.heroFacts(unit)} />}
      >
        {price}
        <HeroActions primary={copy.primary} secondary={copy.secondary} />
      </PageHero>
      <Sections />
      {deliveredCost}
      {ServicePackage && <ServicePackage />}
    </>
  );
}

