import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useHeroPicture } from '../hooks/use-hero-picture';

/**
 * The trailer's hero photo, 4:3, on Home and beside the gallery's title. The prerendered HTML
 * carries the default photo so the largest paint never waits for the API; the featured photo (the variant the screen needs) replaces it once
 * known, and a photo that fails to load falls back to the default. It is the page's largest paint:
 * loaded at once, at high priority. Framed in white for the navy hero bands it sits on.
 */
export function HeroImage() {
  const { values } = useTheme().breakpoints;
  const { picture, onError } = useHeroPicture();
  // PageHero's aside column (Home's is the wider, half the row): at most half the xl container from
  // md up, the whole screen below.
  const sizes = `(min-width: ${values.xl}px) ${values.xl / 2}px, (min-width: ${values.md}px) 50vw, 100vw`;
  return (
    <Box
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: '4px solid',
        borderColor: 'onDark.frame',
        boxShadow: (theme) => theme.customShadows.floating,
      }}
    >
      <Box
        component="img"
        // sizes before srcset: the browser picks a candidate as soon as srcset is set.
        sizes={picture.srcSet ? sizes : undefined}
        srcSet={picture.srcSet}
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
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
    </Box>
  );
}
