import * as z from 'zod/mini';
import './zod-config';
import { IMAGE_MIME_TYPES, UPLOAD_FOLDER, imageCategorySchema, type ImageMimeType } from './images';
import { textRule } from './text-schema';

/**
 * Uploads larger than this are refused: by the presigned POST policy in S3, and by POST /api/images,
 * which checks the stored object's size itself before reading it.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** How long a presigned upload stays usable. */
export const UPLOAD_URL_SECONDS = 300;
/** Photos with more pixels are refused before they are decoded (about 400 MB of memory at this size). */
export const MAX_IMAGE_MEGAPIXELS = 100;

export const IMAGE_MESSAGES = {
  uploadFailed: 'Failed to upload image',
  saveFailed: 'Failed to save image metadata',
  notAnImage: 'The uploaded file is not a JPEG, PNG, WebP or AVIF image',
  typeMismatch: 'The uploaded file does not match its declared type',
  missingUpload: 'No uploaded file was found for this key; upload it first',
  tooLarge: `The uploaded file is larger than ${MAX_UPLOAD_MB} MB; it was removed`,
  notFound: 'No image with this id',
  alreadyRecorded: 'This upload is already recorded as an image; upload the photo again to add it once more',
  // The reasons after 'Failed to upload image: ' and 'Failed to save image metadata: ' (docs/product.md#image-messages).
  unreadable: 'the file could not be read as a picture',
  tooManyPixels: `the picture is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels`,
  variantsNotStored: 'its resized copies could not be stored; the upload was removed, please try again',
  uploadRemoved: 'the upload was removed, please try again',
} as const;

const mimeTypes = Object.keys(IMAGE_MIME_TYPES) as ImageMimeType[];

/** POST /api/images/upload: what the admin is about to upload. */
export const uploadRequestSchema = z.strictObject({
  contentType: z.enum(mimeTypes, { error: () => `contentType must be one of: ${mimeTypes.join(', ')} (SVG and other types are refused)` }),
  fileSize: z
    .number({ error: () => 'fileSize must be a number of bytes' })
    .check(
      z.int('fileSize must be a whole number of bytes'),
      z.gte(1, 'fileSize must be at least 1 byte'),
      z.lte(MAX_UPLOAD_BYTES, `fileSize must be at most ${MAX_UPLOAD_MB} MB`),
    ),
});

export interface UploadTicket {
  /** Where to POST the multipart form, with `fields` first and the file last. */
  url: string;
  fields: Record<string, string>;
  key: string;
}

const keywordList = z
  .array(z.string().check(...textRule('each keyword', 'one-line'), z.minLength(1, 'keywords must not be empty'), z.maxLength(40, 'each keyword must be at most 40 characters')))
  .check(z.maxLength(20, 'at most 20 keywords'));

/** One line of text by the shared text rule, trimmed, passing `checks`, then at most `max` characters, the problem named after `field`. */
const trimmedText = (field: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(...textRule(field, 'one-line'), ...checks, z.maxLength(max, `${field} must be at most ${max} characters`));

/** POST /api/images: the record for an uploaded object. */
export const createImageSchema = z.strictObject({
  key: z.string().check(z.regex(new RegExp(`^${UPLOAD_FOLDER}/\\d{13}-[0-9a-f]{8}\\.(jpg|png|webp|avif)$`), 'key must be one given by /api/images/upload')),
  filename: trimmedText('filename', 200, z.minLength(1, 'filename is required')),
  altText: trimmedText('altText', 300, z.minLength(1, 'altText is required')),
  caption: z.optional(trimmedText('caption', 500)),
  captionFr: z.optional(trimmedText('captionFr', 500)),
  category: imageCategorySchema,
  keywords: z._default(keywordList, []),
  featured: z._default(z.optional(z.boolean()), false),
});

/**
 * PATCH /api/images/{id} (docs/product.md#image-rules): alt, category and keywords change only
 * when non-empty; caption, its French version captionFr, featured and hero only when given. `hero: true` makes the image the
 * main photo (and featured); it cannot be asked for together with `featured: false`.
 */
export const updateImageSchema = z
  .strictObject({
    altText: z.optional(trimmedText('altText', 300)),
    caption: z.optional(z.nullable(trimmedText('caption', 500))),
    captionFr: z.optional(z.nullable(trimmedText('captionFr', 500))),
    category: z.optional(z.union([imageCategorySchema, z.literal('')])),
    keywords: z.optional(keywordList),
    featured: z.optional(z.boolean()),
    hero: z.optional(z.boolean({ error: () => 'hero must be true or false' })),
  })
  .check(
    z.refine((changes) => !(changes.hero === true && changes.featured === false), {
      message: 'hero: the main photo is always featured; do not send featured: false with hero: true',
    }),
  );

/** The {id} of /api/images/{id}: an image id, refused before it reaches the table. */
export const imageIdSchema = z.uuid({ error: () => 'id must be an image id (a UUID)' });

/** PATCH /api/images/featured: one flag for several images. */
export const bulkFeaturedSchema = z.strictObject({
  ids: z.array(z.uuid('ids must be image ids')).check(z.minLength(1, 'ids must list at least one image'), z.maxLength(100, 'at most 100 ids')),
  featured: z.boolean({ error: () => 'featured must be true or false' }),
});


/** The type a file's first bytes say it is, or undefined: JPEG, PNG, WebP and AVIF only. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return undefined;
}

/** The declared type of an object from its key's extension. */
export function mimeTypeOfKey(key: string): ImageMimeType | undefined {
  const extension = key.split('.').pop();
  return mimeTypes.find((type) => IMAGE_MIME_TYPES[type] === extension);
}
