import { useState } from 'react';
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
import { responsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { MAX_ROOM_PHOTOS, MAX_TOUR_CAPTION_LENGTH, type PlacedPhoto, type TourRoomId } from '../../../../../shared/tour-media';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { setRoomPhotos } from '../api/tour-media';
import { useTourMediaSave } from '../hooks/use-tour-media-save';
import { ImageSelect } from '../../../components/ui/image-select';

const { rooms: copy } = TOUR_MEDIA_ADMIN_COPY;

/** A placed photo as the admin edits it: the caption as typed. */
interface DraftPhoto {
  imageId: string;
  caption: string;
}

export interface RoomPhotosEditorProps {
  roomId: TourRoomId;
  /** What the room holds now; the editor starts from it (remount it when it changes). */
  placed: readonly PlacedPhoto[];
  images: readonly ImageRecord[];
}

/** Moves the item at `from` by `delta` places. */
function moved<T>(list: readonly T[], from: number, delta: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(from + delta, 0, item);
  return next;
}

/** One room's photos: add uploaded photos, order them, caption them, remove them, then save all at once. */
export function RoomPhotosEditor({ roomId, placed, images }: RoomPhotosEditorProps) {
  const [draft, setDraft] = useState<DraftPhoto[]>(() => placed.map((photo) => ({ imageId: photo.imageId, caption: photo.caption ?? '' })));
  const { save, saving } = useTourMediaSave();
  const byId = new Map(images.map((image) => [image.id, image]));
  const addable = images.filter((image) => !draft.some((photo) => photo.imageId === image.id));

  const patch = (index: number, caption: string) => setDraft((current) => current.map((photo, at) => (at === index ? { ...photo, caption } : photo)));

  return (
    <Box>
      {draft.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{copy.empty}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, mb: 2 }} aria-label={copy.title}>
          {draft.map((photo, index) => {
            const image = byId.get(photo.imageId);
            const position = index + 1;
            return (
              <Paper key={photo.imageId} component="li" variant="outlined" data-testid="placed-photo" sx={{ p: 1.5, listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                {image && <SafeImage {...responsivePhoto(image)} sizes="96px" alt={image.altText} eager sx={{ width: 96, height: 72, objectFit: 'cover', bgcolor: 'grey.200' }} />}
                <TextField
                  size="small"
                  label={copy.caption}
                  value={photo.caption}
                  onChange={(event) => patch(index, event.target.value)}
                  slotProps={{ htmlInput: { maxLength: MAX_TOUR_CAPTION_LENGTH } }}
                  sx={{ flex: '1 1 240px' }}
                />
                <Stack direction="row">
                  <IconButton aria-label={copy.moveUp(position)} disabled={index === 0} onClick={() => setDraft((current) => moved(current, index, -1))}>
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton aria-label={copy.moveDown(position)} disabled={index === draft.length - 1} onClick={() => setDraft((current) => moved(current, index, 1))}>
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={copy.remove(position)} onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <ImageSelect
            label={copy.add}
            value=""
            images={addable}
            noneLabel={copy.add}
            disabled={draft.length >= MAX_ROOM_PHOTOS}
            onChange={(imageId) => imageId && setDraft((current) => [...current, { imageId, caption: '' }])}
          />
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{copy.count(draft.length, MAX_ROOM_PHOTOS)}</Typography>
        <Button variant="contained" disabled={saving} onClick={() => void save(() => setRoomPhotos(roomId, { photos: draft.map(({ imageId, caption }) => ({ imageId, caption })) }))}>
          {saving ? TOUR_MEDIA_ADMIN_COPY.saving : TOUR_MEDIA_ADMIN_COPY.save}
        </Button>
      </Stack>
    </Box>
  );
}
