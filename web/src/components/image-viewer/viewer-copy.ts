/** The viewer's labels (docs/product.md#image-viewer: the counter reads 'N of M'). */
export const VIEWER_COPY = {
  counter: (position: number, count: number) => `${position} of ${count}`,
  zoom: 'Zoom',
  download: 'Download photo',
  close: 'Close viewer',
  previous: 'Previous photo',
  next: 'Next photo',
  keywords: 'Keywords',
} as const;
