import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImageRecord } from '../../../../../shared/images';
import type { TourPlacements } from '../../../../../shared/tour-media';
import { parseYouTubeVideo } from '../../../../../shared/youtube-link';
import { TOUR_VIDEOS } from '../../../content/walkthrough';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { responsiveImage } from '../../../content/walkthrough-media';
import { setTourVideos } from '../api/tour-media';
import { useTourMediaSave } from '../hooks/use-tour-media-save';
import { ImagePicker } from './image-picker';

const { videos: copy } = TOUR_MEDIA_ADMIN_COPY;

/** What the video field holds: the id a pasted link or id names, the problem with it, or nothing (the built-in video). */
function readVideoField(text: string): { id: string | null; problem?: string } {
  if (!text.trim()) return { id: null };
  const parsed = parseYouTubeVideo(text);
  return 'id' in parsed ? parsed : { id: null, problem: parsed.problem };
}

/** Both videos' YouTube links or ids and posters, as pasted and picked; empty keeps the built-in one. */
export function TourVideosEditor({ placed, images }: { placed: TourPlacements['videos']; images: readonly ImageRecord[] }) {
  const [draft, setDraft] = useState(() =>
    TOUR_VIDEOS.map((video) => ({
      id: video.id,
      title: video.title,
      builtInPoster: responsiveImage(video.poster),
      youtubeId: placed[video.id]?.youtubeId ?? '',
      posterImageId: placed[video.id]?.posterImageId ?? '',
    })),
  );
  const { save, saving } = useTourMediaSave();
  const patch = (id: string, changes: Partial<(typeof draft)[number]>) => setDraft((current) => current.map((video) => (video.id === id ? { ...video, ...changes } : video)));

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        {draft.map((video) => {
          const field = readVideoField(video.youtubeId);
          return (
            <Box key={video.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {video.title}
              </Typography>
              <TextField
                size="small"
                label={copy.youtubeId}
                value={video.youtubeId}
                onChange={(event) => patch(video.id, { youtubeId: event.target.value })}
                error={Boolean(field.problem)}
                helperText={field.problem ?? (field.id && field.id !== video.youtubeId.trim() ? copy.foundId(field.id) : copy.youtubeIdHint)}
              />
              <ImagePicker
                label={copy.poster}
                name={`poster-${video.id}`}
                value={video.posterImageId}
                images={images}
                noneLabel={TOUR_MEDIA_ADMIN_COPY.builtIn}
                builtInPicture={video.builtInPoster}
                onChange={(posterImageId) => patch(video.id, { posterImageId })}
              />
            </Box>
          );
        })}
      </Box>
      <Button
        variant="contained"
        disabled={saving || draft.some((video) => readVideoField(video.youtubeId).problem)}
        onClick={() =>
          void save(() => setTourVideos({ videos: draft.map((video) => ({ id: video.id, youtubeId: readVideoField(video.youtubeId).id, posterImageId: video.posterImageId || null })) }))
        }
      >
        {saving ? TOUR_MEDIA_ADMIN_COPY.saving : TOUR_MEDIA_ADMIN_COPY.save}
      </Button>
    </Box>
  );
}
