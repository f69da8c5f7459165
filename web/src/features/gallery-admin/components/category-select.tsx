import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ImageCategory } from '../../../../../shared/images';
import { CATEGORY_OPTIONS, GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';

export function CategorySelect({ value, onChange, disabled }: { value: ImageCategory; onChange: (value: ImageCategory) => void; disabled?: boolean }) {
  return (
    <TextField
      select
      label={GALLERY_ADMIN_COPY.upload.category}
      value={value}
      onChange={(event) => onChange(event.target.value as ImageCategory)}
      disabled={disabled}
      size="small"
      fullWidth
    >
      {CATEGORY_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
