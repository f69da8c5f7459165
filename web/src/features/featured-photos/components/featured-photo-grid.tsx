import Box from '@mui/material/Box';
import { useFeaturedPhotos } from '../hooks/use-featured-photos';

export interface FeaturedPhotoGridProps {
  /** How many featured photos at most (2 on Overview, 4 on Specifications). */
  limit: number;
  /** Columns from the md breakpoint up. */
  columns: number;
  /** Label of the group, e.g. 'Featured photos of the trailer'. */
  label: string;
}

/** Photos are shown 4:3, the aspect of the site's photos, so their space is reserved before they load. */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 900;

const tileSx = { width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block', borderRadius: 2.5 } as const;

/**
 * The first featured photos: pulsing placeholders of the same size while loading, nothing at all when
 * none can be shown (no featured photos, or the request failed).
 */
export function FeaturedPhotoGrid({ limit, columns, label }: FeaturedPhotoGridProps) {
  const { photos, loading } = useFeaturedPhotos(limit);
  if (!loading && photos.length === 0) return null;
  // Fewer photos than columns: the photos share the row instead of leaving gaps.
  const desktopColumns = loading ? columns : Math.min(columns, photos.length);
  return (
    <Box
      role="group"
      aria-label={label}
      aria-busy={loading}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(2, desktopColumns)}, minmax(0, 1fr))`, md: `repeat(${desktopColumns}, minmax(0, 1fr))` },
      }}
    >
      {loading
        ? Array.from({ length: limit }, (_, index) => (
            <Box
              key={index}
              sx={{
                ...tileSx,
                bgcolor: 'grey.200',
                '@keyframes featured-photo-pulse': { '50%': { opacity: 0.55 } },
                animation: 'featured-photo-pulse 1.6s ease-in-out infinite',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
          ))
        : photos.map((photo) => (
            <Box
              key={photo.id}
              component="img"
              src={photo.src}
              alt={photo.alt}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              loading="lazy"
              decoding="async"
              sx={{ ...tileSx, objectFit: 'cover', bgcolor: 'grey.200', boxShadow: '0 8px 24px rgba(16, 48, 92, 0.12)' }}
            />
          ))}
    </Box>
  );
}
