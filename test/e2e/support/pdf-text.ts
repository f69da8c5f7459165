import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REPO_ROOT } from '../../../infra/local/web-build';

const STANDARD_FONTS = `${join(REPO_ROOT, 'node_modules/pdfjs-dist/standard_fonts')}/`;

/** Each page's text, its lines top to bottom, words left to right; each page's size in points; and the PDF's title property. */
export async function pdfPages(bytes: Uint8Array): Promise<{ pages: string[]; sizes: { width: number; height: number }[]; title: unknown }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [left, bottom, right, top] = page.view as [number, number, number, number];
    sizes.push({ width: Math.round(right - left), height: Math.round(top - bottom) });
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : []));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    pages.push(items.map((item) => item.text).join(' '));
  }
  const { info } = await pdf.getMetadata();
  return { pages, sizes, title: (info as { Title?: unknown }).Title };
}
