import { cadEquivalent, inspectionYear, type ListingFigures } from '../../../shared/listing-figures';
import { formatListingDay, formatUsd } from '../../../shared/listing-state';
import { formatAmount } from '../../../shared/trailer';

/**
 * The listing's figures in an article: placeholders the page fills from its snapshot (fillArticleFigures).
 * The articles reach the page as its route's loader data, which the build also writes as the files a
 * client-side navigation reads; the publisher does not write those again, so they hold no figure.
 */
export const ARTICLE_FIGURES = {
  '{price}': ({ priceUsd }: ListingFigures) => formatUsd(priceUsd),
  '{priceCad}': ({ priceUsd, facts }: ListingFigures) => `${formatAmount(cadEquivalent(priceUsd, facts.cadRate))} CAD`,
  '{cadRate}': ({ facts }: ListingFigures) => String(facts.cadRate.usdToCad),
  '{cadRateDay}': ({ facts }: ListingFigures) => formatListingDay(facts.cadRate.setOn),
  '{inspectionYear}': ({ facts }: ListingFigures) => inspectionYear(facts.unit),
} as const;

/** How a language writes each figure of an article: ARTICLE_FIGURES in English. */
export type ArticleFigureFormats = Readonly<Record<keyof typeof ARTICLE_FIGURES, (figures: ListingFigures) => string>>;

/** An article's text with the listing's figures in place of their placeholders, written as `formats` writes them. */
export function fillArticleFigures(text: string, figures: ListingFigures, formats: ArticleFigureFormats = ARTICLE_FIGURES): string {
  return text.replace(/\{(price|priceCad|cadRate|cadRateDay|inspectionYear)\}/g, (placeholder) => formats[placeholder as keyof ArticleFigureFormats](figures));
}

/** Where an article states the price, and its CAD equivalent. */
export const ARTICLE_PRICE = '{price}';
export const ARTICLE_PRICE_CAD = '{priceCad}';
/** Where an article states the year the inspection is valid through. */
export const ARTICLE_INSPECTION_YEAR = '{inspectionYear}';
