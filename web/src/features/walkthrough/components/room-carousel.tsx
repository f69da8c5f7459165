import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { preloadImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { useNearViewport } from '../../../components/image-viewer/use-near-viewport';
import { useSwipe } from '../../../components/image-viewer/use-swipe';
import { SellerText } from '../../../components/seller-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTourCopy } from '../tour-copy';
import type { RoomPhoto } from '../room-photos';

/** The carousel keeps one height whatever the photo, so nothing below it moves. */
export const CAROUSEL_HEIGHT = { xs: 260, sm: 360, md: 420 } as const;

export interface RoomCarouselProps {
  roomTitle: string;
  photos: readonly RoomPhoto[];
  /** The page's first room: its first photo is in the prerendered HTML and loads at once. */
  eager?: boolean;
  sizes: string;
  onOpen: (index: number, trigger: HTMLElement) => void;
}

// Pieces repeated on every slide: styled once rather than an sx object per slide.
const Slide = styled('div')({ flex: '0 0 100%', height: '100%', position: 'relative' });

const SlideButton = styled('button')(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  '&:focus-visible': { outline: `4px solid ${theme.palette.secondary.light}`, outlineOffset: -4 },
}));

const Caption = styled('span')(({ theme }) => ({
  position: 'absolute',
  pointerEvents: 'none',
  color: theme.palette.common.white,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'block',
  padding: theme.spacing(4, 2, 1.5),
  background: `linear-gradient(180deg, transparent 0%, ${theme.palette.scrim.strong} 55%)`,
  '& > strong': { display: 'block', fontSize: '1.05rem', lineHeight: 1.3 },
  '& > span': { display: 'block', fontSize: '0.875rem', lineHeight: 1.5 },
}));

const Hint = styled('span')(({ theme }) => ({
  position: 'absolute',
  pointerEvents: 'none',
  color: theme.palette.common.white,
  top: 12,
  right: 12,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.scrim.label,
  fontSize: '0.8rem',
  fontWeight: 600,
  '& > svg': { fontSize: '1.1rem' },
}));

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'scrim.control',
  '&:hover': { bgcolor: 'scrim.strong' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white' },
} as const;

const wrap = (index: number, count: number) => (index + count) % count;

/**
 * A room's photo carousel (docs/product.md#walkthrough): fixed height, a caption over each
 * photo (room title, the admin's caption if any, 'Photo X of Y', unit number), the hint 'Click to view in detail',
 * previous and next with more than one photo, swipe on touch. Only slides the visitor has reached
 * (and the next one) are rendered, and photos load when the carousel nears the viewport.
 */
export function RoomCarousel({ roomTitle, photos, eager = false, sizes, onOpen }: RoomCarouselProps) {
  const { roomsSection } = useTourCopy();
  const trackId = useId();
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [observe, near] = useNearViewport<HTMLDivElement>(eager);

  const go = (delta: number) => {
    const next = wrap(index + delta, count);
    setIndex(next);
    // Also fetch the photo after it, so the next step shows at once.
    setVisited((seen) => new Set([...seen, next, wrap(next + delta, count)]));
  };
  const swipe = useSwipe({ onSwipeLeft: () => go(1), onSwipeRight: () => go(-1), enabled: count > 1 });
  // Slides the visitor has not reached stay empty: ten carousels of up to 12 photos would
  // otherwise put hundreds of nodes in the page.
  const rendered = (position: number) => position === index || visited.has(position);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={roomsSection.carouselLabel(roomTitle)} data-testid="room-carousel">
      <Box
        ref={observe}
        {...swipe}
        sx={{ position: 'relative', height: CAROUSEL_HEIGHT, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', touchAction: 'pan-y', boxShadow: 2 }}
      >
        <Box
          id={trackId}
          sx={{
            display: 'flex',
            height: '100%',
            transform: `translateX(-${index * 100}%)`,
            transition: 'transform 250ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {photos.map((photo, position) => {
            const current = position === index;
            const label = roomsSection.photoPosition(position + 1, count);
            return (
              <Slide key={photo.src} role="group" aria-roledescription="slide" aria-label={label} inert={!current} data-current={current}>
                {rendered(position) && (
                  <>
                    <SlideButton
                      type="button"
                      aria-label={roomsSection.openPhotoLabel(roomTitle, position + 1, count)}
                      onClick={(event) => onOpen(position, event.currentTarget)}
                      onPointerEnter={preloadImageViewer}
                      onFocus={preloadImageViewer}
                    >
                      <SafeImage
                        src={photo.src}
                        srcSet={photo.srcSet}
                        sizes={sizes}
                        alt={photo.alt}
                        width={photo.width}
                        height={photo.height}
                        eager={eager && position === 0}
                        // Loaded at once but far below the first screen: never ahead of what is in view.
                        fetchPriority={eager && position === 0 ? 'low' : undefined}
                        load={near && visited.has(position)}
                        draggable={false}
                        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    </SlideButton>
                    {/* Over the button but outside it, so the button's name is its label alone; clicks pass through. */}
                    <Caption data-testid="photo-caption">
                      <strong>{roomTitle}</strong>
                      {photo.caption && (
                        <span data-testid="photo-admin-caption">
                          <SellerText english={photo.caption} french={photo.captionFr} />
                        </span>
                      )}
                      <span>
                        <span data-testid="photo-position">{label}</span> · {roomsSection.unitLabel}
                      </span>
                    </Caption>
                    <Hint>
                      <ZoomInIcon />
                      {roomsSection.clickHint}
                    </Hint>
                  </>
                )}
              </Slide>
            );
          })}
        </Box>
        {count > 1 && (
          <>
            <IconButton aria-label={roomsSection.previousLabel} aria-controls={trackId} onClick={() => go(-1)} sx={{ ...navButtonSx, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={roomsSection.nextLabel} aria-controls={trackId} onClick={() => go(1)} sx={{ ...navButtonSx, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <StatusBadge icon={<PhotoLibraryIcon />}>{roomsSection.photosBadge(count)}</StatusBadge>
      </Box>
    </Box>
  );
}
