import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { HERO_KEYWORDS } from '../../shared/hero-image';
import { imageObjectKey, publicUrlForKey, type ImageRecord } from '../../shared/images';
import { TRAILER } from '../../shared/trailer';
import { s3 } from '../../lambdas/common/s3-client';
import { imagesRepository } from '../../lambdas/common/images-repository';
import { storeImageVariants } from '../../lambdas/common/image-variants';
import { renderPlaceholderPhoto } from './placeholder-photo';

interface SamplePhoto {
  /** The file name as a camera or phone would have written it (docs/product.md#filename-dates's patterns). */
  filename: string;
  caption: string;
  keywords: string[];
  featured?: boolean;
}

/** Exterior sample photos; the first is the featured hero. */
const SAMPLE_EXTERIOR_PHOTOS: readonly SamplePhoto[] = [
  {
    filename: '20240612_101500.jpg',
    caption: 'Street side of the 53-foot trailer',
    keywords: [...HERO_KEYWORDS, 'exterior', 'street side'],
    featured: true,
  },
  { filename: '2024-06-12_10-18-42.jpg', caption: 'Curb side with the entry doors', keywords: ['curb side', 'entry'] },
  { filename: '2024-06-12T10:22:05.jpg', caption: 'Front of the trailer and the king pin', keywords: ['front', 'hitch'] },
  { filename: '20240612_102730 - Copy.jpg', caption: 'Rear of the trailer', keywords: ['rear', 'doors'], featured: true },
  { filename: '2024-06-12_10-31-10.jpg', caption: 'Wheelchair lift compartment', keywords: ['wheelchair lift', 'accessibility'] },
  { filename: '20240612_103512.jpg', caption: 'Diesel generator compartment', keywords: ['generator', 'power'] },
  { filename: '2024-06-12T10:40:00.jpg', caption: 'Tandem axles with air ride suspension', keywords: ['axles', 'suspension'] },
  { filename: 'trailer-side-view.jpg', caption: 'Full side view with auto-leveling jacks down', keywords: ['leveling', 'side'] },
];

const PHOTO_SIZE = { width: 1200, height: 900 } as const;

/**
 * Seeds the exterior sample photos exactly as an upload stores
 * them: the object in the photo bucket under images/, its WebP variants beside it
 * (the create-image handler's own code), then its record.
 * Runs only when the images table is empty, so an admin's changes survive restarts.
 */
export async function seedSampleData(photoBucket: string): Promise<number> {
  if ((await imagesRepository.listAll()).length > 0) return 0;

  const firstUpload = Date.parse('2024-06-20T15:00:00Z');
  for (const [index, photo] of SAMPLE_EXTERIOR_PHOTOS.entries()) {
    const number = index + 1;
    const body = await renderPlaceholderPhoto({
      ...PHOTO_SIZE,
      hue: 200 + index * 17,
      title: `Sample exterior photo ${number}`,
      subtitle: `Placeholder picture · ${photo.caption} · unit ${TRAILER.unitNumber}`,
    });
    const uploadedAt = firstUpload + index * 60_000;
    const key = imageObjectKey('image/jpeg', uploadedAt, randomBytes(4).toString('hex'));
    await s3.send(new PutObjectCommand({ Bucket: photoBucket, Key: key, Body: body, ContentType: 'image/jpeg' }));
    const variants = await storeImageVariants(key, body);
    const record: ImageRecord = {
      id: crypto.randomUUID(),
      filename: photo.filename,
      filePath: key,
      altText: `Sample exterior photo ${number}: ${photo.caption.toLowerCase()}`,
      caption: photo.caption,
      category: 'exterior',
      keywords: photo.keywords,
      fileSize: body.length,
      mimeType: 'image/jpeg',
      publicUrl: publicUrlForKey(key),
      featured: photo.featured ?? false,
      uploadDate: new Date(uploadedAt).toISOString(),
      ...variants,
    };
    await imagesRepository.create(record);
  }
  return SAMPLE_EXTERIOR_PHOTOS.length;
}
