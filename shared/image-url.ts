/** Shown instead of an image whose URL may not be displayed, and after an image fails to load (SPEC.md section 5). */
export const PLACEHOLDER_IMAGE_SRC = '/placeholder.svg';

/**
 * Only site-relative or http(s) URLs are shown (SPEC.md section 5). Protocol-relative
 * URLs ('//host/...') are refused: they would load from any host.
 */
export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The URL itself when it may be shown, else the placeholder. */
export function safeImageSrc(url: string): string {
  return isSafeImageUrl(url) ? url : PLACEHOLDER_IMAGE_SRC;
}
