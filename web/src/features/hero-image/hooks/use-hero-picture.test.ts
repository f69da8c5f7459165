import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { DEFAULT_HERO_IMAGE } from '../../../../../shared/hero-image';
import { pickHeroPicture } from './use-hero-picture';

describe('pickHeroPicture', () => {
  it('shows the default hero while loading, when no image is featured and when no main photo is chosen', () => {
    expect(pickHeroPicture(undefined)).toBe(DEFAULT_HERO_IMAGE);
    expect(pickHeroPicture([])).toBe(DEFAULT_HERO_IMAGE);
    expect(pickHeroPicture([buildImageRecord({ featured: true, keywords: ['hero', 'main', 'primary'] })])).toBe(DEFAULT_HERO_IMAGE);
  });

  it('shows the main photo the admin chose with its alt text, whatever the others are tagged', () => {
    const tagged = buildImageRecord({ featured: true, keywords: ['hero', 'main', 'primary'] });
    const hero = buildImageRecord({ featured: true, hero: true, altText: 'Unit 3057 at the yard' });

    expect(pickHeroPicture([tagged, hero])).toEqual({ src: hero.publicUrl, alt: 'Unit 3057 at the yard', width: 1200, height: 900 });
  });

  it('offers the WebP variants of a hero that has them, at its own size', () => {
    const hero = buildImageRecord({ featured: true, hero: true, width: 3000, height: 2250, variantWidths: [480, 960, 1600] });

    const picture = pickHeroPicture([hero]);

    const base = hero.publicUrl.replace(/\.jpg$/, '');
    expect(picture).toMatchObject({ src: `${base}-1600.webp`, width: 3000, height: 2250 });
    expect(picture.srcSet).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`);
  });

  it('falls back to the default once the featured image failed to load', () => {
    const hero = buildImageRecord({ featured: true, hero: true });
    const withVariants = buildImageRecord({ featured: true, hero: true, width: 1600, height: 1200, variantWidths: [480, 1600] });

    expect(pickHeroPicture([hero], hero.publicUrl)).toBe(DEFAULT_HERO_IMAGE);
    expect(pickHeroPicture([withVariants], pickHeroPicture([withVariants]).src)).toBe(DEFAULT_HERO_IMAGE);
  });

  it('never shows a URL that is not site-relative or http(s)', () => {
    const hostile = buildImageRecord({ featured: true, hero: true, publicUrl: 'javascript:alert(1)' });

    expect(pickHeroPicture([hostile])).toBe(DEFAULT_HERO_IMAGE);
  });
});
