import { formatListingDay, formatUsd } from '../../../shared/listing-state';
import type { CrossBorderServicesCopy } from './canada-usa';

/** /canada-usa's services section. */
export const canadaUsaServices: CrossBorderServicesCopy = ({ priceUsd, facts }) => ({
  title: 'Cross-border services',
  intro: 'What the seller arranges so a buyer in either country can plan with confidence.',
  items: [
    {
      icon: 'transport',
      title: 'Cross-border transport',
      text: 'Door-to-door delivery from Edmonton to your site in Canada or the United States in 7-21 days, quoted on request.',
    },
    {
      icon: 'compliance',
      title: 'Regulatory compliance',
      text: 'A current Alberta commercial vehicle inspection, ADA compliance and full technical documentation to support your own import and registration checks.',
    },
    {
      icon: 'coordination',
      title: 'Delivery coordination',
      text: 'Timing, route and hand-over arranged with you, whether the trailer goes to Vancouver, Toronto, Seattle, Denver or Chicago.',
    },
    {
      icon: 'currency',
      title: 'Multi-currency USD/CAD',
      text: `Priced at ${formatUsd(priceUsd)}, with the CAD equivalent at ${facts.cadRate.usdToCad} CAD per USD, the seller's rate of ${formatListingDay(facts.cadRate.setOn)}, shown beside it.`,
    },
  ],
});
