import type { ImageRecord } from './images';
import { NOMINAL_PHOTO_SIZE, variantPath } from './photo-variants';

/** Shown instead of an image whose URL may not be displayed, and after an image fails to load (docs/product.md#image-rules). */
export const PLACEHOLDER_IMAGE_SRC = '/placeholder.svg';

/**
 * Only site-relative or http(s) URLs are shown (docs/product.md#image-rules). Protocol-relative
 * URLs ('//host/...') are refused: they would load from any host.
 */
export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The img attributes that show a record's photo at the size the layout needs (srcset, width and height). */
export interface ResponsivePhoto {
  src: string;
  /** Every WebP variant as `url 480w, ...`; absent for records made before variants. */
  srcSet?: string;
  /** The photo's own size, so the browser reserves its space before it loads. */
  width: number;
  height: number;
}

/**
 * How to show a record's photo: its WebP variants in srcset, the widest of them as src (never the
 * original, which may be a 20 MB camera file), the original's size for width and height. A record
 * made before variants shows its original alone, at the nominal 4:3 size. Only for records whose
 * URL may be shown (isSafeImageUrl); the variants' URLs sit beside it.
 */
export function responsivePhoto(image: Pick<ImageRecord, 'publicUrl' | 'width' | 'height' | 'variantWidths'>): ResponsivePhoto {
  const size = image.width && image.height ? { width: image.width, height: image.height } : NOMINAL_PHOTO_SIZE;
  const widths = [...(image.variantWidths ?? [])].sort((a, b) => a - b);
  const widest = widths.at(-1);
  if (widest === undefined) return { src: image.publicUrl, ...size };
  return {
    src: variantPath(image.publicUrl, widest),
    srcSet: widths.map((width) => `${variantPath(image.publicUrl, width)} ${width}w`).join(', '),
    ...size,
  };
}
