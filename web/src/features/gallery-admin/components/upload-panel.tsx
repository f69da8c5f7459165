import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
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
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { responsivePhoto } from '../../../../../shared/image-url';
import { IMAGE_MIME_TYPES, type ImageCategory } from '../../../../../shared/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { fileProblem, useUploads, type PendingUpload, type PendingUploadFields, type PlaceUploaded } from '../hooks/use-uploads';
import { CategorySelect } from './category-select';

const { upload: copy } = GALLERY_ADMIN_COPY;
const ACCEPT = Object.keys(IMAGE_MIME_TYPES).join(',');

/** A local preview of the chosen file, before anything is sent; its object URL is revoked when the row goes. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

const previewSx = { width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200', flexShrink: 0 } as const;

/** The finished upload: the stored photo as the site serves it, and where it now shows. */
function UploadedConfirmation({ image, landed }: NonNullable<PendingUpload['uploaded']>) {
  return (
    <Alert severity="success" icon={<CheckCircleIcon />} sx={{ alignItems: 'center' }} data-testid="upload-confirmation">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <SafeImage {...responsivePhoto(image)} sizes="96px" alt={copy.uploadedPhoto(image.altText)} eager sx={previewSx} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{copy.done}</Typography>
          <Typography sx={{ fontSize: '0.875rem' }}>{landed}</Typography>
        </Box>
      </Stack>
    </Alert>
  );
}

function UploadRow({ upload, onDescribe, onRemove }: { upload: PendingUpload; onDescribe: (fields: Partial<PendingUploadFields>) => void; onRemove: () => void }) {
  const locked = upload.status === 'uploading' || upload.status === 'done';
  const preview = useObjectUrl(upload.file);
  return (
    <Paper variant="outlined" component="li" data-testid="pending-upload" data-status={upload.status} sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1.5 }}>
        {preview && <Box component="img" src={preview} alt={copy.preview(upload.file.name)} sx={previewSx} />}
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1 }}>{upload.file.name}</Typography>
        <Button size="small" onClick={onRemove} disabled={upload.status === 'uploading'}>
          {copy.remove}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr' } }}>
        <TextField size="small" label={copy.alt} value={upload.altText} onChange={(e) => onDescribe({ altText: e.target.value })} disabled={locked} required />
        <TextField size="small" label={copy.caption} value={upload.caption} onChange={(e) => onDescribe({ caption: e.target.value })} disabled={locked} />
        <TextField size="small" label={copy.captionFr} lang="fr-CA" value={upload.captionFr} onChange={(e) => onDescribe({ captionFr: e.target.value })} disabled={locked} />
        <CategorySelect value={upload.category} onChange={(category) => onDescribe({ category })} disabled={locked} />
        <TextField size="small" label={copy.keywords} value={upload.keywords} onChange={(e) => onDescribe({ keywords: e.target.value })} disabled={locked} />
        <FormControlLabel
          control={<Checkbox checked={upload.featured} onChange={(_e, featured) => onDescribe({ featured })} disabled={locked} />}
          label={copy.featured}
        />
      </Box>
      {upload.status === 'uploading' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={copy.progress(upload.file.name)} sx={{ flex: 1 }} />
          <Typography sx={{ fontSize: '0.875rem', minWidth: '3em', textAlign: 'right' }}>{copy.percent(upload.progress)}</Typography>
        </Stack>
      )}
      {upload.uploaded && (
        <Box sx={{ mt: 1.5 }}>
          <UploadedConfirmation {...upload.uploaded} />
        </Box>
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
export function UploadPanel({ onUploaded, defaultCategory, children }: { onUploaded: PlaceUploaded; defaultCategory?: ImageCategory; children?: ReactNode }) {
  const { uploads, add, remove, describe, uploadAll, clearDone, busy } = useUploads(onUploaded, defaultCategory);
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
      {children}
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
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void uploadAll()} disabled={busy || ready.length === 0}>
              {busy ? copy.uploading : copy.start(ready.length)}
            </Button>
            {uploads.some((upload) => upload.status === 'done') && (
              <Button onClick={clearDone} disabled={busy}>
                {copy.clearDone}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
