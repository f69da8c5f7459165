import { useEffect } from 'react';
import type { ImageRecord } from '../../../../../shared/images';
import type { ApiError } from '../../../lib/api-client';
import { IMAGE_LISTS } from '../../../lib/images-api';
import { useImageList } from '../../../lib/use-image-list';

/** What the exterior list's fetch has come to: the list (the page's own until the API answers) or the error. */
export interface ExteriorList {
  data?: ImageRecord[];
  error?: ApiError;
}

/**
 * Fetches the exterior list through SWR (so Admin Mode's changes reach it) and hands each state to
 * the gallery; renders nothing. Loaded lazily by ExteriorGallery: the page's snapshot already holds
 * the list, and SWR's fetching hook kept out of the first load is about 2.7 KB gzip less.
 */
export default function ExteriorListFetch({ shown, onChange }: { shown: ImageRecord[] | undefined; onChange: (list: ExteriorList) => void }) {
  const { data, error } = useImageList(IMAGE_LISTS.exterior, shown);
  useEffect(() => onChange({ data, error }), [data, error, onChange]);
  return null;
}
