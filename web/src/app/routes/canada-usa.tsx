import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { PATHS } from '../../../../shared/site-routes';
import { CardGrid } from '../../components/ui/card-grid';
import { CheckList } from '../../components/ui/check-list';
import { CtaBand } from '../../components/ui/cta-band';
import { HeroActions } from '../../components/ui/hero-actions';
import { HeroFacts } from '../../components/ui/hero-facts';
import { InfoCard } from '../../components/ui/info-card';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { StatusBadge } from '../../components/ui/status-badge';
import {
  CANADA_USA_HERO,
  CANADA_USA_QUOTE,
  CANADA_USA_REGIONS,
  canadaUsaMeta,
  canadaUsaServices,
  type CrossBorderServiceIcon,
} from '../../content/canada-usa';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { PriceTag } from '../../features/pricing/components/price-tag';
import { pageFigures } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { pageMeta } from '../seo';
import type { Route } from './+types/canada-usa';

export const meta: Route.MetaFunction = () => pageMeta({ ...canadaUsaMeta(pageFigures()), path: PATHS.canadaUsa, type: 'product' });

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

export default function CanadaUsa() {
  const figures = useListingFigures();
  const services = canadaUsaServices(figures);
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{CANADA_USA_HERO.badge}</StatusBadge>}
        title={CANADA_USA_HERO.title}
        lead={CANADA_USA_HERO.lead}
        aside={<HeroFacts label={CANADA_USA_HERO.factsLabel} facts={CANADA_USA_HERO.facts(figures)} />}
      >
        <PriceTag onDark />
        <HeroActions primary={CANADA_USA_HERO.primary} secondary={CANADA_USA_HERO.secondary} />
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
      <Section id="regions" title={CANADA_USA_REGIONS.title} intro={CANADA_USA_REGIONS.intro} tone="muted">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <RegionList title={CANADA_USA_REGIONS.provincesTitle} items={CANADA_USA_REGIONS.provinces} />
          <RegionList title={CANADA_USA_REGIONS.statesTitle} items={CANADA_USA_REGIONS.states} />
          <RegionList title={CANADA_USA_REGIONS.deliveryTitle} items={CANADA_USA_REGIONS.delivery} />
        </Box>
      </Section>
      <DeferredDeliveredCost />
      <CtaBand id="quote" title={CANADA_USA_QUOTE.title} text={CANADA_USA_QUOTE.intro} primary={CANADA_USA_QUOTE.cta} />
    </>
  );
}
