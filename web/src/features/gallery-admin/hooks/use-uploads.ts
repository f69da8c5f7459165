import { useState } from 'react';
import { IMAGE_MIME_TYPES, type ImageCategory, type ImageRecord } from '../../../../../shared/images';
import { MAX_UPLOAD_BYTES } from '../../../../../shared/image-upload';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { uploadImage } from '../api/upload-image';

/** One chosen file and what the admin says about it, through its upload. */
export interface PendingUpload {
  id: string;
  file: File;
  altText: string;
  caption: string;
  captionFr: string;
  category: ImageCategory;
  /** As typed: comma separated. */
  keywords: string;
  featured: boolean;
  status: 'ready' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 */
  progress: number;
  error?: string;
  /** Once uploaded: the stored photo and where it now shows (the gallery, or a room). */
  uploaded?: { image: ImageRecord; landed: string };
}

export type PendingUploadFields = Pick<PendingUpload, 'altText' | 'caption' | 'captionFr' | 'category' | 'keywords' | 'featured'>;

const { upload: copy } = GALLERY_ADMIN_COPY;

/** What is wrong with a file before any upload starts, or undefined (the server checks again). */
export function fileProblem(file: File): string | undefined {
  if (!(file.type in IMAGE_MIME_TYPES)) return copy.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return copy.tooLarge;
  return undefined;
}

/** A readable starting alt text from a file name: "curb-side_door.jpg" becomes "curb side door". */
const altFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();

export const parseKeywords = (text: string) =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/**
 * Shows an uploaded photo where it belongs (the gallery's lists, a room) and says where, for the
 * queue's confirmation.
 */
export type PlaceUploaded = (image: ImageRecord) => Promise<string>;

/**
 * The upload queue: files are added, described, then uploaded one after another with a
 * progress value and a clear error each; a failed file can be retried, a done one stays with its
 * confirmation until dismissed. Each file starts in `defaultCategory` (the gallery's exterior, the
 * walkthrough's interior).
 */
export function useUploads(onUploaded: PlaceUploaded, defaultCategory: ImageCategory = 'exterior') {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const patch = (id: string, changes: Partial<PendingUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)));

  function add(files: Iterable<File>) {
    const added = [...files].map(
      (file): PendingUpload => ({
        id: crypto.randomUUID(),
        file,
        altText: altFromFileName(file.name),
        caption: '',
        captionFr: '',
        category: defaultCategory,
        keywords: '',
        featured: false,
        status: fileProblem(file) ? 'failed' : 'ready',
        progress: 0,
        error: fileProblem(file),
      }),
    );
    setUploads((current) => [...current, ...added]);
  }

  const remove = (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id));
  const describe = (id: string, fields: Partial<PendingUploadFields>) => patch(id, fields);

  async function uploadAll() {
    const queue = uploads.filter((upload) => upload.status !== 'done' && !fileProblem(upload.file));
    for (const upload of queue) {
      if (!upload.altText.trim()) {
        patch(upload.id, { status: 'failed', error: copy.altRequired });
        continue;
      }
      patch(upload.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        const image = await uploadImage(
          upload.file,
          {
            altText: upload.altText,
            caption: upload.caption || undefined,
            captionFr: upload.captionFr || undefined,
            category: upload.category,
            keywords: parseKeywords(upload.keywords),
            featured: upload.featured,
          },
          (progress) => patch(upload.id, { progress }),
        );
        // Stored: placing it may still fail, which the row says without offering to upload it twice.
        patch(upload.id, { status: 'done', progress: 1 });
        try {
          patch(upload.id, { uploaded: { image, landed: await onUploaded(image) } });
        } catch (error) {
          patch(upload.id, { uploaded: { image, landed: copy.notPlaced }, error: error instanceof Error ? error.message : String(error) });
        }
      } catch (error) {
        patch(upload.id, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  const clearDone = () => setUploads((current) => current.filter((upload) => upload.status !== 'done'));

  return { uploads, add, remove, describe, uploadAll, clearDone, busy: uploads.some((upload) => upload.status === 'uploading') };
}
