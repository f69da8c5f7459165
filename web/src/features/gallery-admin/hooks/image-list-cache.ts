import type { ImageRecord } from '../../../../../shared/images';
import { isInImageList } from '../../../lib/image-lists';
import type { ImageListKey } from '../../../lib/images-api';

/** A change to the stored images, applied to every cached image list before the API confirms it. */
export type ImageListChange = { kind: 'upsert'; images: readonly ImageRecord[] } | { kind: 'remove'; ids: readonly string[] };


/**
 * The list a key would hold after the change: changed images replace theirs in place, new ones
 * join at the end (lists are oldest first), and an image that no longer matches the key's
 * filter (another category, no longer featured) or was removed leaves it.
 */
export function applyImageListChange(key: ImageListKey, list: readonly ImageRecord[], change: ImageListChange): ImageRecord[] {
  if (change.kind === 'remove') return list.filter((image) => !change.ids.includes(image.id));
  const changed = new Map(change.images.map((image) => [image.id, image]));
  const updated = list.flatMap((image) => {
    const next = changed.get(image.id);
    if (!next) return [image];
    changed.delete(image.id);
    return isInImageList(key, next) ? [next] : [];
  });
  return [...updated, ...[...changed.values()].filter((image) => isInImageList(key, image))];
}
