import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { responsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { imageAttributes, type ResponsiveImage } from '../../../content/walkthrough-media';

/** Thumbnails are shown this wide: the browser takes the smallest WebP variant for them. */
const THUMBNAIL_SIZES = '128px';

const gridSx = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  m: 0,
  p: 0,
  border: 0,
} as const;
const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 0.5,
  p: 0.5,
  border: 2,
  borderColor: 'divider',
  borderRadius: 1.5,
  cursor: 'pointer',
  textAlign: 'left',
  '&:hover': { borderColor: 'primary.light' },
} as const;
/** A keyboard focus ring that shows on a tile whose input or button is focused. */
const focusRing = {
  outline: '3px solid',
  outlineColor: 'primary.main',
  outlineOffset: 2,
} as const;

const thumbnailSx = { width: '100%', aspectRatio: '4 / 3', height: 'auto', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' } as const;

function Thumbnail({ image }: { image: ImageRecord }) {
  return <SafeImage {...responsivePhoto(image)} sizes={THUMBNAIL_SIZES} alt="" eager sx={thumbnailSx} />;
}

function TileLabel({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="span"
      sx={{
        fontSize: '0.8rem',
        lineHeight: 1.3,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {children}
    </Typography>
  );
}

export interface ImagePickerProps {
  /** Names the group; also the radios' name, made unique by `name`. */
  label: string;
  name: string;
  /** An image id, or '' for `noneLabel`. */
  value: string;
  onChange: (imageId: string) => void;
  images: readonly ImageRecord[];
  /** The first choice, meaning no image (the built-in picture). */
  noneLabel: string;
  /** The built-in picture that choice shows. */
  builtInPicture: ResponsiveImage;
}

/**
 * Picks one uploaded image from a grid of thumbnails labelled by their alt text. Native radios under
 * the pictures: Tab reaches the group, the arrow keys move the choice, as in any radio group.
 */
export function ImagePicker({ label, name, value, onChange, images, noneLabel, builtInPicture }: ImagePickerProps) {
  const choices = [{ id: '', text: noneLabel, image: undefined }, ...images.map((image) => ({ id: image.id, text: image.altText, image }))];
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, fontSize: '0.9rem', mb: 1 }}>
        {label}
      </Typography>
      <Box sx={gridSx}>
        {choices.map((choice) => {
          const checked = choice.id === value;
          return (
            <Box
              key={choice.id || 'none'}
              component="label"
              data-testid="picker-choice"
              sx={{
                ...tileSx,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
                '&:has(input:focus-visible)': focusRing,
              }}
            >
              <Box component="input" type="radio" name={name} value={choice.id} checked={checked} onChange={() => onChange(choice.id)} sx={visuallyHiddenSx} />
              {choice.image ? <Thumbnail image={choice.image} /> : <SafeImage {...imageAttributes(builtInPicture)} sizes={THUMBNAIL_SIZES} alt="" eager sx={thumbnailSx} />}
              <TileLabel>{choice.text}</TileLabel>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export interface ImageAddGridProps {
  label: string;
  images: readonly ImageRecord[];
  /** The accessible name of each tile's button, from the image's alt text. */
  addLabel: (altText: string) => string;
  onAdd: (image: ImageRecord) => void;
  disabled?: boolean;
}

/** A grid of thumbnail buttons, each adding its image (a room's "Add a photo"). */
export function ImageAddGrid({ label, images, addLabel, onAdd, disabled }: ImageAddGridProps) {
  return (
    <Box role="group" aria-label={label}>
      <Typography sx={{ fontWeight: 600, fontSize: '0.9rem', mb: 1 }} aria-hidden="true">
        {label}
      </Typography>
      <Box component="ul" sx={gridSx}>
        {images.map((image) => (
          <Box component="li" key={image.id} sx={{ listStyle: 'none', display: 'flex' }}>
            <ButtonBase
              aria-label={addLabel(image.altText)}
              disabled={disabled}
              onClick={() => onAdd(image)}
              sx={{
                ...tileSx,
                flex: 1,
                '&.Mui-focusVisible': focusRing,
                '&.Mui-disabled': { opacity: 0.5 },
              }}
            >
              <Thumbnail image={image} />
              <TileLabel>{image.altText}</TileLabel>
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
