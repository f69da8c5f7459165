import type { ImageRecord } from './images';

/** Served with the site build; used whenever no featured hero image can be shown. */
export const DEFAULT_HERO_IMAGE = {
  src: '/images/default-hero.jpg',
  alt: '2009 53-foot mobile medical trailer, unit 3057, exterior',
  width: 1200,
  height: 900,
} as const;

const has = (image: ImageRecord, keyword: string) =>
  image.keywords.some((k) => k.toLowerCase() === keyword);

/**
 * Picks the hero among featured images by SPEC.md section 4's preference:
 * keywords hero, main and primary; else any with hero; else the first featured.
 */
export function chooseHeroImage(featured: readonly ImageRecord[]): ImageRecord | undefined {
  return (
    featured.find((image) => has(image, 'hero') && has(image, 'main') && has(image, 'primary')) ??
    featured.find((image) => has(image, 'hero')) ??
    featured[0]
  );
}
