import Box from '@mui/material/Box';
import { DEFAULT_HERO_IMAGE } from '../../../../../shared/hero-image';
import { useHeroPicture } from '../hooks/use-hero-picture';

/**
 * The home page's hero photo, 4:3 at 1200x900. The prerendered HTML carries the default
 * photo so the largest paint never waits for the API; the featured photo replaces it once
 * known, and a photo that fails to load falls back to the default.
 */
export function HeroImage() {
  const { picture, onError } = useHeroPicture();
  return (
    <Box
      component="img"
      src={picture.src}
      alt={picture.alt}
      width={DEFAULT_HERO_IMAGE.width}
      height={DEFAULT_HERO_IMAGE.height}
      fetchPriority="high"
      onError={onError}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        bgcolor: 'primary.light',
      }}
    />
  );
}
