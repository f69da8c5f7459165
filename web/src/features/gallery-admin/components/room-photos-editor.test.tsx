import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { RoomPlacement } from '../../../../../shared/tour-media';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { theme } from '../../../theme/theme';
import { RoomPhotosEditor } from './room-photos-editor';

const { frenchMissing, frenchMissingCount } = GALLERY_ADMIN_COPY.manager;
const stamp = { updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'seller@example.org' };
const chair = buildImageRecord({ altText: 'Exam chair' });

const editor = (placement: RoomPlacement) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <RoomPhotosEditor roomId="exam-room" placement={placement} images={[chair]} />
    </ThemeProvider>,
  );
const occurrences = (html: string, text: string) => html.split(text).length - 1;

describe("the room photo editor's French captions (Admin Mode)", () => {
  it('edits each French caption beside the English one and marks the captions that have none, with their count', () => {
    const html = editor({
      photos: [
        { imageId: chair.id, caption: 'The exam chair', captionFr: 'Le fauteuil d’examen' },
        { builtIn: 2, caption: 'Counter and sink', captionFr: null },
        { builtIn: 3, caption: null, captionFr: null },
      ],
      version: 2,
      ...stamp,
    });

    expect(occurrences(html, `${TOUR_MEDIA_ADMIN_COPY.rooms.captionFr}</label>`)).toBe(3);
    expect(html).toContain('lang="fr-CA"');
    expect(html).toContain('value="Le fauteuil d’examen"');
    // Only the captioned built-in photo lacks its French version; an uncaptioned one needs none.
    expect(occurrences(html, frenchMissing)).toBe(1);
    expect(html).toContain(frenchMissingCount(1));
  });

  it('says nothing is missing when every caption has its French version', () => {
    const html = editor({ photos: [{ imageId: chair.id, caption: 'The exam chair', captionFr: 'Le fauteuil d’examen' }], version: 1, ...stamp });

    expect(html).not.toContain(frenchMissing);
    expect(html).not.toContain('room-french-captions-missing');
  });
});
