import * as z from 'zod/mini';
import './zod-config';

/** Image categories known to the product (docs/product.md#image-record). */
export const IMAGE_CATEGORIES = ['exterior', 'interior', 'details', 'systems'] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const imageCategorySchema = z.enum(IMAGE_CATEGORIES, {
  error: () => `category must be one of: ${IMAGE_CATEGORIES.join(', ')}`,
});

/** Upload content types we accept and the file extension each is stored under. */
export const IMAGE_MIME_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type ImageMimeType = keyof typeof IMAGE_MIME_TYPES;

/** The image record as the API returns it (docs/product.md#image-record, camel-cased). */
export interface ImageRecord {
  id: string;
  filename: string;
  /** Object key in the photo bucket, e.g. images/1700000000000-ab12cd.jpg */
  filePath: string;
  altText: string;
  caption: string | null;
  /** The caption's French version for the French pages (docs/product.md#languages); absent or null where none is given. */
  captionFr?: string | null;
  category: ImageCategory;
  keywords: string[];
  fileSize: number;
  mimeType: ImageMimeType;
  /** Site-relative URL under /media/, served from the photo bucket. */
  publicUrl: string;
  featured: boolean;
  /**
   * The admin chose it as the main photo ('Use as main photo'): Home's and the gallery's hero.
   * Only a featured image carries it, and choosing one clears it on any other; absent on the rest.
   */
  hero?: true;
  /**
   * The stored original is encoded again without metadata (docs/decisions/photo-metadata.md): set on
   * every upload since, and by the strip-photo-metadata migration on the photos stored before.
   */
  stripped?: true;
  /** ISO 8601 */
  uploadDate: string;
  /** The original's size in pixels, upright (EXIF orientation applied). Absent on records made before variants. */
  width?: number;
  height?: number;
  /** Widths of the WebP variants stored beside the original (see photo-variants.ts), ascending. Absent on older records. */
  variantWidths?: number[];
}

export interface ImageCategoryRecord {
  id: number;
  name: ImageCategory;
  label: string;
}

/** Query string of GET /api/images. Unknown parameters are refused. */
export const listImagesQuerySchema = z
  .strictObject({
    category: z.optional(imageCategorySchema),
    featured: z.pipe(
      z.optional(z.enum(['true', 'false'], { error: () => 'featured must be true or false' })),
      z.transform((value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true')),
    ),
  })
  .check(
    z.refine((query) => !(query.category && query.featured !== undefined), {
      message: 'use either category or featured, not both',
    }),
  );

/** The photo bucket's folder for gallery images (docs/product.md#constants): only checked photos, copied here by the API. */
export const IMAGE_FOLDER = 'images';
/**
 * Where the browser's presigned POST puts a photo before it is checked. The record never points
 * here: a ticket stays valid for minutes after the check, and could replace what was checked.
 */
export const UPLOAD_FOLDER = 'uploads';
/** Public path prefix under which the photo bucket is served on the site's origin. */
export const MEDIA_PATH_PREFIX = '/media';

export function publicUrlForKey(key: string): string {
  return `${MEDIA_PATH_PREFIX}/${key}`;
}

/** The category rows seeded into the categories table, in id order. */
export const IMAGE_CATEGORY_ROWS: readonly ImageCategoryRecord[] = [
  { id: 1, name: 'exterior', label: 'Exterior' },
  { id: 2, name: 'interior', label: 'Interior' },
  { id: 3, name: 'details', label: 'Details' },
  { id: 4, name: 'systems', label: 'Systems' },
];

/** The photo bucket key for a checked photo: images/{timestamp}-{random}.{ext} (docs/product.md#calls). */
export function imageObjectKey(mimeType: ImageMimeType, timestamp: number, random: string): string {
  return `${IMAGE_FOLDER}/${timestamp}-${random}.${IMAGE_MIME_TYPES[mimeType]}`;
}

/** The photo bucket key a presigned POST may write: uploads/{timestamp}-{random}.{ext}. */
export function uploadObjectKey(mimeType: ImageMimeType, timestamp: number, random: string): string {
  return `${UPLOAD_FOLDER}/${timestamp}-${random}.${IMAGE_MIME_TYPES[mimeType]}`;
}

/** A photo with a caption but no French version of it: the French pages show it in English, marked as such. */
export const lacksFrenchCaption = (image: Pick<ImageRecord, 'caption' | 'captionFr'>): boolean => Boolean(image.caption) && !image.captionFr;
