import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { SafeImage } from './safe-image';
import { VIEWER_KEYWORD_LIMIT, type ViewerImage } from './types';
import { useSwipe } from './use-swipe';
import { SellerText } from '../seller-text';
import { useChromeCopy } from '../layout/chrome-copy';
import { VIEWER_COPY } from './viewer-copy';

export interface ImageViewerProps {
  open: boolean;
  images: readonly ViewerImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Nominal size for the img attributes; the picture is fitted to the screen with object-fit. */
const NOMINAL = { width: 1600, height: 1200 } as const;
/** How much the zoom toggle enlarges the picture. */
const ZOOM_FACTOR = 2;

const controlSx = {
  color: 'common.white',
  bgcolor: 'scrim.control',
  border: '1px solid',
  borderColor: 'onDark.controlBorder',
  '&:hover': { bgcolor: 'scrim.strong' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white', outlineOffset: 2 },
} as const;

/**
 * The full-screen image viewer (docs/product.md#image-viewer): next and previous with
 * wrap-around, a zoom toggle that resets on navigation, download and close; ArrowLeft,
 * ArrowRight and Escape; 'N of M', the category badge and up to 5 keywords; swipe on touch.
 * The Dialog traps focus while open and gives it back to the thumbnail that opened it.
 * Default export: loaded with React.lazy on the first open (see lazy-image-viewer.tsx).
 */
export default function ImageViewer({ open, images, index, onIndexChange, onClose }: ImageViewerProps) {
  const titleId = useId();
  const copy = VIEWER_COPY[useChromeCopy().locale];
  const count = images.length;
  const image = images[index];
  // Zoom belongs to one picture: moving to another (or reopening) shows it unzoomed.
  const [zoomedId, setZoomedId] = useState<string>();
  const zoomed = open && image !== undefined && zoomedId === image.id;
  const stage = useRef<HTMLDivElement>(null);

  const go = (delta: number) => {
    if (count < 2) return;
    setZoomedId(undefined);
    onIndexChange((index + delta + count) % count);
  };
  const close = () => {
    setZoomedId(undefined);
    onClose();
  };
  const toggleZoom = () => setZoomedId(zoomed ? undefined : image?.id);
  const swipe = useSwipe({ onSwipeLeft: () => go(1), onSwipeRight: () => go(-1), enabled: !zoomed && count > 1 });

  // Zooming in keeps the middle of the picture in view.
  useLayoutEffect(() => {
    const node = stage.current;
    if (!zoomed || !node) return;
    node.scrollLeft = (node.scrollWidth - node.clientWidth) / 2;
    node.scrollTop = (node.scrollHeight - node.clientHeight) / 2;
  }, [zoomed]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  if (!image) return null;
  const keywords = (image.keywords ?? []).slice(0, VIEWER_KEYWORD_LIMIT);

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={close}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white', backgroundImage: 'none' } } }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 1.5, sm: 3 }, py: 1.25, borderBottom: '1px solid', borderColor: 'onDark.divider' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.15rem' }, lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {typeof image.title === 'string' ? image.title : <SellerText {...image.title} />}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
            <Typography component="p" data-testid="viewer-counter" sx={{ fontSize: '0.875rem', opacity: 0.85 }}>
              {copy.counter(index + 1, count)}
            </Typography>
            {image.category && (
              <Box
                component="span"
                data-testid="viewer-category"
                sx={{ px: 1, py: 0.125, borderRadius: 1, bgcolor: 'secondary.main', fontSize: '0.75rem', fontWeight: 700, textTransform: 'capitalize' }}
              >
                {image.category}
              </Box>
            )}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <IconButton aria-label={copy.zoom} aria-pressed={zoomed} onClick={toggleZoom} sx={controlSx}>
            {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
          </IconButton>
          <IconButton component="a" href={image.downloadSrc ?? image.src} download={image.downloadName} aria-label={copy.download} sx={controlSx}>
            <DownloadIcon />
          </IconButton>
          <IconButton aria-label={copy.close} onClick={close} sx={controlSx}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </Stack>

      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Box
          ref={stage}
          data-testid="viewer-stage"
          {...swipe}
          sx={{ position: 'absolute', inset: 0, overflow: zoomed ? 'auto' : 'hidden', touchAction: zoomed ? 'auto' : 'pan-y', bgcolor: 'common.black' }}
        >
          <SafeImage
            key={image.id}
            src={image.src}
            srcSet={image.srcSet}
            sizes={zoomed ? `${ZOOM_FACTOR * 100}vw` : '100vw'}
            alt={image.alt}
            width={NOMINAL.width}
            height={NOMINAL.height}
            eager
            onClick={toggleZoom}
            sx={{
              width: zoomed ? `${ZOOM_FACTOR * 100}%` : '100%',
              height: zoomed ? `${ZOOM_FACTOR * 100}%` : '100%',
              maxWidth: 'none',
              objectFit: 'contain',
              cursor: zoomed ? 'zoom-out' : 'zoom-in',
              userSelect: 'none',
            }}
          />
        </Box>
        {count > 1 && (
          <>
            <IconButton
              aria-label={copy.previous}
              onClick={() => go(-1)}
              size="large"
              sx={{ ...controlSx, position: 'absolute', left: { xs: 8, sm: 16 }, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={copy.next}
              onClick={() => go(1)}
              size="large"
              sx={{ ...controlSx, position: 'absolute', right: { xs: 8, sm: 16 }, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>

      {(image.caption || keywords.length > 0) && (
        <Box sx={{ px: { xs: 1.5, sm: 3 }, py: 1.5, borderTop: '1px solid', borderColor: 'onDark.divider' }}>
          {image.caption && (
            <Typography sx={{ fontSize: '0.95rem', mb: keywords.length ? 1 : 0 }}>
              <SellerText {...image.caption} />
            </Typography>
          )}
          {keywords.length > 0 && (
            <Stack component="ul" direction="row" aria-label={copy.keywords} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 0.75 }}>
              {keywords.map((keyword) => (
                <Box
                  component="li"
                  key={keyword}
                  sx={{ px: 1, py: 0.25, borderRadius: 1, border: '1px solid', borderColor: 'onDark.controlBorder', fontSize: '0.8rem' }}
                >
                  {keyword}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Dialog>
  );
}
