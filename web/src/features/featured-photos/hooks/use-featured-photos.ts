import { isSafeImageUrl, responsivePhoto, type ResponsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { useCachedFeaturedImages } from '../../../lib/images-api';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

/** A featured image as the overview and specifications pages show it (docs/product.md#image-record: id, src, alt), responsive. */
export interface FeaturedPhoto extends ResponsivePhoto {
  id: string;
  alt: string;
}

/** The first `limit` featured images whose URL may be shown (docs/product.md#image-rules). */
export function toFeaturedPhotos(records: readonly ImageRecord[], limit: number): FeaturedPhoto[] {
  return records
    .filter((record) => isSafeImageUrl(record.publicUrl))
    .slice(0, limit)
    .map((record) => ({ id: record.id, alt: record.altText, ...responsivePhoto(record) }));
}

/** Up to `limit` featured photos: those the page was rendered with, or as the admin changed them on this page. */
export function useFeaturedPhotos(limit: number): FeaturedPhoto[] {
  const { featured } = useListingSnapshot();
  const changed = useCachedFeaturedImages();
  return toFeaturedPhotos(changed ?? featured, limit);
}
