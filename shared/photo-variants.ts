import type { ImageMimeType, ImageRecord } from './images';

// Kept free of zod (unlike images.ts): the pages that show photos import it.

/**
 * The size photos without a recorded size are laid out at: 4:3, the site's photo shape and the
 * hero's 1200x900 (docs/product.md#constants).
 */
export const NOMINAL_PHOTO_SIZE = { width: 1200, height: 900 } as const;

/**
 * Widths of the WebP variants made of every upload. An original narrower than one of them gets a
 * variant at its own width instead, never an enlarged one.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_VARIANT_MIME_TYPE = 'image/webp' satisfies ImageMimeType;

/**
 * Where an upload's variant lives, beside the original: its name plus the width. The same for the
 * bucket key and the public URL, e.g. images/1700000000000-ab12cd34.jpg ->
 * images/1700000000000-ab12cd34-480.webp, /media/images/...jpg -> /media/images/...-480.webp.
 * The upload schema's key pattern never matches these, so a variant cannot be recorded as an original.
 */
export function variantPath(originalPath: string, width: number): string {
  return `${originalPath.replace(/\.[^./]+$/, '')}-${width}.webp`;
}

/** Every object an image record owns in the photo bucket: the original and its variants. */
export function storedKeysOf(image: Pick<ImageRecord, 'filePath' | 'variantWidths'>): string[] {
  return [image.filePath, ...(image.variantWidths ?? []).map((width) => variantPath(image.filePath, width))];
}
