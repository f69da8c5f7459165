import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { responsivePhoto } from '../../../../../shared/image-url';
import { lacksFrenchCaption, type ImageRecord } from '../../../../../shared/images';
import {
  MAX_ROOM_PHOTOS,
  MAX_TOUR_CAPTION_LENGTH,
  builtInRoomPhotos,
  isBuiltInPhoto,
  photoKey,
  roomPlacementList,
  type PlacedPhoto,
  type RoomPlacement,
  type TourRoomId,
} from '../../../../../shared/tour-media';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { imageAttributes, responsiveImage, roomPhotoAsset } from '../../../content/walkthrough-media';
import { setRoomPhotos } from '../api/tour-media';
import { useTourMediaSave } from '../hooks/use-tour-media-save';
import { ImageAddGrid } from './image-picker';
import { moved } from './photo-list';

const { rooms: copy } = TOUR_MEDIA_ADMIN_COPY;
const { frenchMissing, frenchMissingCount } = GALLERY_ADMIN_COPY.manager;

/** One entry: on a phone the picture, name and buttons share a line above the captions; wider, the captions stack beside the name. */
const rowSx = {
  p: 1,
  listStyle: 'none',
  display: 'grid',
  columnGap: 1.5,
  rowGap: 1,
  alignItems: 'center',
  gridTemplateColumns: { xs: 'auto 96px 1fr', md: 'auto 96px minmax(0, 1fr) minmax(0, 2fr) auto' },
  gridTemplateAreas: {
    xs: '"drag thumb actions" "name name name" "caption caption caption" "captionFr captionFr captionFr"',
    md: '"drag thumb name caption actions" "drag thumb name captionFr actions"',
  },
} as const;

/** A photo of the list as the admin edits it: the captions as typed. */
type DraftPhoto = PlacedPhoto & { caption: string; captionFr: string };
type DraftCaptions = Pick<DraftPhoto, 'caption' | 'captionFr'>;
const NO_CAPTIONS: DraftCaptions = { caption: '', captionFr: '' };

export interface RoomPhotosEditorProps {
  roomId: TourRoomId;
  /** What the room holds now; the editor starts from it (remount it when it changes). */
  placement: RoomPlacement | undefined;
  images: readonly ImageRecord[];
}

/** The thumbnail and name of one entry: a built-in photo by its number, an uploaded one by its record. */
function describe(roomId: TourRoomId, photo: PlacedPhoto, byId: ReadonlyMap<string, ImageRecord>) {
  if (isBuiltInPhoto(photo))
    return {
      picture: imageAttributes(responsiveImage(roomPhotoAsset(roomId, photo.builtIn))),
      name: copy.builtInPhoto(photo.builtIn),
    };
  const image = byId.get(photo.imageId);
  return {
    picture: image ? responsivePhoto(image) : undefined,
    name: image?.altText ?? photo.imageId,
  };
}

/**
 * One room's photo list, built-in and uploaded in one order (docs/decisions/room-photo-list.md): add
 * uploaded photos, remove any one, replace the built-in set, order them by dragging or with the move
 * buttons, caption them, then save all at once on the version it was read at.
 */
export function RoomPhotosEditor({ roomId, placement, images }: RoomPhotosEditorProps) {
  const [draft, setDraft] = useState<DraftPhoto[]>(() =>
    roomPlacementList(roomId, placement).map((photo) => ({
      ...photo,
      caption: photo.caption ?? '',
      captionFr: photo.captionFr ?? '',
    })),
  );
  const [dragged, setDragged] = useState<number>();
  const { save, saving } = useTourMediaSave();
  const byId = new Map(images.map((image) => [image.id, image]));
  const listed = new Set(draft.map(photoKey));
  const addable = images.filter((image) => !listed.has(image.id));
  const missingBuiltIns = builtInRoomPhotos(roomId).filter((photo) => !listed.has(photoKey(photo)));

  // The placement's own captions only: a photo showing its record's caption is marked in the photo manager.
  const frenchMissingHere = draft.filter(lacksFrenchCaption).length;

  const patch = (index: number, captions: Partial<DraftCaptions>) => setDraft((current) => current.map((photo, at) => (at === index ? { ...photo, ...captions } : photo)));
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== undefined) setDraft((current) => moved(current, dragged, to - dragged));
    setDragged(undefined);
  };

  return (
    <Box>
      {draft.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{copy.empty}</Typography>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 1 }}>{copy.reorderHint}</Typography>
          {frenchMissingHere > 0 && (
            <Typography data-testid="room-french-captions-missing" sx={{ fontSize: '0.875rem', color: 'warning.dark', mb: 1 }}>
              {frenchMissingCount(frenchMissingHere)}
            </Typography>
          )}
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, mb: 2 }} aria-label={copy.title}>
            {draft.map((photo, index) => {
              const { picture, name } = describe(roomId, photo, byId);
              const position = index + 1;
              return (
                <Paper
                  key={photoKey(photo)}
                  component="li"
                  variant="outlined"
                  data-testid="placed-photo"
                  draggable
                  onDragStart={(event: DragEvent) => {
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(index);
                  }}
                  onDragOver={(event: DragEvent) => event.preventDefault()}
                  onDrop={(event: DragEvent) => drop(event, index)}
                  onDragEnd={() => setDragged(undefined)}
                  sx={{ ...rowSx, opacity: dragged === index ? 0.5 : 1 }}
                >
                  <DragIndicatorIcon aria-hidden="true" sx={{ gridArea: 'drag', color: 'text.secondary', cursor: 'grab' }} />
                  {picture && (
                    <SafeImage {...picture} sizes="96px" alt="" eager sx={{ gridArea: 'thumb', width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }} />
                  )}
                  <Typography sx={{ gridArea: 'name', fontSize: '0.875rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{`${position}. ${name}`}</Typography>
                  <TextField
                    size="small"
                    label={copy.caption}
                    value={photo.caption}
                    onChange={(event) => patch(index, { caption: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: MAX_TOUR_CAPTION_LENGTH } }}
                    sx={{ gridArea: 'caption' }}
                  />
                  <TextField
                    size="small"
                    label={copy.captionFr}
                    lang="fr-CA"
                    value={photo.captionFr}
                    onChange={(event) => patch(index, { captionFr: event.target.value })}
                    helperText={lacksFrenchCaption(photo) ? frenchMissing : undefined}
                    slotProps={{ htmlInput: { maxLength: MAX_TOUR_CAPTION_LENGTH }, formHelperText: { sx: { color: 'warning.dark' } } }}
                    sx={{ gridArea: 'captionFr' }}
                  />
                  <Stack direction="row" sx={{ gridArea: 'actions', justifySelf: 'end' }}>
                    <IconButton aria-label={copy.moveUp(position, name)} disabled={index === 0} onClick={() => setDraft((current) => moved(current, index, -1))}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton aria-label={copy.moveDown(position, name)} disabled={index === draft.length - 1} onClick={() => setDraft((current) => moved(current, index, 1))}>
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={copy.remove(position, name)} onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}>
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" disabled={!draft.some(isBuiltInPhoto)} onClick={() => setDraft((current) => current.filter((photo) => !isBuiltInPhoto(photo)))}>
          {copy.replaceBuiltIns}
        </Button>
        <Button
          variant="outlined"
          disabled={missingBuiltIns.length === 0 || draft.length + missingBuiltIns.length > MAX_ROOM_PHOTOS}
          onClick={() => setDraft((current) => [...current, ...missingBuiltIns.map((photo) => ({ ...photo, ...NO_CAPTIONS }))])}
        >
          {copy.restoreBuiltIns(missingBuiltIns.length)}
        </Button>
      </Stack>
      {addable.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <ImageAddGrid
            label={copy.add}
            images={addable}
            addLabel={copy.addPhoto}
            disabled={draft.length >= MAX_ROOM_PHOTOS}
            onAdd={(image) => setDraft((current) => [...current, { imageId: image.id, ...NO_CAPTIONS }])}
          />
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{copy.count(draft.length, MAX_ROOM_PHOTOS)}</Typography>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() =>
            void save(() =>
              setRoomPhotos(roomId, {
                photos: draft.map((photo) => ({
                  ...photo,
                  caption: photo.caption || null,
                  captionFr: photo.captionFr || null,
                })),
                version: placement?.version ?? 0,
              }),
            )
          }
        >
          {saving ? TOUR_MEDIA_ADMIN_COPY.saving : TOUR_MEDIA_ADMIN_COPY.save}
        </Button>
      </Stack>
    </Box>
  );
}
