import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { responsivePhoto } from '../../../../../shared/image-url';
import { lacksFrenchCaption, type ImageCategory, type ImageRecord } from '../../../../../shared/images';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { CATEGORY_LABELS, CATEGORY_OPTIONS, GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { ApiError } from '../../../lib/api-client';
import { IMAGE_LISTS } from '../../../lib/images-api';
import { useImageList } from '../../../lib/use-image-list';
import { showNotice } from '../../../lib/notices';
import { deleteImage, setFeatured, updateImage, type ImageChanges } from '../api/change-images';
import { useImageMutations } from '../hooks/use-image-mutations';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EditImageDialog } from './edit-image-dialog';

const { manager: copy, notices } = GALLERY_ADMIN_COPY;

/** docs/product.md#image-messages: the service's message, then the underlying one. */
const failure = (prefix: string, error: unknown) =>
  showNotice({ severity: 'error', title: prefix, text: error instanceof ApiError ? error.message : String(error) });

/** Every photo of every category with edit, featured, bulk featured and delete (issue 7). */
export function PhotoManager() {
  const { data: images, error } = useImageList(IMAGE_LISTS.all);
  const { optimistically } = useImageMutations();
  const [category, setCategory] = useState<ImageCategory | 'all'>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ImageRecord>();
  const [deleting, setDeleting] = useState<ImageRecord>();
  const shown = useMemo(() => (images ?? []).filter((image) => category === 'all' || image.category === category), [images, category]);
  const frenchMissing = (images ?? []).filter(lacksFrenchCaption).length;

  const toggleSelected = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function save(image: ImageRecord, changes: ImageChanges) {
    const preview: ImageRecord = {
      ...image,
      ...(changes.altText ? { altText: changes.altText } : {}),
      ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
      ...(changes.captionFr !== undefined ? { captionFr: changes.captionFr } : {}),
      ...(changes.category ? { category: changes.category } : {}),
      ...(changes.keywords?.length ? { keywords: changes.keywords } : {}),
      ...(changes.featured !== undefined ? { featured: changes.featured } : {}),
    };
    if (preview.featured === false) delete preview.hero;
    try {
      await optimistically({ kind: 'upsert', images: [preview] }, () => updateImage(image.id, changes));
      showNotice({ severity: 'success', text: notices.updated });
    } catch (cause) {
      failure(notices.updateFailed, cause);
      throw cause;
    }
  }

  /** Makes `chosen` the main photo: featured, and the only image carrying the choice. */
  async function makeMainPhoto(chosen: ImageRecord) {
    const previews = (images ?? [])
      .filter((image) => image.id === chosen.id || image.hero)
      .map(({ hero: _previous, ...image }): ImageRecord => (image.id === chosen.id ? { ...image, featured: true, hero: true } : image));
    try {
      await optimistically({ kind: 'upsert', images: previews }, () => updateImage(chosen.id, { hero: true }));
      showNotice({ severity: 'success', text: notices.mainPhotoChanged });
    } catch (cause) {
      failure(notices.updateFailed, cause);
    }
  }

  async function feature(ids: readonly string[], featured: boolean) {
    const previews = (images ?? [])
      .filter((image) => ids.includes(image.id))
      .map(({ hero, ...image }): ImageRecord => ({ ...image, featured, ...(featured && hero ? { hero } : {}) }));
    try {
      await optimistically({ kind: 'upsert', images: previews }, () => setFeatured(ids, featured));
      showNotice({ severity: 'success', text: notices.featuredChanged });
      setSelected(new Set());
    } catch (cause) {
      failure(notices.featuredFailed, cause);
    }
  }

  async function remove(image: ImageRecord) {
    setDeleting(undefined);
    try {
      await optimistically({ kind: 'remove', ids: [image.id] }, () => deleteImage(image.id));
      showNotice({ severity: 'success', text: notices.deleted });
    } catch (cause) {
      failure(notices.deleteFailed, cause);
    }
  }

  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!images) return <CircularProgress aria-label={copy.title} />;

  return (
    <Box component="section" aria-labelledby="photo-manager-title">
      <Typography id="photo-manager-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1.5 }}>
        {copy.title}
      </Typography>
      {frenchMissing > 0 && (
        <Typography data-testid="french-captions-missing" sx={{ fontSize: '0.9rem', color: 'warning.dark', mb: 1.5 }}>
          {copy.frenchMissingCount(frenchMissing)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {[{ value: 'all' as const, label: copy.filterAll }, ...CATEGORY_OPTIONS].map((option) => (
          <Chip
            key={option.value}
            label={option.label}
            color={category === option.value ? 'primary' : 'default'}
            variant={category === option.value ? 'filled' : 'outlined'}
            onClick={() => setCategory(option.value)}
            aria-pressed={category === option.value}
          />
        ))}
      </Stack>
      {selected.size > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{copy.selected(selected.size)}</Typography>
          <Button variant="contained" size="small" onClick={() => void feature([...selected], true)}>
            {copy.feature}
          </Button>
          <Button variant="outlined" size="small" onClick={() => void feature([...selected], false)}>
            {copy.unfeature}
          </Button>
        </Paper>
      )}
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{copy.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
          {shown.map((image) => (
            <Paper key={image.id} component="li" variant="outlined" data-testid="managed-photo" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
              <SafeImage {...responsivePhoto(image)} sizes="240px" alt={image.altText} sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.200' }} />
              <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
                {image.hero && <Chip label={copy.mainPhoto} color="primary" size="small" title={copy.mainPhotoHint} sx={{ alignSelf: 'flex-start' }} />}
                <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>{image.altText}</Typography>
                {image.caption && <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>{image.caption}</Typography>}
                {lacksFrenchCaption(image) && <Chip label={copy.frenchMissing} color="warning" variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} />}
                <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{CATEGORY_LABELS[image.category]}</Typography>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 'auto' }}>
                  <Checkbox
                    checked={selected.has(image.id)}
                    onChange={(_e, on) => toggleSelected(image.id, on)}
                    slotProps={{ input: { 'aria-label': copy.select(image.altText) } }}
                  />
                  <FormControlLabel
                    control={<Switch checked={image.featured} onChange={(_e, featured) => void feature([image.id], featured)} size="small" />}
                    label={GALLERY_ADMIN_COPY.upload.featured}
                    slotProps={{ typography: { sx: { fontSize: '0.85rem' } } }}
                    aria-label={copy.featuredToggle(image.altText)}
                  />
                </Stack>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {!image.hero && (
                    <Button size="small" variant="outlined" onClick={() => void makeMainPhoto(image)} aria-label={`${copy.useAsMain}: ${image.altText}`} title={copy.mainPhotoHint}>
                      {copy.useAsMain}
                    </Button>
                  )}
                  <Button size="small" variant="outlined" onClick={() => setEditing(image)} aria-label={`${copy.edit}: ${image.altText}`}>
                    {copy.edit}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(image)} aria-label={`${copy.delete}: ${image.altText}`}>
                    {copy.delete}
                  </Button>
                </Stack>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {editing && <EditImageDialog image={editing} onSave={(changes) => save(editing, changes)} onClose={() => setEditing(undefined)} />}
      {deleting && <ConfirmDeleteDialog image={deleting} onConfirm={() => void remove(deleting)} onClose={() => setDeleting(undefined)} />}
    </Box>
  );
}
