import type { ImageRecord } from '../../../../../shared/images';

/** A change to the stored images, applied to every cached image list before the API confirms it. */
export type ImageListChange = { kind: 'upsert'; images: readonly ImageRecord[] } | { kind: 'remove'; ids: readonly string[] };

/** The SWR keys of image lists: GET /api/images with or without its query (not /api/images/...). */
export function isImageListKey(key: unknown): key is `/api/images${string}` {
  return typeof key === 'string' && /^\/api\/images(\?|$)/.test(key);
}

/** Whether an image belongs in the list a key asks for (?category=... or ?featured=...). */
function belongsTo(key: string, image: ImageRecord): boolean {
  const query = new URLSearchParams(key.split('?')[1] ?? '');
  const category = query.get('category');
  const featured = query.get('featured');
  if (category !== null && image.category !== category) return false;
  if (featured !== null && image.featured !== (featured === 'true')) return false;
  return true;
}

/**
 * The list a key would hold after the change: changed images replace theirs in place, new ones
 * join at the end (lists are oldest first), and an image that no longer matches the key's
 * filter (another category, no longer featured) or was removed leaves it.
 */
export function applyImageListChange(key: string, list: readonly ImageRecord[], change: ImageListChange): ImageRecord[] {
  if (change.kind === 'remove') return list.filter((image) => !change.ids.includes(image.id));
  const changed = new Map(change.images.map((image) => [image.id, image]));
  const updated = list.flatMap((image) => {
    const next = changed.get(image.id);
    if (!next) return [image];
    changed.delete(image.id);
    return belongsTo(key, next) ? [next] : [];
  });
  return [...updated, ...[...changed.values()].filter((image) => belongsTo(key, image))];
}
