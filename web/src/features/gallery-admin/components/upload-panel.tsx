import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { IMAGE_MIME_TYPES, type ImageCategory } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import type { ImageRecord } from '../../../../../shared/images';
import { fileProblem, useUploads, type PendingUpload, type PendingUploadFields } from '../hooks/use-uploads';
import { CategorySelect } from './category-select';

const { upload: copy } = GALLERY_ADMIN_COPY;
const ACCEPT = Object.keys(IMAGE_MIME_TYPES).join(',');

function UploadRow({ upload, onDescribe, onRemove }: { upload: PendingUpload; onDescribe: (fields: Partial<PendingUploadFields>) => void; onRemove: () => void }) {
  const locked = upload.status === 'uploading' || upload.status === 'done';
  return (
    <Paper variant="outlined" component="li" data-testid="pending-upload" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{upload.file.name}</Typography>
        <Button size="small" onClick={onRemove} disabled={locked}>
          {copy.remove}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr' } }}>
        <TextField size="small" label={copy.alt} value={upload.altText} onChange={(e) => onDescribe({ altText: e.target.value })} disabled={locked} required />
        <TextField size="small" label={copy.caption} value={upload.caption} onChange={(e) => onDescribe({ caption: e.target.value })} disabled={locked} />
        <CategorySelect value={upload.category} onChange={(category) => onDescribe({ category })} disabled={locked} />
        <TextField size="small" label={copy.keywords} value={upload.keywords} onChange={(e) => onDescribe({ keywords: e.target.value })} disabled={locked} />
        <FormControlLabel
          control={<Checkbox checked={upload.featured} onChange={(_e, featured) => onDescribe({ featured })} disabled={locked} />}
          label={copy.featured}
        />
      </Box>
      {upload.status === 'uploading' && (
        <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={copy.progress(upload.file.name)} sx={{ mt: 1.5 }} />
      )}
      {upload.error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {upload.error}
        </Alert>
      )}
    </Paper>
  );
}

/** Upload (issue 7): drag and drop or choose several files, describe each, watch each upload. */
export function UploadPanel({ onUploaded, defaultCategory }: { onUploaded: (image: ImageRecord) => Promise<void>; defaultCategory?: ImageCategory }) {
  const { uploads, add, remove, describe, uploadAll, busy } = useUploads(onUploaded, defaultCategory);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Failed uploads are tried again; files of the wrong type or size never are.
  const ready = uploads.filter((upload) => (upload.status === 'ready' || upload.status === 'failed') && !fileProblem(upload.file));

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Box component="section" aria-labelledby="upload-title">
      <Typography id="upload-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1.5 }}>
        {copy.title}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUploadIcon aria-hidden="true" sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography sx={{ color: 'text.secondary', my: 1 }}>{copy.dropHint}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
          {copy.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          data-testid="upload-input"
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {uploads.length > 0 && (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, my: 2 }}>
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onDescribe={(fields) => describe(upload.id, fields)} onRemove={() => remove(upload.id)} />
            ))}
          </Stack>
          <Button variant="contained" onClick={() => void uploadAll()} disabled={busy || ready.length === 0}>
            {busy ? copy.uploading : copy.start(ready.length)}
          </Button>
        </>
      )}
    </Box>
  );
}
