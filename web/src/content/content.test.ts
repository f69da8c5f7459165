import { describe, expect, it } from 'vitest';
import { PLACES } from '../../../shared/places';
import { distanceFromEdmonton } from '../../../shared/place-distance';
import { BUILT_IN_FIGURES } from '../../../shared/built-in-snapshot';
import { PAGE_PATHS, RESOURCE_GUIDE_SLUGS } from '../../../shared/site-routes';
import { homeCompliance } from './home-sections';
import { ALBERTA_SECTIONS, SASKATCHEWAN_SECTIONS } from './regional-sections';
import { ALBERTA_PAGE, SASKATCHEWAN_PAGE, formatDistance } from './regions';
import { RESOURCE_ARTICLES } from './resource-articles';
import { RESOURCE_GUIDES, readingTimeLabel } from './resources';
import { SPEC_CATEGORIES, specCategories } from './spec-categories';
import { PREMIUM_FEATURE_LABEL } from './specifications';
import { canadaUsaMeta } from './canada-usa';
import { canadaUsaServices } from './canada-usa-services';
import { contactFaqItems } from './contact';
import { homeMeta } from './home';
import { OVERVIEW_HERO } from './overview';
import { overviewKeyFeatures, overviewNarrative, overviewQuality, overviewUnitSpecs } from './overview-sections';
import { PRODUCT_COPY } from './product';
import { specificationsHighlights } from './spec-highlights';

describe('copy that states a figure', () => {
  const changed = { ...BUILT_IN_FIGURES, priceUsd: 119_000, facts: { ...BUILT_IN_FIGURES.facts, cadRate: { usdToCad: 1.4, setOn: '2026-11-24' } } };

  it('states the price and rate it is given, never the built-in ones', () => {
    const text = JSON.stringify([canadaUsaMeta(changed), canadaUsaServices(changed), contactFaqItems(changed), specCategories(changed), homeMeta(changed)]);
    expect(text).toContain('$119,000 USD');
    expect(text).toContain('1.4 CAD per USD');
    expect(text).not.toContain('129,000');
    expect(text).not.toContain('1.372');
  });

  it('states the inspection and the counts of the facts it is given, never the built-in ones', () => {
    const unit = { ...BUILT_IN_FIGURES.facts.unit, inspection: { inspectedOn: null, validThrough: '2028-06-30' }, examRooms: 3, functionalAreas: 11 };
    const copy = [
      OVERVIEW_HERO.facts(unit),
      overviewNarrative(unit),
      overviewUnitSpecs(unit),
      overviewKeyFeatures(unit),
      overviewQuality(unit),
      ...[ALBERTA_PAGE, SASKATCHEWAN_PAGE].flatMap((page) => [page.lead(unit), page.heroFacts(unit)]),
      ...[ALBERTA_SECTIONS, SASKATCHEWAN_SECTIONS].map((sections) => sections.benefits(unit)),
      specificationsHighlights(unit),
      specCategories({ ...BUILT_IN_FIGURES, facts: { ...BUILT_IN_FIGURES.facts, unit } }),
      homeCompliance(unit),
      PRODUCT_COPY.description(unit),
    ];
    const text = JSON.stringify(copy);
    expect(text).toContain('valid through 2028');
    expect(text).toContain('valid through June 30, 2028');
    expect(text).toContain('3 exam rooms');
    expect(text).toContain('11 functional areas');
    expect(text).not.toMatch(/2026|\b2 (full )?exam rooms|two (full )?exam rooms|nine functional/i);
  });
});

describe('site content', () => {
  it('has 15 specification categories with unique ids, some rows marked as premium', () => {
    expect(SPEC_CATEGORIES).toHaveLength(15);
    expect(new Set(SPEC_CATEGORIES.map((category) => category.id)).size).toBe(15);
    expect(SPEC_CATEGORIES.flatMap((category) => category.items).some((item) => item.highlight)).toBe(true);
    expect(PREMIUM_FEATURE_LABEL).toBe('Premium Feature');
  });

  it('has the four compliance categories', () => {
    expect(homeCompliance(BUILT_IN_FIGURES.facts.unit).categories).toHaveLength(4);
  });

  it('lists the regional distances from the places module: the first-given ones for Alberta (docs/product.md#regional-pages), corrected road distances for Saskatchewan', () => {
    expect(ALBERTA_SECTIONS.distances.rows.map((row) => `${row.city} ${formatDistance(row.km)}`)).toEqual([
      'Edmonton 0 km',
      'Calgary 300 km',
      'Red Deer 150 km',
      'Fort McMurray 435 km',
      'Medicine Hat 525 km',
      'Lethbridge 500 km',
    ]);
    expect(SASKATCHEWAN_SECTIONS.distances.rows.map((row) => `${row.city} ${formatDistance(row.km)}`)).toEqual([
      'Saskatoon 525 km',
      'Regina 785 km',
      'Prince Albert 595 km',
      'Moose Jaw 745 km',
      'Swift Current 650 km',
      'Yorkton 855 km',
    ]);
    for (const row of [...ALBERTA_SECTIONS.distances.rows, ...SASKATCHEWAN_SECTIONS.distances.rows]) {
      const entry = PLACES.find((candidate) => candidate.name === row.city);
      expect(entry && distanceFromEdmonton(entry).km, row.city).toBe(row.km);
    }
  });

  it('has a guide card and a full article for every prerendered guide page', () => {
    expect(RESOURCE_GUIDES.items.map((guide) => guide.slug)).toEqual([...RESOURCE_GUIDE_SLUGS]);
    expect(RESOURCE_GUIDES.items.map((guide) => readingTimeLabel(guide.readingMinutes))).toEqual(['15 min read', '12 min read', '10 min read', '8 min read']);
    for (const slug of RESOURCE_GUIDE_SLUGS) {
      expect(PAGE_PATHS).toContain(`/resources/${slug}`);
      expect(RESOURCE_ARTICLES[slug].sections.length).toBeGreaterThan(3);
    }
  });
});
