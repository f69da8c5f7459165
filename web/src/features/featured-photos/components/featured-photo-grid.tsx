import Box from '@mui/material/Box';
import { useTheme, type Breakpoints } from '@mui/material/styles';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { useFeaturedPhotos } from '../hooks/use-featured-photos';

export interface FeaturedPhotoGridProps {
  /** How many featured photos at most (2 on Overview, 4 on Specifications). */
  limit: number;
  /** Columns from the md breakpoint up. */
  columns: number;
  /** Label of the group, e.g. 'Featured photos of the trailer'. */
  label: string;
}

/**
 * One photo's width per breakpoint, for picking a srcset candidate: one column on phones, up to two
 * from sm, `desktopColumns` from md, in the xl container the pages put the grid in.
 */
function photoSizes({ values }: Breakpoints, desktopColumns: number): string {
  return [
    `(min-width: ${values.xl}px) ${Math.ceil(values.xl / desktopColumns)}px`,
    `(min-width: ${values.md}px) ${Math.ceil(100 / desktopColumns)}vw`,
    `(min-width: ${values.sm}px) ${Math.ceil(100 / Math.min(2, desktopColumns))}vw`,
    '100vw',
  ].join(', ');
}

/** Photos are shown 4:3, the aspect of the site's photos, so their space is reserved before they load. */
const tileSx = { width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block', borderRadius: 2.5 } as const;

/**
 * The first featured photos, in the prerendered page; nothing at all when none is featured. Each
 * photo loads as it nears the viewport, at the variant its tile needs.
 */
export function FeaturedPhotoGrid({ limit, columns, label }: FeaturedPhotoGridProps) {
  const { breakpoints } = useTheme();
  const photos = useFeaturedPhotos(limit);
  if (photos.length === 0) return null;
  // Fewer photos than columns: the photos share the row instead of leaving gaps.
  const desktopColumns = Math.min(columns, photos.length);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(2, desktopColumns)}, minmax(0, 1fr))`, md: `repeat(${desktopColumns}, minmax(0, 1fr))` },
      }}
    >
      {photos.map((photo) => (
        <SafeImage
          key={photo.id}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photoSizes(breakpoints, desktopColumns)}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          sx={{ ...tileSx, objectFit: 'cover', bgcolor: 'grey.200', boxShadow: (theme) => theme.customShadows.lifted }}
        />
      ))}
    </Box>
  );
}
