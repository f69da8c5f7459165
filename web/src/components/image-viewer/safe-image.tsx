import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PLACEHOLDER_IMAGE_SRC, isSafeImageUrl } from '../../../../shared/image-url';
import { useNearViewport } from './use-near-viewport';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'children'> {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Loads at once, in the prerendered HTML (the first picture in view). Otherwise the picture
   * loads once it comes within 50px of the viewport, or when `load` says so.
   * @default false
   */
  eager?: boolean;
  /** Overrides the viewport check, e.g. a carousel loading the slide it moves to. */
  load?: boolean;
  sx?: SxProps<Theme>;
}

/** Marks a picture waiting for its script-set source, which a page without scripts hides (NO_SCRIPT_STYLE). */
const NO_SCRIPT_HIDDEN_ATTRIBUTE = 'data-needs-script';
/** The page's style when scripts do not run: deferred pictures give way to their noscript copies. */
export const NO_SCRIPT_STYLE = `img[${NO_SCRIPT_HIDDEN_ATTRIBUTE}]{display:none}`;
const NO_SCRIPT_IMAGE_STYLE = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * An img that follows docs/product.md#image-rules: a URL that is not site-relative or http(s) is never
 * requested (the placeholder shows instead), and a picture that fails to load is replaced by the
 * placeholder. Always carries width and height, so nothing moves when it arrives.
 */
export function SafeImage({ src, srcSet, sizes, alt, eager = false, load, onError, sx, ...img }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const [observe, near] = useNearViewport<HTMLImageElement>(eager);
  const element = useRef<HTMLImageElement | null>(null);
  const safe = isSafeImageUrl(src) && failedSrc !== src;
  const shouldLoad = eager || (load ?? near);
  const ref = useCallback(
    (node: HTMLImageElement | null) => {
      element.current = node;
      const stopObserving = observe(node);
      return () => {
        element.current = null;
        stopObserving?.();
      };
    },
    [observe],
  );

  // An eager picture may fail before hydration attaches onError; catch that case once mounted.
  useEffect(() => {
    const node = element.current;
    if (node && shouldLoad && safe && node.complete && node.naturalWidth === 0 && node.currentSrc) setFailedSrc(src);
  }, [shouldLoad, safe, src]);

  const deferred = !shouldLoad && safe;
  return (
    <>
      <Box
        component="img"
        ref={ref}
        alt={alt}
        {...img}
        // sizes before srcset: the browser picks a candidate as soon as srcset is set.
        sizes={shouldLoad && safe ? sizes : undefined}
        srcSet={shouldLoad && safe ? srcSet : undefined}
        src={shouldLoad ? (safe ? src : PLACEHOLDER_IMAGE_SRC) : undefined}
        // Deferred pictures get their src from the 50px viewport check; a slide a carousel moves to loads now.
        loading={eager || load ? 'eager' : 'lazy'}
        decoding="async"
        {...(deferred ? { [NO_SCRIPT_HIDDEN_ATTRIBUTE]: '' } : {})}
        onError={(event) => {
          if (safe) setFailedSrc(src);
          onError?.(event);
        }}
        // Until its src is set the img would show the browser's broken-image icon.
        sx={[{ display: 'block', color: 'transparent', visibility: shouldLoad ? 'visible' : 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
      {deferred && (
        // Without scripts the picture above never gets its source: this copy, which only a browser
        // without scripts shows, loads it lazily by itself (the page's noscript style hides the other).
        <noscript>
          <img
            src={src}
            srcSet={srcSet}
            sizes={sizes}
            alt={alt}
            width={img.width}
            height={img.height}
            loading="lazy"
            decoding="async"
            style={NO_SCRIPT_IMAGE_STYLE}
          />
        </noscript>
      )}
    </>
  );
}
