import { DEFAULT_HERO_IMAGE, HERO_KEYWORDS, isTaggedHero } from '../../../../../shared/hero-image';
import type { ImageRecord } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { IMAGE_LISTS, getImageList } from '../../../lib/images-api';
import { deleteImage } from './change-images';
import { uploadImage } from './upload-image';

const { hero: copy } = GALLERY_ADMIN_COPY;

/**
 * docs/product.md#hero-image's hero self-repair, as the admin-only 'Restore default hero image' action
 * (docs/decisions/no-anonymous-writes.md: no anonymous writes): delete every image tagged hero, fetch the bundled picture,
 * upload it as featured with the hero keywords, then check that it is in the featured list and
 * that its URL answers. Throws with docs/product.md#image-messages's messages.
 */
export async function restoreDefaultHeroImage(): Promise<ImageRecord> {
  const heroes = (await getImageList(IMAGE_LISTS.all)).filter(isTaggedHero);
  for (const image of heroes) await deleteImage(image.id);

  const local = await fetch(DEFAULT_HERO_IMAGE.src);
  if (!local.ok) throw new Error(`${copy.fetchFailed}: ${local.status}`);
  const blob = await local.blob();
  const file = new File([blob], DEFAULT_HERO_IMAGE.src.split('/').pop() ?? 'default-hero.jpg', { type: blob.type || 'image/jpeg' });
  const uploaded = await uploadImage(
    file,
    { altText: DEFAULT_HERO_IMAGE.alt, category: 'exterior', keywords: [...HERO_KEYWORDS], featured: true },
    () => undefined,
  );

  const featured = await getImageList(IMAGE_LISTS.featured);
  if (!featured.some((image) => image.id === uploaded.id)) throw new Error(copy.verifyFailed);
  const reachable = await fetch(uploaded.publicUrl, { method: 'HEAD' });
  if (!reachable.ok) throw new Error(`${copy.notAccessible}: ${reachable.status}`);
  return uploaded;
}
