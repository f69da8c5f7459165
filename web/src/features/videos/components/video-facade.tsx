import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { OPENS_VIEWER_ATTRIBUTE } from '../../../lib/early-clicks';
import { isPlainClick } from '../../../lib/plain-click';
import { youtubePlayerUrl } from '../youtube';

export interface VideoFacadeProps {
  title: string;
  description: string;
  /** As shown, e.g. '5:30'. */
  durationLabel: string;
  youtubeId: string;
  /** A local poster picture: the video site is not contacted before play. */
  poster: { src: string; srcSet?: string; width: number; height: number };
  /** Accessible name of the play link. */
  playLabel: string;
  sizes: string;
  /** The poster is in the first screenful. */
  eager?: boolean;
  /** The first poster is the largest paint on phones: fetch it ahead of the scripts. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

const overlaySx = { position: 'absolute', pointerEvents: 'none' } as const;

/**
 * A click-to-play video: a poster, the title, the duration and a play control. The video site's
 * player (an iframe) is created only when the visitor presses play, so the page itself makes no
 * request to the video site and loads none of its scripts. The control is a link to the video on
 * the video site, which is where it goes without scripts (or for a new tab); with them it plays in
 * place, and a press made while its code is on the way is kept (OPENS_VIEWER_ATTRIBUTE).
 */
export function VideoFacade({ title, description, durationLabel, youtubeId, poster, playLabel, sizes, eager = false, fetchPriority }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play link disappears; keep keyboard users on the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark', boxShadow: 3 }}>
        {playing ? (
          <Box
            component="iframe"
            ref={frame}
            src={youtubePlayerUrl(youtubeId)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <>
            <Box
              component="a"
              href={youtubePlayerUrl(youtubeId)}
              {...{ [OPENS_VIEWER_ATTRIBUTE]: '' }}
              aria-label={playLabel}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setPlaying(true);
              }}
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'block',
                cursor: 'pointer',
                bgcolor: 'transparent',
                '&:focus-visible': { outline: '4px solid', outlineColor: 'secondary.light', outlineOffset: -4 },
                '&:hover ~ .video-play, &:focus-visible ~ .video-play': { transform: 'translate(-50%, -50%) scale(1.08)' },
              }}
            >
              <SafeImage
                src={poster.src}
                srcSet={poster.srcSet}
                width={poster.width}
                height={poster.height}
                alt=""
                sizes={sizes}
                eager={eager}
                fetchPriority={fetchPriority}
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
            {/* Drawn over the link, outside it, so the link's name is exactly its label; clicks pass through. */}
            <Box aria-hidden="true" sx={{ ...overlaySx, inset: 0, background: (theme) => `linear-gradient(180deg, transparent 45%, ${theme.palette.scrim.label} 100%)` }} />
            <Box
              aria-hidden="true"
              className="video-play"
              sx={{
                ...overlaySx,
                left: '50%',
                top: '50%',
                transform: 'translate(-50%, -50%)',
                transition: 'transform 150ms ease-out',
                width: { xs: 64, md: 76 },
                height: { xs: 64, md: 76 },
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                color: 'common.white',
                display: 'grid',
                placeItems: 'center',
                boxShadow: (theme) => theme.customShadows.control,
              }}
            >
              <PlayArrowIcon sx={{ fontSize: { xs: 40, md: 48 } }} />
            </Box>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ ...overlaySx, right: 12, bottom: 12, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'scrim.strong', color: 'common.white', fontSize: '0.875rem', fontWeight: 700 }}
            >
              {durationLabel}
            </Box>
          </>
        )}
      </Box>
      <Box component="figcaption" sx={{ mt: 1.5 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
          {title}{' '}
          <Box component="span" sx={{ fontWeight: 500, color: 'text.secondary', fontSize: '0.95rem' }}>
            ({durationLabel})
          </Box>
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{description}</Typography>
      </Box>
    </Box>
  );
}
