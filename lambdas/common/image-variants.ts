// The one module that uses sharp, a native addon: the functions that declare it ship it beside their
// bundle (infra/constructs/api-function.ts). Uploads, the local sample photos and the photos stored
// before originals were re-encoded get their stored original and variants here alike.
import sharp, { type Sharp } from 'sharp';
import type { ImageMimeType, ImageRecord } from '../../shared/images';
import { IMAGE_VARIANT_MIME_TYPE, IMAGE_VARIANT_WIDTHS, variantPath } from '../../shared/photo-variants';
import { IMAGE_MESSAGES, MAX_IMAGE_MEGAPIXELS } from '../../shared/image-upload';
import { photoStore } from './photo-store';

const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Photo quality; effort 4 is sharp's default balance of file size and encoding time. */
const WEBP = { quality: 78, effort: 4 } as const;

/**
 * How the served original is encoded again, in its own format so its key and type stay: close to the
 * upload's quality (PNG is lossless). sharp writes no metadata unless asked, so EXIF (GPS, camera,
 * artist), XMP, IPTC and anything after the picture's end are not carried over.
 */
const ORIGINAL_ENCODERS: Record<ImageMimeType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
};

/** The upload's pixels cannot be used; `message` says why and is safe to show the admin. */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}

export interface ImageVariant {
  width: number;
  height: number;
  body: Buffer;
}

export interface RenderedImage {
  /** The original as it is served: upright, in its own format, without metadata or trailing bytes. */
  original: Buffer;
  /** The original's size, upright. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
}

/** What an image record keeps of the stored original and its variants. */
export type StoredImageFields = Required<Pick<ImageRecord, 'fileSize' | 'width' | 'height' | 'variantWidths'>>;

/**
 * The variant widths for an original `originalWidth` pixels wide, narrowest first: each configured
 * width, or the original's own where it is narrower, so nothing is ever enlarged.
 */
export function variantWidthsFor(originalWidth: number, widths: readonly number[] = IMAGE_VARIANT_WIDTHS): number[] {
  return [...new Set(widths.map((width) => Math.min(width, originalWidth)))].sort((a, b) => a - b);
}

/** The original's upright size, read from its header; refuses what cannot be decoded or is too large. */
async function uprightSize(original: Uint8Array): Promise<{ width: number; height: number }> {
  let size;
  try {
    ({ autoOrient: size } = await sharp(original).metadata());
  } catch (error) {
    throw new UnreadableImageError(IMAGE_MESSAGES.unreadable, { cause: error });
  }
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new UnreadableImageError(IMAGE_MESSAGES.tooManyPixels);
  return size;
}

/**
 * The served original and its WebP variants at IMAGE_VARIANT_WIDTHS, all turned upright by the
 * upload's EXIF orientation (which phones set instead of rotating the pixels) and encoded again, so
 * none carries the upload's EXIF, XMP or IPTC (a phone's GPS position, its camera, an artist's name)
 * or bytes after the picture. Variants keep the aspect ratio and are never enlarged.
 * Throws UnreadableImageError when the file's pixels cannot be decoded.
 */
export async function renderImage(upload: Uint8Array, mimeType: ImageMimeType): Promise<RenderedImage> {
  const { width, height } = await uprightSize(upload);
  // failOn 'error' rather than sharp's stricter default 'warning': a truncated or damaged file is refused,
  // a camera file that only makes the decoder warn is still taken.
  const upright = sharp(upload, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const [original, variants] = await Promise.all([
      ORIGINAL_ENCODERS[mimeType](upright.clone()).toBuffer(),
      Promise.all(
        variantWidthsFor(width).map(async (variantWidth) => {
          const { data, info } = await upright
            .clone()
            .resize({ width: variantWidth, withoutEnlargement: true })
            .webp(WEBP)
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, body: data };
        }),
      ),
    ]);
    return { original, width, height, variants };
  } catch (error) {
    throw new UnreadableImageError(IMAGE_MESSAGES.unreadable, { cause: error });
  }
}

/**
 * Renders an upload (renderImage) and stores the original at `key` with its variants beside it in
 * the photo bucket. All or nothing: when any object cannot be stored, those written are removed
 * before it throws.
 */
export async function storeImage(key: string, upload: Uint8Array, mimeType: ImageMimeType): Promise<StoredImageFields> {
  const { original, width, height, variants } = await renderImage(upload, mimeType);
  type StoredObject = { key: string; body: Buffer; contentType: ImageMimeType };
  const objects: StoredObject[] = [
    { key, body: original, contentType: mimeType },
    ...variants.map((variant): StoredObject => ({ key: variantPath(key, variant.width), body: variant.body, contentType: IMAGE_VARIANT_MIME_TYPE })),
  ];
  // Settle every put before cleaning up, so no put still in flight lands after the removal.
  const stored = await Promise.allSettled(objects.map((object) => photoStore.put(object.key, object.body, object.contentType)));
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    await photoStore.removeAll(objects.map((object) => object.key));
    throw failed.reason;
  }
  return { fileSize: original.length, width, height, variantWidths: variants.map((variant) => variant.width) };
}
