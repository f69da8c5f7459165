import type { ImageRecord } from './images';

/** Served with the site build; shown whenever no main photo is chosen or it cannot be shown. */
export const DEFAULT_HERO_IMAGE = {
  src: '/images/default-hero.jpg',
  alt: '2009 53-foot mobile medical trailer, unit 3057, exterior',
  width: 1200,
  height: 900,
} as const;

/**
 * The hero among the featured images: the one the admin chose as the main photo, or none (the
 * pages then show DEFAULT_HERO_IMAGE). Nothing else, such as an image's keywords, makes a hero.
 */
export function chosenHeroImage(featured: readonly ImageRecord[]): ImageRecord | undefined {
  return featured.find((image) => image.hero);
}
