// The one module that uses sharp, a native addon: the create-image function ships it beside its
// bundle (infra/constructs/api-function.ts). Uploads and the local sample photos get their variants here alike.
import sharp from 'sharp';
import type { ImageRecord } from '../../shared/images';
import { IMAGE_VARIANT_MIME_TYPE, IMAGE_VARIANT_WIDTHS, variantPath } from '../../shared/photo-variants';
import { IMAGE_MESSAGES, MAX_IMAGE_MEGAPIXELS } from '../../shared/image-upload';
import { photoStore } from './photo-store';

const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Photo quality; effort 4 is sharp's default balance of file size and encoding time. */
const WEBP = { quality: 78, effort: 4 } as const;

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
  /** The original's size, upright. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
}

/** What an image record keeps of its variants. */
export type ImageVariantFields = Required<Pick<ImageRecord, 'width' | 'height' | 'variantWidths'>>;

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
 * WebP variants of an uploaded photo at IMAGE_VARIANT_WIDTHS, turned upright by its EXIF
 * orientation (which phones set instead of rotating the pixels), aspect ratio kept, never enlarged.
 * Throws UnreadableImageError when the file's pixels cannot be decoded.
 */
export async function renderImageVariants(original: Uint8Array): Promise<RenderedImage> {
  const { width, height } = await uprightSize(original);
  // failOn 'error' rather than sharp's stricter default 'warning': a truncated or damaged file is refused,
  // a camera file that only makes the decoder warn is still taken.
  const upright = sharp(original, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const variants = await Promise.all(
      variantWidthsFor(width).map(async (variantWidth) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp(WEBP)
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, body: data };
      }),
    );
    return { width, height, variants };
  } catch (error) {
    throw new UnreadableImageError(IMAGE_MESSAGES.unreadable, { cause: error });
  }
}

/**
 * Makes the variants of the upload at `key` and stores them beside it in the photo bucket.
 * All or nothing: when any variant cannot be stored, those written are removed before it throws.
 */
export async function storeImageVariants(key: string, original: Uint8Array): Promise<ImageVariantFields> {
  const { width, height, variants } = await renderImageVariants(original);
  const keys = variants.map((variant) => variantPath(key, variant.width));
  // Settle every put before cleaning up, so no put still in flight lands after the removal.
  const stored = await Promise.allSettled(
    variants.map((variant, index) => photoStore.put(keys[index]!, variant.body, IMAGE_VARIANT_MIME_TYPE)),
  );
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    await photoStore.removeAll(keys);
    throw failed.reason;
  }
  return { width, height, variantWidths: variants.map((variant) => variant.width) };
}
