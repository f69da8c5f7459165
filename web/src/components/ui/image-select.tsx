import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { responsivePhoto } from '../../../../shared/image-url';
import type { ImageRecord } from '../../../../shared/images';
import { SafeImage } from '../image-viewer/safe-image';

export interface ImageSelectProps {
  label: string;
  /** An image id, or '' for `noneLabel`. */
  value: string;
  onChange: (imageId: string) => void;
  images: readonly ImageRecord[];
  /** The first option, meaning no image (the built-in picture, or nothing picked yet). */
  noneLabel: string;
  disabled?: boolean;
}

/** Picks one of the uploaded images, each shown by a thumbnail and its alt text. */
export function ImageSelect({ label, value, onChange, images, noneLabel, disabled }: ImageSelectProps) {
  return (
    <TextField select size="small" fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
      <MenuItem value="">{noneLabel}</MenuItem>
      {images.map((image) => (
        <MenuItem key={image.id} value={image.id}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <SafeImage {...responsivePhoto(image)} sizes="64px" alt="" eager sx={{ width: 64, height: 48, objectFit: 'cover', flexShrink: 0, bgcolor: 'grey.200' }} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {image.altText}
            </Box>
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
