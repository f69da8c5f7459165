import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImageRecord } from '../../../../../shared/images';
import { siteMutate } from '../../../lib/site-swr';
import { TOUR_MEDIA_ENDPOINT, roomPlacementList, type ChangeStamp, type TourRoomId } from '../../../../../shared/tour-media';
import { ROOMS } from '../../../content/rooms';
import { FLOOR_PLAN } from '../../../content/walkthrough';
import { responsiveImage } from '../../../content/walkthrough-media';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { IMAGE_LISTS } from '../../../lib/images-api';
import { useImageList } from '../../../lib/use-image-list';
import { getTourMedia, setFloorPlan, setRoomPhotos, useTourMedia } from '../api/tour-media';
import { useImageMutations } from '../hooks/use-image-mutations';
import { useTourMediaSave } from '../hooks/use-tour-media-save';
import { ImagePicker } from './image-picker';
import { RoomPhotosEditor } from './room-photos-editor';
import { TourVideosEditor } from './tour-videos-editor';
import { UploadPanel } from './upload-panel';

const copy = TOUR_MEDIA_ADMIN_COPY;
const roomTitle = (id: TourRoomId) => ROOMS.find((room) => room.id === id)?.title ?? id;

function Part({ id, title, stamp, children }: { id: string; title: string; stamp?: ChangeStamp | null; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {stamp && (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mb: 1.5 }}>
          {copy.lastChanged(stamp.updatedBy, new Date(stamp.updatedAt).toLocaleString())}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** The floor plan: an uploaded image, or the built-in blueprint. */
function FloorPlanEditor({ imageId, images }: { imageId: string | null; images: readonly ImageRecord[] }) {
  const [picked, setPicked] = useState(imageId ?? '');
  const { save, saving } = useTourMediaSave();
  return (
    <Stack spacing={2}>
      <ImagePicker
        label={copy.floorPlan.image}
        name="floor-plan"
        value={picked}
        images={images}
        noneLabel={copy.builtIn}
        builtInPicture={responsiveImage(FLOOR_PLAN.asset)}
        onChange={setPicked}
      />
      <Button variant="contained" disabled={saving} onClick={() => void save(() => setFloorPlan({ imageId: picked || null }))} sx={{ alignSelf: 'flex-start' }}>
        {saving ? copy.saving : copy.save}
      </Button>
    </Stack>
  );
}

/**
 * Admin Mode on the walkthrough: uploads (the gallery's pipeline, interior by default), each room's
 * photos, the floor plan and the two videos. Saving one part publishes the pages again.
 */
export default function TourMediaPanel() {
  const { isAdmin } = useAuthSession();
  const { added } = useImageMutations();
  const [placeIn, setPlaceIn] = useState<TourRoomId | ''>(ROOMS[0]!.id);
  const { data: view, error } = useTourMedia();
  const { data: images } = useImageList(IMAGE_LISTS.all);
  const [roomId, setRoomId] = useState<TourRoomId>(ROOMS[0]!.id);

  // Signed out or expired meanwhile: the tools go away with the rights.
  if (!isAdmin) return null;

  const room = view?.placements.rooms[roomId];
  return (
    <Paper component="section" aria-labelledby="tour-media-panel-title" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4, borderColor: 'secondary.main', borderWidth: 2 }}>
      <Typography id="tour-media-panel-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {copy.panelTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{copy.intro}</Typography>
      <UploadPanel
        defaultCategory="interior"
        onUploaded={async (image) => {
          await added(image);
          if (!placeIn) return copy.uploads.inLibrary;
          // Read fresh, so the write is made on the room's current version; the answer shows the room at once.
          const { placements } = await getTourMedia();
          const photos = [...roomPlacementList(placeIn, placements.rooms[placeIn]), { imageId: image.id, caption: null }];
          await siteMutate(TOUR_MEDIA_ENDPOINT, await setRoomPhotos(placeIn, { photos, version: placements.rooms[placeIn]?.version ?? 0 }), { revalidate: false });
          return copy.uploads.placed(roomTitle(placeIn), photos.length);
        }}
      >
        <TextField
          select
          size="small"
          label={copy.uploads.placeIn}
          value={placeIn}
          onChange={(event) => setPlaceIn(event.target.value as TourRoomId | '')}
          sx={{ mb: 2, minWidth: 280 }}
        >
          {ROOMS.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.title}
            </MenuItem>
          ))}
          <MenuItem value="">{copy.uploads.libraryOnly}</MenuItem>
        </TextField>
      </UploadPanel>
      <Divider sx={{ my: 3 }} />
      {error ? (
        <Typography color="error">{`${copy.loadFailed}: ${error instanceof Error ? error.message : String(error)}`}</Typography>
      ) : !view || !images ? (
        <CircularProgress aria-label={copy.panelTitle} />
      ) : (
        <Stack spacing={4} divider={<Divider />}>
          <Part id="tour-rooms-title" title={copy.rooms.title} stamp={room}>
            <TextField select size="small" label={copy.rooms.room} value={roomId} onChange={(event) => setRoomId(event.target.value as TourRoomId)} sx={{ mb: 2, minWidth: 280 }}>
              {ROOMS.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.title}
                </MenuItem>
              ))}
            </TextField>
            <RoomPhotosEditor key={`${roomId}-${room?.version ?? 0}`} roomId={roomId} placement={room} images={images} />
          </Part>
          <Part id="tour-floor-plan-title" title={copy.floorPlan.title} stamp={view.placements.floorPlan}>
            <FloorPlanEditor key={view.placements.floorPlan?.updatedAt ?? ''} imageId={view.placements.floorPlan?.imageId ?? null} images={images} />
          </Part>
          <Part id="tour-videos-title" title={copy.videos.title}>
            <TourVideosEditor key={Object.values(view.placements.videos).map((video) => video.updatedAt).join()} placed={view.placements.videos} images={images} />
          </Part>
        </Stack>
      )}
    </Paper>
  );
}
