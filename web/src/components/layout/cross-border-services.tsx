import type { ComponentType, ReactElement } from 'react';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import type { CrossBorderServiceIcon, CrossBorderServicesCopy } from '../../content/canada-usa';
import { useListingFigures } from '../../lib/listing-state';
import { InfoCardList } from '../ui/info-card-list';
import { Section } from '../ui/section';

const SERVICE_ICONS: Record<CrossBorderServiceIcon, ReactElement> = {
  transport: <LocalShippingIcon />,
  compliance: <GavelIcon />,
  coordination: <EventAvailableIcon />,
  currency: <CurrencyExchangeIcon />,
};

/** The cross-border page's services in the language of `copy`: the part the page loads as the visitor nears it. */
export function servicesPart(copy: CrossBorderServicesCopy): ComponentType {
  return function CrossBorderServices() {
    const services = copy(useListingFigures());
    return (
      <Section id="services" title={services.title} intro={services.intro}>
        <InfoCardList items={services.items} icons={SERVICE_ICONS} columns={4} />
      </Section>
    );
  };
}
