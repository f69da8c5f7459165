import { siteMutate } from '../../../lib/site-swr';
import { siteCache } from '../../../lib/swr-config';
import type { ImageRecord } from '../../../../../shared/images';
import { getImageList, isImageListKey } from '../../../lib/image-lists';
import { applyImageListChange, type ImageListChange } from './image-list-cache';

/**
 * Image writes that show at once in every cached image list (the gallery grid, the photo
 * manager, the featured photos) and roll back if the API refuses; once it accepts, each list is
 * fetched again (every image-list key is a GET of the images API) and shows what the server holds.
 */
export function useImageMutations() {

  async function optimistically<T>(change: ImageListChange, request: () => Promise<T>): Promise<T> {
    const keys = [...siteCache.keys()].filter(isImageListKey);
    const result = request();
    await Promise.allSettled(
      keys.map((key) =>
        siteMutate<ImageRecord[]>(key, result.then(() => getImageList(key)), {
          optimisticData: (current) => applyImageListChange(key, current ?? [], change),
          rollbackOnError: true,
          revalidate: false,
        }),
      ),
    );
    return result;
  }

  /** A new image from the server: added to the lists it belongs to, then everything refetched. */
  async function added(image: ImageRecord): Promise<void> {
    await optimistically({ kind: 'upsert', images: [image] }, async () => image);
  }

  return { optimistically, added };
}
