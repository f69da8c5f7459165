import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import type { CanadaUsaCopy, CrossBorderServiceIcon } from '../../content/canada-usa';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { useListingFigures } from '../../lib/listing-state';
import { CardGrid } from '../ui/card-grid';
import { CheckList } from '../ui/check-list';
import { CtaBand } from '../ui/cta-band';
import { HeroActions } from '../ui/hero-actions';
import { HeroFacts } from '../ui/hero-facts';
import { InfoCard } from '../ui/info-card';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { StatusBadge } from '../ui/status-badge';

const SERVICE_ICONS: Record<CrossBorderServiceIcon, ReactElement> = {
  transport: <LocalShippingIcon />,
  compliance: <GavelIcon />,
  coordination: <EventAvailableIcon />,
  currency: <CurrencyExchangeIcon />,
};

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

/** The cross-border page (docs/product.md#regional-pages) in the language of its copy. */
export function CanadaUsaPage({ copy, deliveredCost }: CanadaUsaPageProps) {
  const figures = useListingFigures();
  const { hero, regions, quote } = copy;
  const services = copy.services(figures);
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
      <Section id="services" title={services.title} intro={services.intro}>
        <CardGrid columns={4} list>
          {services.items.map((item) => (
            <InfoCard key={item.title} title={item.title} icon={SERVICE_ICONS[item.icon]} listItem>
              {item.text}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
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
