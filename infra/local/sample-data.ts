import { randomBytes } from 'node:crypto';
import { imageObjectKey, publicUrlForKey, type ImageRecord } from '../../shared/images';
import { TRAILER } from '../../shared/trailer';
import { imagesRepository } from '../../lambdas/common/images-repository';
import { storeImage } from '../../lambdas/common/image-variants';
import { renderPlaceholderPhoto } from './placeholder-photo';

interface SamplePhoto {
  /** The file name as a camera or phone would have written it (docs/product.md#filename-dates's patterns). */
  filename: string;
  caption: string;
  keywords: string[];
  featured?: boolean;
  /** The main photo, Home's hero. */
  hero?: true;
}

/** Exterior sample photos; the first is featured and chosen as the main photo. */
const SAMPLE_EXTERIOR_PHOTOS: readonly SamplePhoto[] = [
  {
    filename: '20240612_101500.jpg',
    caption: 'Street side of the 53-foot trailer',
    keywords: ['exterior', 'street side'],
    featured: true,
    hero: true,
  },
  { filename: '2024-06-12_10-18-42.jpg', caption: 'Curb side with the entry doors', keywords: ['curb side', 'entry'] },
  { filename: '2024-06-12T10:22:05.jpg', caption: 'Front of the trailer and the king pin', keywords: ['front', 'hitch'] },
  { filename: '20240612_102730 - Copy.jpg', caption: 'Rear of the trailer', keywords: ['rear', 'doors'], featured: true },
  { filename: '2024-06-12_10-31-10.jpg', caption: 'Wheelchair lift compartment', keywords: ['wheelchair lift', 'accessibility'] },
  { filename: '20240612_103512.jpg', caption: 'Diesel generator compartment', keywords: ['generator', 'power'] },
  { filename: '2024-06-12T10:40:00.jpg', caption: 'Tandem axles with air ride suspension', keywords: ['axles', 'suspension'] },
  { filename: 'trailer-side-view.jpg', caption: 'Full side view with auto-leveling jacks down', keywords: ['leveling', 'side'] },
  { filename: '2024-06-12_10-44-18.jpg', caption: 'Street-side wall-mounted HVAC unit', keywords: ['hvac', 'street side'] },
];

const PHOTO_SIZE = { width: 1200, height: 900 } as const;

/**
 * Seeds the exterior sample photos exactly as an upload stores
 * them: the original in the photo bucket under images/, its WebP variants beside it
 * (the create-image handler's own code), then its record.
 * Runs only when the images table is empty, so an admin's changes survive restarts.
 */
export async function seedSampleData(): Promise<number> {
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
    const stored = await storeImage(key, body, 'image/jpeg');
    const record: ImageRecord = {
      id: crypto.randomUUID(),
      filename: photo.filename,
      filePath: key,
      altText: `Sample exterior photo ${number}: ${photo.caption.toLowerCase()}`,
      caption: photo.caption,
      category: 'exterior',
      keywords: photo.keywords,
      mimeType: 'image/jpeg',
      publicUrl: publicUrlForKey(key),
      featured: photo.featured ?? false,
      ...(photo.hero ? { hero: photo.hero } : {}),
      uploadDate: new Date(uploadedAt).toISOString(),
      stripped: true,
      ...stored,
    };
    await imagesRepository.create(record);
  }
  return SAMPLE_EXTERIOR_PHOTOS.length;
}
