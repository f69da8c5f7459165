import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { FAVICON_PATH } from '../../shared/favicon';

/** The mark (a white medical cross on a red tile), as the header's BrandMark draws it. */
const MARK_SVG = fileURLToPath(new URL('./favicon.svg', import.meta.url));
/** Sharp enough for a 32-pixel tab icon on a 2x screen. */
const ICON_PIXELS = 64;

/**
 * Writes the site's icon, a PNG made from the mark's SVG. Pages do not link the SVG itself: Chromium
 * loads an SVG icon as an image document of its own on the page's main thread, a task of 5 to 90 ms
 * in the seconds a page starts, where a small PNG decodes in a moment.
 */
export async function writeFavicon(clientDirectory: string): Promise<void> {
  await sharp(MARK_SVG, { density: 300 })
    .resize(ICON_PIXELS, ICON_PIXELS)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(clientDirectory, FAVICON_PATH));
}
