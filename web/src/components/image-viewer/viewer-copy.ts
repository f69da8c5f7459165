import type { Locale } from '../../../../shared/site-routes';
import { FRENCH_VIEWER_COPY } from '../../content/fr/viewer';

/** The viewer's labels (docs/product.md#image-viewer: the counter reads 'N of M'). */
export interface ViewerCopy {
  counter: (position: number, count: number) => string;
  zoom: string;
  download: string;
  close: string;
  previous: string;
  next: string;
  keywords: string;
}

const ENGLISH_VIEWER_COPY: ViewerCopy = {
  counter: (position, count) => `${position} of ${count}`,
  zoom: 'Zoom',
  download: 'Download photo',
  close: 'Close viewer',
  previous: 'Previous photo',
  next: 'Next photo',
  keywords: 'Keywords',
};

/**
 * The labels in the page's language. Both languages' labels sit in the viewer's own chunk, which
 * loads on the first open only, so neither weighs on any page's first load.
 */
export const VIEWER_COPY: Record<Locale, ViewerCopy> = { en: ENGLISH_VIEWER_COPY, fr: FRENCH_VIEWER_COPY };
