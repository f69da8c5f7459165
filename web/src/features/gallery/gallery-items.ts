import { filenameDay } from '../../../../shared/filename-date';
import { isSafeImageUrl, PLACEHOLDER_IMAGE_SRC, responsivePhoto, type ResponsivePhoto } from '../../../../shared/image-url';
import type { ImageRecord } from '../../../../shared/images';
import type { ViewerImage } from '../../components/image-viewer/types';
import type { GalleryCopy } from '../../content/gallery';

/** docs/product.md#constants: gallery cards show 2 keywords. */
export const CARD_KEYWORD_LIMIT = 2;

/** One card of the exterior gallery (docs/product.md#image-record). */
export interface GalleryItem extends ResponsivePhoto {
  id: string;
  /** 1-based, oldest first: the number badge. */
  position: number;
  /** The photo's URL, or the placeholder (and no srcSet) when its URL may not be shown. */
  src: string;
  alt: string;
  caption: string;
  /** The caption's French version, where the seller gave one. */
  captionFr?: string;
  keywords: string[];
  featured: boolean;
  dateLabel: string;
  /**
   * What a click opens: the photo as uploaded (metadata removed), which the card links to and opens
   * without scripts, and its place in the viewer, which opens with them. Null when its URL may not be
   * shown (left out of the viewer, and no link).
   */
  opens: { fullSize: string; viewerIndex: number } | null;
}

function uploadTime(record: ImageRecord): number {
  const time = Date.parse(record.uploadDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Oldest first by upload date (docs/product.md#gallery); an unreadable date sorts last, ties by file name. */
export function sortOldestFirst(records: readonly ImageRecord[]): ImageRecord[] {
  return [...records].sort((a, b) => uploadTime(a) - uploadTime(b) || a.filename.localeCompare(b.filename));
}

export interface GalleryModel {
  items: GalleryItem[];
  /** The photos the viewer steps through: only those with a URL that may be shown. */
  viewerImages: ViewerImage[];
}

/**
 * The gallery's cards and the viewer's pictures from the API's records. A URL that is not
 * site-relative or http(s) shows the placeholder and is left out of the viewer (docs/product.md#image-rules).
 */
export function toGalleryModel(records: readonly ImageRecord[], copy: GalleryCopy): GalleryModel {
  const viewerImages: ViewerImage[] = [];
  const items = sortOldestFirst(records).map((record, index): GalleryItem => {
    const position = index + 1;
    const safe = isSafeImageUrl(record.publicUrl);
    const alt = record.altText.trim() || copy.fallbackAlt(position);
    const caption = record.caption ?? '';
    const captionFr = record.captionFr ?? undefined;
    const sellerCaption = { english: caption, ...(captionFr ? { french: captionFr } : {}) };
    const photo = responsivePhoto(record);
    if (safe) {
      viewerImages.push({
        id: record.id,
        src: photo.src,
        srcSet: photo.srcSet,
        alt,
        title: caption ? sellerCaption : alt,
        category: copy.categoryLabels[record.category],
        keywords: record.keywords,
        // The variants are for looking; the download is the photo as uploaded.
        downloadSrc: record.publicUrl,
        downloadName: record.filename,
      });
    }
    return {
      id: record.id,
      position,
      ...(safe ? photo : { src: PLACEHOLDER_IMAGE_SRC, width: photo.width, height: photo.height }),
      alt,
      caption,
      ...(captionFr ? { captionFr } : {}),
      keywords: record.keywords.slice(0, CARD_KEYWORD_LIMIT),
      featured: record.featured,
      dateLabel: copy.photoDate(filenameDay(record.filename)),
      opens: safe ? { fullSize: record.publicUrl, viewerIndex: viewerImages.length - 1 } : null,
    };
  });
  return { items, viewerImages };
}
