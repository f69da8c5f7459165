import Box from '@mui/material/Box';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { preloadImageViewer } from '../../../components/image-viewer/lazy-image-viewer';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { FLOOR_PLAN } from '../../../content/walkthrough';
import type { TourImage } from '../room-photos';
import { useInteractive } from '../use-interactive';

const SIZES = '(min-width: 1200px) 1100px, calc(100vw - 32px)';

/** The floor-plan blueprint; a click opens it in the viewer. */
export function FloorPlan({ image, onOpen }: { image: TourImage; onOpen: (trigger: HTMLElement) => void }) {
  const interactive = useInteractive();
  return (
    <Box sx={{ position: 'relative', maxWidth: 1100, mx: 'auto' }}>
      <Box
        component="button"
        type="button"
        data-interactive={interactive || undefined}
        aria-label={FLOOR_PLAN.openLabel}
        onClick={(event) => onOpen(event.currentTarget)}
        onPointerEnter={preloadImageViewer}
        onFocus={preloadImageViewer}
        sx={{
          display: 'block',
          width: '100%',
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          cursor: 'zoom-in',
          bgcolor: 'primary.dark',
          boxShadow: 2,
          '&:focus-visible': { outline: '4px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <SafeImage
          src={image.src}
          srcSet={image.srcSet}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sizes={SIZES}
          sx={{ width: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }}
        />
      </Box>
      {/* Over the button but outside it, so the button's name is its label alone; clicks pass through. */}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          pointerEvents: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'scrim.label',
          color: 'common.white',
          fontSize: '0.8rem',
          fontWeight: 600,
        }}
      >
        <ZoomInIcon sx={{ fontSize: '1.1rem' }} />
        {FLOOR_PLAN.hint}
      </Box>
    </Box>
  );
}
