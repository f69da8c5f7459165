import { preload } from 'swr';
import { toGalleryModel } from '../gallery-items';
import { IMAGE_LISTS, getImageList } from '../../../lib/images-api';

/**
 * Starts on the photo list, and on its first photo as soon as the list is known, while the
 * page is still hydrating: that photo leads the grid, and waiting for React to render its img
 * would put the whole hydration in front of it. useImageList picks the
 * same request up (SWR's preload), so nothing is fetched twice.
 */
export function preloadExteriorGallery(): void {
  // Chromium hands a <link rel="preload"> answer to the first matching fetch, however late. On the
  // prerendered page this fetch takes it. After a client-side navigation the link arrives with
  // the render and useImageList's fetch takes it; fetching here too would leave the link's
  // answer waiting for a later revalidation, which would then get the old list.
  if (!document.querySelector(`link[rel="preload"][href="${IMAGE_LISTS.exterior}"]`)) return;
  preload(IMAGE_LISTS.exterior, getImageList).then(
    (records) => {
      const first = toGalleryModel(records).viewerImages[0];
      if (!first) return;
      const image = new Image();
      image.fetchPriority = 'high';
      image.src = first.src;
    },
    // The page shows the failure through useImageList.
    () => {},
  );
}
