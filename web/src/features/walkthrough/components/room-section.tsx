import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from '../../../lib/render-when-idle';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { Room } from '../../../content/rooms';
import { useTourCopy } from '../tour-copy';
import { useTour } from '../hooks/use-tour';
import { roomPhotos, roomViewerImages } from '../room-photos';
import { useInteractive } from '../use-interactive';
import { RoomCarousel } from './room-carousel';
import { RoomIcon } from './room-icon';

export interface RoomSectionProps {
  room: Room;
  /** 1-based position in the tour: the 'Room N' badge; even rooms put the photos on the left. */
  number: number;
  /** The page's first room: its first photo loads at once. */
  eager?: boolean;
}

/** A check in a circle (MUI's CheckCircleOutlined path) as a CSS background in the given colour. */
function checkMark(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${color}" d="M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** On large screens the carousel takes half of the page's lg container. */
const CAROUSEL_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)';

/**
 * One room of the walkthrough: a card with the 'Room N' badge, title, description and the
 * 'Premium Features & Equipment:' list, beside the room's carousel. Sides alternate on large
 * screens; a room without photos shows no gallery. A click on a photo opens the viewer there. The
 * photos are the admin's where placed (the page's snapshot), else the built-in ones.
 */
export function RoomSection({ room, number, eager = false }: RoomSectionProps) {
  const titleId = `${room.id}-title`;
  const photosFirst = number % 2 === 0;
  const tour = useTour();
  const { roomsSection } = useTourCopy();
  const photos = useMemo(() => roomPhotos(room, tour, roomsSection), [room, tour, roomsSection]);
  const viewerImages = useMemo(() => roomViewerImages(room, photos, roomsSection), [room, photos, roomsSection]);
  const { open, viewer } = useImageViewer();
  const interactive = useInteractive();
  const hasPhotos = photos.length > 0;
  return (
    <Box
      component="section"
      id={room.id}
      // The floor plan's links lead here: focusable by them and by script (the viewer's return), not by Tab.
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="room-section"
      data-interactive={interactive || undefined}
      {...{ [RENDER_WHEN_IDLE_ATTRIBUTE]: '' }}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: hasPhotos ? '1fr 1fr' : '1fr' },
        alignItems: 'start',
        scrollMarginTop: 88,
        '&:focus': { outline: 'none' },
        // Off-screen rooms skip layout and paint until scrolled near or the page is idle; the browser keeps their last size.
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 1400px', md: 'auto 720px' },
      }}
    >
      <Box
        sx={{
          order: { md: photosFirst ? 2 : 1 },
          p: { xs: 2.5, sm: 3.5 },
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          boxShadow: 1,
        }}
      >
        <StatusBadge icon={<RoomIcon name={room.icon} />}>{roomsSection.roomBadge(number)}</StatusBadge>
        <Typography id={titleId} variant="h3" component="h3" sx={{ mt: 1.5, mb: 1.5 }}>
          {room.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{room.description}</Typography>
        <Typography component="h4" sx={{ mt: 2.5, mb: 1, fontWeight: 700, fontSize: '1rem' }}>
          {roomsSection.featuresTitle}
        </Typography>
        {/* One style for the whole list: 10 to 25 lines per room, styled through the parent. */}
        <Box
          component="ul"
          data-testid="room-features"
          sx={(theme) => ({
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 0.75,
            '& > li': { position: 'relative', pl: 3.25, fontSize: '0.925rem', lineHeight: 1.45 },
            // The check mark is drawn by CSS: an icon element per line would add hundreds of nodes to the page.
            '& > li::before': {
              content: '""',
              position: 'absolute',
              left: 0,
              top: '0.1em',
              width: '1.1rem',
              height: '1.1rem',
              backgroundImage: checkMark(theme.palette.success.main),
              backgroundSize: 'contain',
            },
          })}
        >
          {room.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Box>
      </Box>
      {hasPhotos && (
        <Box sx={{ order: { md: photosFirst ? 1 : 2 }, minWidth: 0, position: { md: 'sticky' }, top: { md: 96 } }}>
          <RoomCarousel
            roomTitle={room.title}
            photos={photos}
            eager={eager}
            sizes={CAROUSEL_SIZES}
            onOpen={(index, trigger) => open(viewerImages, index, trigger)}
          />
        </Box>
      )}
      {viewer}
    </Box>
  );
}
