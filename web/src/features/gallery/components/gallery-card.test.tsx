import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { ChromeCopyContext, type ChromeCopy } from '../../../components/layout/chrome-copy';
import { ENGLISH_CHROME } from '../../../content/chrome';
import { FRENCH_CHROME } from '../../../content/fr/chrome';
import { FRENCH_GALLERY_COPY } from '../../../content/fr/gallery';
import { GALLERY_COPY, type GalleryCopy } from '../../../content/gallery';
import { toGalleryModel } from '../gallery-items';
import { GalleryCard } from './gallery-card';

const translated = buildImageRecord({ filename: '20240612_101500.jpg', caption: 'Curb side at dusk', captionFr: 'Côté trottoir au crépuscule' });
const untranslated = buildImageRecord({ filename: '20240613_101500.jpg', caption: 'Rear doors open' });

/** The cards' captions as a page in `chrome`'s language renders them. */
function captions(chrome: ChromeCopy, copy: GalleryCopy): string[] {
  const { items } = toGalleryModel([translated, untranslated], copy);
  const html = renderToString(
    <ChromeCopyContext value={chrome}>
      {items.map((item) => (
        <GalleryCard key={item.id} item={item} copy={copy} eager={false} onOpen={() => {}} />
      ))}
    </ChromeCopyContext>,
  );
  return [...html.matchAll(/data-testid="gallery-caption"[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1]!.replace(/<!-- -->/g, ''));
}

describe("a gallery card's caption, the seller's text", () => {
  it("is the seller's French on the French page where given, else the English marked as English", () => {
    expect(captions(FRENCH_CHROME, FRENCH_GALLERY_COPY)).toEqual([
      'Côté trottoir au crépuscule',
      '<span lang="en">Rear doors open</span><span class="in-english-mark"> (en anglais)</span>',
    ]);
  });

  it('is the English caption on the English page, with or without a French version', () => {
    expect(captions(ENGLISH_CHROME, GALLERY_COPY)).toEqual(['Curb side at dusk', 'Rear doors open']);
  });

  it("dates the card in the page's language", () => {
    const [item] = toGalleryModel([translated], FRENCH_GALLERY_COPY).items;
    expect(item?.dateLabel).toBe('12 juin 2024');
    expect(toGalleryModel([translated], GALLERY_COPY).items[0]?.dateLabel).toBe('June 12, 2024');
  });
});
