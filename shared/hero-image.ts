import type { ImageRecord } from './images';

/** Served with the site build; used whenever no featured hero image can be shown. */
export const DEFAULT_HERO_IMAGE = {
  src: '/images/default-hero.jpg',
  alt: '2009 53-foot mobile medical trailer, unit 3057, exterior',
  width: 1200,
  height: 900,
} as const;

/** The keywords that mark the hero image (docs/product.md#hero-image); the first alone makes an image a hero. */
export const HERO_KEYWORDS = ['hero', 'main', 'primary'] as const;
const [HERO] = HERO_KEYWORDS;

/** Whether an image carries the keyword, in any case. */
const hasKeyword = (image: ImageRecord, keyword: string) =>
  image.keywords.some((k) => k.toLowerCase() === keyword);

/** Whether an image is tagged as a hero. */
export const isTaggedHero = (image: ImageRecord) => hasKeyword(image, HERO);

/**
 * Picks the hero among featured images by docs/product.md#hero-image's preference:
 * every hero keyword; else any tagged hero; else the first featured.
 */
export function chooseHeroImage(featured: readonly ImageRecord[]): ImageRecord | undefined {
  return (
    featured.find((image) => HERO_KEYWORDS.every((keyword) => hasKeyword(image, keyword))) ??
    featured.find(isTaggedHero) ??
    featured[0]
  );
}
