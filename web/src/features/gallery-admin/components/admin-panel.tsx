import { useState } from 'react';
import { siteMutate } from '../../../lib/site-swr';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORY_LABELS, GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { isImageListKey } from '../../../lib/image-lists';
import { showNotice } from '../../../lib/notices';
import { restoreDefaultHeroImage } from '../api/restore-hero-image';
import { useImageMutations } from '../hooks/use-image-mutations';
import { PhotoManager } from './photo-manager';
import { UploadPanel } from './upload-panel';

const { hero } = GALLERY_ADMIN_COPY;

/** Admin Mode's tools on the gallery page (issue 7): upload, the photo manager, the hero repair. */
export default function AdminPanel() {
  const { added } = useImageMutations();
  const [restoring, setRestoring] = useState(false);
  const { isAdmin } = useAuthSession();

  async function restoreHero() {
    setRestoring(true);
    showNotice({ severity: 'info', text: hero.uploading });
    try {
      await restoreDefaultHeroImage();
      showNotice({ severity: 'success', text: hero.restored });
    } catch (error) {
      showNotice({ severity: 'error', title: hero.restore, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setRestoring(false);
      void siteMutate(isImageListKey);
    }
  }

  // Signed out or expired meanwhile: the tools go away with the rights.
  if (!isAdmin) return null;

  return (
    <Paper component="section" aria-labelledby="admin-panel-title" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4, borderColor: 'secondary.main', borderWidth: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id="admin-panel-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {GALLERY_ADMIN_COPY.panelTitle}
        </Typography>
        <Button variant="outlined" onClick={() => void restoreHero()} disabled={restoring}>
          {restoring ? hero.uploading : hero.restore}
        </Button>
      </Stack>
      <UploadPanel
        onUploaded={async (image) => {
          await added(image);
          return GALLERY_ADMIN_COPY.upload.inGallery(CATEGORY_LABELS[image.category]);
        }}
      />
      <Divider sx={{ my: 3 }} />
      <PhotoManager />
    </Paper>
  );
}
