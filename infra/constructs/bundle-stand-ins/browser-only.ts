/**
 * Stands in for the packages jsPDF loads only to draw HTML or SVG in a browser (canvg, html2canvas,
 * dompurify): the functions set text-only PDFs and never reach them.
 */
export default function browserOnly(): never {
  throw new Error('Only available in a browser');
}
