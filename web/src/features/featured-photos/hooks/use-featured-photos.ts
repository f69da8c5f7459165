import { isSafeImageUrl, responsivePhoto, type ResponsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { IMAGE_LISTS, useImageList } from '../../../lib/images-api';

/** A featured image as the overview and specifications pages show it (SPEC.md section 3: id, src, alt), responsive. */
export interface FeaturedPhoto extends ResponsivePhoto {
  id: string;
  alt: string;
}

/** The first `limit` featured images whose URL may be shown (SPEC.md section 5). */
export function toFeaturedPhotos(records: readonly ImageRecord[], limit: number): FeaturedPhoto[] {
  return records
    .filter((record) => isSafeImageUrl(record.publicUrl))
    .slice(0, limit)
    .map((record) => ({ id: record.id, alt: record.altText, ...responsivePhoto(record) }));
}

/**
 * Up to `limit` featured photos. While loading, `loading` is true; a failed request is
 * silently ignored and leaves no photos (SPEC.md section 4, "Overview images").
 */
export function useFeaturedPhotos(limit: number): { photos: FeaturedPhoto[]; loading: boolean } {
  const { data, error } = useImageList(IMAGE_LISTS.featured);
  if (error) return { photos: [], loading: false };
  if (!data) return { photos: [], loading: true };
  return { photos: toFeaturedPhotos(data, limit), loading: false };
}
