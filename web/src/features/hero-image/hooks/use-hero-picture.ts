import { useState } from 'react';
import { DEFAULT_HERO_IMAGE, chooseHeroImage } from '../../../../../shared/hero-image';
import { isSafeImageUrl, responsivePhoto, type ResponsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { useCachedFeaturedImages } from '../../../lib/images-api';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

export interface HeroPicture extends ResponsivePhoto {
  alt: string;
}

/**
 * The hero to show (docs/product.md#hero-image): the preferred featured image, else the default
 * when none is featured or after the featured one failed to load.
 */
export function pickHeroPicture(featured: readonly ImageRecord[] | undefined, failedSrc?: string): HeroPicture {
  const chosen = featured ? chooseHeroImage(featured) : undefined;
  if (!chosen || !isSafeImageUrl(chosen.publicUrl)) return DEFAULT_HERO_IMAGE;
  const picture = { ...responsivePhoto(chosen), alt: chosen.altText || DEFAULT_HERO_IMAGE.alt };
  return picture.src === failedSrc ? DEFAULT_HERO_IMAGE : picture;
}

/** The hero the page was rendered with, or the admin's own change to it made on this page. */
export function useHeroPicture(): { picture: HeroPicture; onError: () => void } {
  const { featured } = useListingSnapshot();
  const changed = useCachedFeaturedImages();
  const [failedSrc, setFailedSrc] = useState<string>();
  const picture = pickHeroPicture(changed ?? featured, failedSrc);
  return {
    picture,
    onError: () => {
      if (picture.src !== DEFAULT_HERO_IMAGE.src) setFailedSrc(picture.src);
    },
  };
}
