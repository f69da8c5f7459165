import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { type ListingSnapshot } from '../../../../../shared/listing-snapshot';
import { BUILT_IN_SNAPSHOT } from '../../../../../shared/built-in-snapshot';
import type { TourPicture, TourSnapshot } from '../../../../../shared/tour-media';
import { ChromeCopyContext, type ChromeCopy } from '../../../components/layout/chrome-copy';
import { ENGLISH_CHROME } from '../../../content/chrome';
import { FRENCH_CHROME } from '../../../content/fr/chrome';
import { FRENCH_ROOMS } from '../../../content/fr/rooms';
import { FRENCH_TOUR_COPY } from '../../../content/fr/walkthrough';
import { ROOMS } from '../../../content/rooms';
import { FLOOR_PLAN, TOUR_COPY, TOUR_VIDEOS, type TourCopy } from '../../../content/walkthrough';
import { ListingSnapshotProvider } from '../../../lib/listing-snapshot';
import { theme } from '../../../theme/theme';
import { roomPhotos, roomViewerImages, shownVideos } from '../room-photos';
import { TourCopyContext } from '../tour-copy';
import { tourParts } from './tour-parts';
import { RoomSection } from './room-section';

const examRoom = ROOMS.find((room) => room.id === 'exam-room')!;
const { FloorPlanPart } = tourParts(ROOMS);

const uploaded = (name: string, overrides: Partial<TourPicture> = {}): TourPicture => ({
  publicUrl: `/media/images/1700000000000-${name}.jpg`,
  width: 1600,
  height: 1200,
  variantWidths: [480, 960, 1600],
  alt: `Alt of ${name}`,
  caption: null,
  captionFr: null,
  ...overrides,
});

/** Renders as the build and the page publisher do: the page's snapshot around it, in the page's language (English unless told). */
function render(node: ReactNode, tour: TourSnapshot, { chrome, copy }: { chrome: ChromeCopy; copy: TourCopy } = { chrome: ENGLISH_CHROME, copy: TOUR_COPY }): string {
  const snapshot: ListingSnapshot = { ...BUILT_IN_SNAPSHOT, tour };
  return renderToString(
    <ThemeProvider theme={theme}>
      <ChromeCopyContext value={chrome}>
        <ListingSnapshotProvider value={snapshot}>
          <TourCopyContext value={copy}>{node}</TourCopyContext>
        </ListingSnapshotProvider>
      </ChromeCopyContext>
    </ThemeProvider>,
  );
}

/** The first slide's img (the only one rendered before the visitor moves the carousel). */
const slideImages = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

describe('a room of the walkthrough, from the page snapshot', () => {
  it("shows the admin's photos in their order with alt, caption, srcset and count", () => {
    const tour: TourSnapshot = {
      ...BUILT_IN_SNAPSHOT.tour,
      rooms: { 'exam-room': [uploaded('aa11bb22', { caption: 'The exam chair, reclined' }), uploaded('cc33dd44')] },
    };

    const html = render(<RoomSection room={examRoom} number={5} eager />, tour);

    const [first] = slideImages(html);
    expect(first).toContain('src="/media/images/1700000000000-aa11bb22-1600.webp"');
    expect(first).toContain('srcSet="/media/images/1700000000000-aa11bb22-480.webp 480w, /media/images/1700000000000-aa11bb22-960.webp 960w');
    expect(first).toContain('alt="Alt of aa11bb22"');
    expect(first).toContain('width="1600"');
    expect(html).toContain('The exam chair, reclined');
    expect(html).toContain('2 Photos Available - Click to enlarge');
    expect(html).toContain('Photo 1 of 2');
    expect(html).not.toContain('/rooms/exam-room/');
  });

  it("shows a room's mixed list in its order: a kept built-in photo, then an upload, counted together", () => {
    const tour: TourSnapshot = { ...BUILT_IN_SNAPSHOT.tour, rooms: { 'exam-room': [{ builtIn: 4, caption: 'Counter', captionFr: null }, uploaded('aa11bb22')] } };

    const html = render(<RoomSection room={examRoom} number={5} eager />, tour);

    const [first] = slideImages(html);
    expect(first).toContain('src="/rooms/exam-room/04-800.webp"');
    expect(first).toContain('alt="Exam Room of mobile medical trailer unit 3057, photo 1 of 2"');
    expect(html).toContain('Counter');
    expect(html).toContain('2 Photos Available - Click to enlarge');
  });

  it('shows the built-in photos of a room the admin placed none in', () => {
    const tour: TourSnapshot = { ...BUILT_IN_SNAPSHOT.tour, rooms: { 'main-entry': [uploaded('ee55ff66')] } };

    const html = render(<RoomSection room={examRoom} number={5} eager />, tour);

    const [first] = slideImages(html);
    expect(first).toContain('src="/rooms/exam-room/01-800.webp"');
    expect(first).toContain('alt="Exam Room of mobile medical trailer unit 3057, photo 1 of 9"');
    expect(html).toContain(`${examRoom.photoCount} Photos Available - Click to enlarge`);
    expect(html).not.toContain('/media/images/');
  });
});

describe("the seller's captions on the French walkthrough (/fr/visite)", () => {
  const FRENCH = { chrome: FRENCH_CHROME, copy: FRENCH_TOUR_COPY };
  const frenchExamRoom = FRENCH_ROOMS.find((room) => room.id === 'exam-room')!;
  const translated = uploaded('aa11bb22', { caption: 'The exam chair, reclined', captionFr: 'Le fauteuil d’examen, incliné' });
  const englishOnly = { builtIn: 4, caption: 'Counter and sink', captionFr: null };
  /** The admin's caption over the carousel's first slide, the only one rendered before the visitor moves it. */
  const firstCaption = (html: string) => /data-testid="photo-admin-caption"[^>]*>([\s\S]*?)<\/span><span><span data-testid="photo-position"/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
  const firstSlideCaption = (photos: TourSnapshot['rooms']['exam-room'], language?: { chrome: ChromeCopy; copy: TourCopy }) =>
    firstCaption(render(<RoomSection room={language ? frenchExamRoom : examRoom} number={5} eager />, { ...BUILT_IN_SNAPSHOT.tour, rooms: { 'exam-room': photos } }, language));

  it("shows the seller's French caption over the photo where given, else the English one marked as English", () => {
    expect(firstSlideCaption([translated, englishOnly], FRENCH)).toBe('Le fauteuil d’examen, incliné');
    expect(firstSlideCaption([englishOnly, translated], FRENCH)).toBe('<span lang="en">Counter and sink</span><span class="in-english-mark"> (en anglais)</span>');
  });

  it('leaves the English walkthrough in English, French version or not', () => {
    expect(firstSlideCaption([translated])).toBe('The exam chair, reclined');
    expect(firstSlideCaption([englishOnly])).toBe('Counter and sink');
  });

  it('gives the viewer both captions, for it to show in the page\'s language, and no caption to a photo without an English one', () => {
    const photos = roomPhotos(frenchExamRoom, { ...BUILT_IN_SNAPSHOT.tour, rooms: { 'exam-room': [translated, englishOnly, uploaded('cc33dd44')] } }, FRENCH_TOUR_COPY.roomsSection);

    const captions = roomViewerImages(frenchExamRoom, photos, FRENCH_TOUR_COPY.roomsSection).map((image) => image.caption);

    expect(captions).toEqual([{ english: 'The exam chair, reclined', french: 'Le fauteuil d’examen, incliné' }, { english: 'Counter and sink', french: null }, undefined]);
  });
});

describe('the floor plan, from the page snapshot', () => {
  // Below the first screen, the plan's picture loads as it nears the viewport: the HTML holds its alt and size.
  it("shows the admin's floor plan at its own size, or the built-in blueprint", () => {
    const placed = render(<FloorPlanPart />, { ...BUILT_IN_SNAPSHOT.tour, floorPlan: uploaded('0f0f0f0f', { width: 2000, height: 1000, alt: 'Uploaded plan' }) });
    const builtIn = render(<FloorPlanPart />, BUILT_IN_SNAPSHOT.tour);

    expect(placed).toContain('alt="Uploaded plan" width="2000" height="1000"');
    expect(placed).toContain('aspect-ratio:2000/1000');
    expect(builtIn).toContain(`alt="${FLOOR_PLAN.alt}" width="${FLOOR_PLAN.asset.width}" height="${FLOOR_PLAN.asset.height}"`);
  });

  it('links each room on the built-in plan and in the list under it to its section, with its photo count from the tour', () => {
    const tour: TourSnapshot = { ...BUILT_IN_SNAPSHOT.tour, rooms: { 'exam-room': [uploaded('ee55ff66'), uploaded('ee55ff77')] } };

    const html = render(<FloorPlanPart />, tour);

    for (const [index, room] of ROOMS.entries()) {
      const count = room.id === 'exam-room' ? 2 : room.photoCount;
      // Once on the plan, once in the list.
      expect(html.split(`href="#${room.id}"`)).toHaveLength(3);
      expect(html).toContain(`aria-label="${FLOOR_PLAN.roomOnPlan(index + 1, room.title, count)}"`);
      expect(html).toContain(`${index + 1}. ${room.title}</span>`);
    }
    expect(html).toContain(`>${FLOOR_PLAN.roomPhotos(2)}<`);
  });

  it("lists the rooms but lays no link over an uploaded plan, whose layout is not known", () => {
    const html = render(<FloorPlanPart />, { ...BUILT_IN_SNAPSHOT.tour, floorPlan: uploaded('0f0f0f0f', { width: 2000, height: 1000, alt: 'Uploaded plan' }) });

    for (const room of ROOMS) expect(html.split(`href="#${room.id}"`)).toHaveLength(2);
    expect(html).not.toContain('on the plan:');
  });
});

describe('the videos, from the page snapshot', () => {
  it("take the admin's YouTube id and poster where set, and the built-in ones otherwise", () => {
    const tour: TourSnapshot = {
      ...BUILT_IN_SNAPSHOT.tour,
      videos: { 'interior-walkthrough': { youtubeId: 'dQw4w9WgXcQ', poster: uploaded('abcdef12') }, 'engine-running-demo': { youtubeId: null, poster: uploaded('12abcdef') } },
    };

    const [interior, engine] = shownVideos(TOUR_VIDEOS, tour);
    const [builtInInterior] = shownVideos(TOUR_VIDEOS, BUILT_IN_SNAPSHOT.tour);

    expect(interior).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', thumbnailPath: '/media/images/1700000000000-abcdef12-1600.webp', posterImage: { width: 1600, height: 1200 } });
    expect(engine).toMatchObject({ youtubeId: TOUR_VIDEOS[1]!.youtubeId, thumbnailPath: '/media/images/1700000000000-12abcdef-1600.webp' });
    expect(builtInInterior).toMatchObject({ youtubeId: TOUR_VIDEOS[0]!.youtubeId, thumbnailPath: '/rooms/videos/interior-walkthrough-1200.webp', posterImage: { src: '/rooms/videos/interior-walkthrough-800.webp' } });
  });
});
