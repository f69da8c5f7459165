import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ImageRecord } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import type { ImageChanges } from '../api/change-images';
import { parseKeywords } from '../hooks/use-uploads';
import { CategorySelect } from './category-select';

const { edit: copy, upload: fields } = GALLERY_ADMIN_COPY;

interface EditImageDialogProps {
  image: ImageRecord;
  onSave: (changes: ImageChanges) => Promise<void>;
  onClose: () => void;
}

/** Edit alt, caption and its French version, category, keywords and featured (docs/product.md#image-rules's update rules). */
export function EditImageDialog({ image, onSave, onClose }: EditImageDialogProps) {
  const [altText, setAltText] = useState(image.altText);
  const [caption, setCaption] = useState(image.caption ?? '');
  const [captionFr, setCaptionFr] = useState(image.captionFr ?? '');
  const [category, setCategory] = useState(image.category);
  const [keywords, setKeywords] = useState(image.keywords.join(', '));
  const [featured, setFeatured] = useState(image.featured);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      // An emptied caption (or French caption) is cleared (null); alt text and keywords only change when not empty.
      await onSave({ altText, caption: caption.trim() ? caption : null, captionFr: captionFr.trim() ? captionFr : null, category, keywords: parseKeywords(keywords), featured });
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{copy.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={fields.alt} value={altText} onChange={(e) => setAltText(e.target.value)} disabled={busy} size="small" />
          <TextField label={fields.caption} value={caption} onChange={(e) => setCaption(e.target.value)} disabled={busy} size="small" />
          <TextField label={fields.captionFr} lang="fr-CA" value={captionFr} onChange={(e) => setCaptionFr(e.target.value)} disabled={busy} size="small" />
          <CategorySelect value={category} onChange={setCategory} disabled={busy} />
          <TextField label={fields.keywords} value={keywords} onChange={(e) => setKeywords(e.target.value)} disabled={busy} size="small" />
          <FormControlLabel control={<Checkbox checked={featured} onChange={(_e, on) => setFeatured(on)} disabled={busy} />} label={fields.featured} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
