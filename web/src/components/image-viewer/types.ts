import type { SellerWords } from '../seller-text';

/** One picture the viewer can show. URLs must already be safe (see shared/image-url.ts). */
export interface ViewerImage {
  /** Stable key (record id or file path). */
  id: string;
  src: string;
  srcSet?: string;
  alt: string;
  /** Heading above the picture: the page's own words (the room title), or the seller's (the gallery photo's caption). */
  title: string | SellerWords;
  /** The seller's caption, shown in the page's language (SellerText). */
  caption?: SellerWords;
  /** Shown as a badge, e.g. 'exterior'. */
  category?: string;
  /** The viewer shows the first five. */
  keywords?: readonly string[];
  /** What the download button saves; `src` if absent. */
  downloadSrc?: string;
  downloadName: string;
}

/** docs/product.md#constants: the viewer shows up to 5 keywords. */
export const VIEWER_KEYWORD_LIMIT = 5;
