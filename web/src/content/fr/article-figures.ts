import { formatFrenchAmount, formatFrenchDay, formatFrenchDecimal } from '../../../../shared/french-format';
import { cadEquivalent, inspectionYear } from '../../../../shared/listing-figures';
import type { ArticleFigureFormats } from '../article-figures';

/** The listing's figures in a French guide: '129 000 $ US', '1,372', '25 novembre 2026'. */
export const FRENCH_ARTICLE_FIGURES: ArticleFigureFormats = {
  '{price}': ({ priceUsd }) => formatFrenchAmount(priceUsd, 'USD'),
  '{priceCad}': ({ priceUsd, facts }) => formatFrenchAmount(cadEquivalent(priceUsd, facts.cadRate), 'CAD'),
  '{cadRate}': ({ facts }) => formatFrenchDecimal(facts.cadRate.usdToCad),
  '{cadRateDay}': ({ facts }) => formatFrenchDay(facts.cadRate.setOn),
  '{inspectionYear}': ({ facts }) => inspectionYear(facts.unit),
};
