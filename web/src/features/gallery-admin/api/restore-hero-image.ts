import { DEFAULT_HERO_IMAGE } from '../../../../../shared/hero-image';
import type { ImageRecord } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { getImageList } from '../../../lib/image-lists';
import { IMAGE_LISTS } from '../../../lib/images-api';
import { updateImage } from './change-images';
import { uploadImage } from './upload-image';

const { hero: copy } = GALLERY_ADMIN_COPY;

/**
 * The admin-only 'Restore default hero image' action (no anonymous writes): fetch the bundled
 * picture, upload it as a featured exterior photo and make it the main photo (which takes the
 * choice from the photo chosen before, leaving that photo in the gallery), then check that it is
 * the featured main photo and that its URL answers. Throws with the site's failure messages.
 */
export async function restoreDefaultHeroImage(): Promise<ImageRecord> {
  const local = await fetch(DEFAULT_HERO_IMAGE.src);
  if (!local.ok) throw new Error(`${copy.fetchFailed}: ${local.status}`);
  const blob = await local.blob();
  const file = new File([blob], DEFAULT_HERO_IMAGE.src.split('/').pop() ?? 'default-hero.jpg', { type: blob.type || 'image/jpeg' });
  const uploaded = await uploadImage(file, { altText: DEFAULT_HERO_IMAGE.alt, category: 'exterior', featured: true }, () => undefined);
  await updateImage(uploaded.id, { hero: true });

  const featured = await getImageList(IMAGE_LISTS.featured);
  const restored = featured.find((image) => image.id === uploaded.id);
  if (!restored?.hero) throw new Error(copy.verifyFailed);
  const reachable = await fetch(restored.publicUrl, { method: 'HEAD' });
  if (!reachable.ok) throw new Error(`${copy.notAccessible}: ${reachable.status}`);
  return restored;
}
