import useSWR from 'swr';
import { SITE_SWR } from './site-swr';
import type { ImageRecord } from '../../../shared/images';
import type { ApiError } from './api-client';
import { getImageList } from './image-lists';
import type { ImageListKey } from './images-api';

/**
 * One image list, fetched and cached for docs/product.md#constants's times by the app-wide SWR
 * settings (lib/swr-config.ts). `shown`, the list the page was rendered with, is the data until the
 * API answers, so hydration renders the prerendered markup and the fetch only revalidates it.
 * A module of its own: SWR's fetching hook loads only with the pages that fetch a list.
 */
export function useImageList(key: ImageListKey, shown?: ImageRecord[]) {
  return useSWR<ImageRecord[], ApiError>(key, getImageList, shown ? { ...SITE_SWR, fallbackData: shown } : SITE_SWR);
}
