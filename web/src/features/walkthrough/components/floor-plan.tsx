import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { preloadImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import type { PictureBox } from '../../../content/walkthrough-media';
import { isPlainClick } from '../../../lib/plain-click';
import { useTourCopy } from '../tour-copy';
import type { TourImage } from '../room-photos';
import { useInteractive } from '../use-interactive';

const SIZES = '(min-width: 1200px) 1100px, calc(100vw - 32px)';

/** One room as the plan leads to it. */
export interface PlanRoom {
  id: string;
  title: string;
  photoCount: number;
  /** Where the plan shows the room, in the picture's pixels; absent on a plan whose layout is not known (the admin's). */
  box?: PictureBox;
}

export interface FloorPlanProps {
  image: TourImage;
  rooms: readonly PlanRoom[];
  onOpen: (trigger: HTMLElement) => void;
  /** A room was chosen: its link has taken the page to the room's section; this may add its photos. */
  onRoom: (room: PlanRoom) => void;
}

const focusRing = { outline: '4px solid', outlineColor: 'secondary.main', outlineOffset: 2 } as const;
const percent = (value: number, of: number) => `${(100 * value) / of}%`;

/**
 * The floor plan, a map of the walkthrough: each room on it, and in the list beside it (its text
 * alternative, with each room's photo count), is a link to the room's section, which works without
 * scripts; the script also opens the room's photos. A click elsewhere on the plan opens it full size.
 */
export function FloorPlan({ image, rooms, onOpen, onRoom }: FloorPlanProps) {
  const { floorPlan } = useTourCopy();
  const interactive = useInteractive();
  // The link still takes the page to the room (its hash); the photos open over it.
  const roomClick = (room: PlanRoom) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    onRoom(room);
  };
  return (
    <>
      <Box sx={{ position: 'relative', maxWidth: 1100, mx: 'auto' }}>
        <Box
          component="button"
          type="button"
          data-interactive={interactive || undefined}
          aria-label={floorPlan.openLabel}
          onClick={(event) => onOpen(event.currentTarget)}
          onPointerEnter={preloadImageViewer}
          onFocus={preloadImageViewer}
          sx={{
            display: 'block',
            width: '100%',
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            cursor: 'zoom-in',
            bgcolor: 'primary.dark',
            boxShadow: 2,
            '&:focus-visible': focusRing,
          }}
        >
          <SafeImage
            src={image.src}
            srcSet={image.srcSet}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sizes={SIZES}
            sx={{ width: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }}
          />
        </Box>
        {/*
          Over the plan, each where the plan names its room; outside the button, so each is a link of its own.
          Not on a phone: the plan's room names are a few pixels tall there, too small a target, and the
          list of rooms under the plan holds the same links.
        */}
        {rooms.map(
          (room, index) =>
            room.box && (
              <Box
                key={room.id}
                component="a"
                href={`#${room.id}`}
                aria-label={floorPlan.roomOnPlan(index + 1, room.title, room.photoCount)}
                onClick={roomClick(room)}
                onPointerEnter={preloadImageViewer}
                sx={{
                  display: { xs: 'none', md: 'block' },
                  position: 'absolute',
                  left: percent(room.box.x, image.width),
                  top: percent(room.box.y, image.height),
                  width: percent(room.box.width, image.width),
                  height: percent(room.box.height, image.height),
                  borderRadius: 1,
                  '&:hover': { bgcolor: 'onDark.divider', outline: '2px solid', outlineColor: 'secondary.light' },
                  '&:focus-visible': { ...focusRing, outlineOffset: 0, bgcolor: 'onDark.divider' },
                }}
              />
            ),
        )}
        {/* Over the button but outside it, so the button's name is its label alone; clicks pass through. */}
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            pointerEvents: 'none',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'scrim.label',
            color: 'common.white',
            fontSize: '0.8rem',
            fontWeight: 600,
          }}
        >
          <ZoomInIcon sx={{ fontSize: '1.1rem' }} />
          {floorPlan.hint}
        </Box>
      </Box>
      <Box component="nav" aria-labelledby="floor-plan-rooms" sx={{ maxWidth: 1100, mx: 'auto', mt: 3 }}>
        <Typography id="floor-plan-rooms" variant="h4" component="h3" sx={{ mb: 1.5 }}>
          {floorPlan.roomsTitle}
        </Typography>
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {rooms.map((room, index) => (
            <li key={room.id}>
              <Box
                component="a"
                href={`#${room.id}`}
                onClick={roomClick(room)}
                onPointerEnter={preloadImageViewer}
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  minHeight: 44,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  fontWeight: 600,
                  textDecoration: 'none',
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-visible': focusRing,
                }}
              >
                <span>{`${index + 1}. ${room.title}`}</span>
                <Box component="span" sx={{ ml: 'auto', color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {floorPlan.roomPhotos(room.photoCount)}
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
