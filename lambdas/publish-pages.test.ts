import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../shared/backend/environment';
import { IMMUTABLE, REVALIDATE } from '../shared/cache-policy';
import { DOCUMENT_CONTENT_TYPES, documentPath } from '../shared/documents';
import type { ListingSnapshot } from '../shared/listing-snapshot';
import { BUILT_IN_SNAPSHOT } from '../shared/built-in-snapshot';
import { PAGE_FILE_KINDS, pageFileKindOf, PUBLISHED_PAGES_FILE, type PageFileKind, type PublishedPagesRecord } from '../shared/published-pages';
import { FRENCH_PATHS, PATHS, RENDERED_PATHS, pageFileKey } from '../shared/site-routes';
import { pageInlineScriptHashes, pageScriptHashes } from '../infra/csp-hashes';
import { SITE_DIR } from '../infra/local/web-build';
import { strFromU8, unzipSync } from 'fflate';
import { buildImageRecord } from '../test/fixtures/images';
import { visibleText } from '../test/e2e/support/prerendered-html';
import { PHOTO_PACKAGE_FILE_NAME } from '../web/src/content/documents';
import { STATIC_DOCUMENTS } from '../web/src/features/documents/static-documents';
import { MANIFEST_FILE } from '../web/src/features/documents/zip/photo-package';
import { SPLIT_EMOTION_STYLE } from '../web/build/emotion-markers';

const BUCKET = 'site-test';
const PHOTO_BUCKET = 'photos-test';
const BUILT_HOST = 'trailer.example.com';
const SERVED_HOST = 'd1234.cloudfront.net';

const s3 = mockClient(S3Client);
let snapshot: ListingSnapshot = BUILT_IN_SNAPSHOT;
vi.mock('./common/listing-snapshot-source', () => ({ readListingSnapshot: async () => snapshot }));

const { handler } = await import('./publish-pages');

/** The objects the bucket holds, as the mocked S3 keeps them (`bytes` for a binary body). */
let bucket: Map<string, { body: string; bytes?: Uint8Array; contentType?: string; cacheControl?: string }>;
/** The photo bucket's objects. */
let photoBucket: Map<string, Uint8Array>;

/** What the publisher reads of a GetObject body. */
const body = (text: string, bytes: Uint8Array = new TextEncoder().encode(text)) => ({ transformToString: async () => text, transformToByteArray: async () => bytes }) as never;
const stored = (input: PutObjectCommand['input']) => ({
  body: String(input.Body),
  ...(input.Body instanceof Uint8Array ? { bytes: input.Body } : {}),
  contentType: input.ContentType,
  cacheControl: input.CacheControl,
});

beforeEach(() => {
  snapshot = BUILT_IN_SNAPSHOT;
  bucket = new Map();
  photoBucket = new Map();
  s3.reset();
  s3.on(PutObjectCommand).callsFake((input: PutObjectCommand['input']) => {
    bucket.set(input.Key!, stored(input));
    return {};
  });
  s3.on(GetObjectCommand).callsFake((input: GetObjectCommand['input']) => {
    const object = input.Bucket === PHOTO_BUCKET ? photoBucket.get(input.Key!) : bucket.get(input.Key!);
    if (!object) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    return { Body: object instanceof Uint8Array ? body('', object) : body(object.body, object.bytes) };
  });
  vi.stubEnv(ENV.siteBucket, BUCKET);
  vi.stubEnv(ENV.photoBucket, PHOTO_BUCKET);
  vi.stubEnv(ENV.siteHost, BUILT_HOST);
  vi.stubEnv(ENV.servedSiteHost, SERVED_HOST);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const pageKeys = RENDERED_PATHS.map(pageFileKey);
/** The documents under /documents/, which the publisher writes with the pages. */
const documentKeys = [...STATIC_DOCUMENTS.map((document) => document.fileName), PHOTO_PACKAGE_FILE_NAME].map((fileName) => documentPath(fileName).slice(1));

/**
 * A page with its emotion styles (web/build/hoist-emotion-styles.ts, split by emotion-markers.ts) as the set of their
 * names, and its later stylesheet (web/build/later-styles.ts), read with `readSheet`, as the set of the
 * names in it: which part of a page renders first, and so where a style is first seen (and the later
 * stylesheet's content hash), may differ between two renders. A name is a hash of its rules, so the
 * same names are the same rules.
 */
const withStyleSet = (html: string, readFile: (path: string) => string) =>
  html
    .replace(SPLIT_EMOTION_STYLE, (_, names: string) => names.split(' ').sort().join(' '))
    .replace(/\/assets\/later-[0-9a-f]{16}\.css/g, (path) => [...new Set(readFile(path).match(/css-[a-zA-Z0-9]+/g))].sort().join(' '))
    // The snapshot's file as its text: its name is its content's hash, and the published one's content names the served host.
    .replace(/\/assets\/snapshot-[0-9a-f]{16}\.json/g, readFile);
/** The text of the snapshot file the published page `key` names. */
const snapshotOf = (key: string) => bucket.get(/data-src="\/([^"]+)"/.exec(bucket.get(key)!.body)![1]!)!.body;
/** The files the publisher wrote beside the pages (shared/published-pages.ts). */
const pageFileKeys = () => [...bucket.keys()].filter((key) => pageFileKindOf(`/${key}`) !== undefined);
const ofKind = (kind: PageFileKind) => pageFileKeys().filter((key) => pageFileKindOf(`/${key}`) === kind);
const record = () => JSON.parse(bucket.get(PUBLISHED_PAGES_FILE)!.body) as PublishedPagesRecord;

describe('the page publisher', () => {
  it('writes every page rendered with the snapshot, as HTML revalidated on every request, then the record of what it published', async () => {
    // Prepare: a featured hero the built pages do not show
    const hero = buildImageRecord({ featured: true, hero: true, altText: 'Unit 3057 at the Edmonton yard' });
    snapshot = { ...BUILT_IN_SNAPSHOT, featured: [hero] };

    // Act
    const summary = await handler({});

    // Assess
    expect(summary).toMatchObject({ published: true, pages: pageKeys.length });
    for (const kind of Object.keys(PAGE_FILE_KINDS) as PageFileKind[]) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    // Pages with the same snapshot share its file: only the gallery and the condition report carry lists of their own.
    expect(ofKind('listingSnapshot').length).toBeLessThanOrEqual(3);
    expect([...bucket.keys()].sort()).toEqual([...pageKeys, ...documentKeys, ...pageFileKeys(), PUBLISHED_PAGES_FILE].sort());
    for (const key of pageFileKeys()) {
      expect(bucket.get(key)).toMatchObject({ contentType: PAGE_FILE_KINDS[pageFileKindOf(`/${key}`)!].contentType, cacheControl: IMMUTABLE });
      expect(pageKeys.some((page) => bucket.get(page)!.body.includes(`/${key}`)), `${key} is named by a page`).toBe(true);
    }
    for (const key of pageKeys) {
      expect(bucket.get(key)).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: REVALIDATE });
    }
    // The documents too: a link to one never serves an edition older than the pages.
    for (const key of documentKeys) {
      expect(bucket.get(key)).toMatchObject({ contentType: DOCUMENT_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as keyof typeof DOCUMENT_CONTENT_TYPES], cacheControl: REVALIDATE });
    }
    const home = bucket.get('index.html')!.body;
    expect(home).toContain(`src="${hero.publicUrl}"`);
    expect(home).toContain('alt="Unit 3057 at the Edmonton yard"');
    expect(snapshotOf('index.html')).toContain(hero.id); // the snapshot the page hydrates from
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key);
    expect(puts.at(-1)).toBe(PUBLISHED_PAGES_FILE);
    expect(record()).toMatchObject({ version: summary.version, pages: expect.arrayContaining([...pageFileKeys(), ...pageKeys, ...documentKeys]) });
    expect(record().pages).toHaveLength(pageFileKeys().length + pageKeys.length + documentKeys.length);
  });

  it("puts the gallery's photos in the gallery's HTML and zips them, from the photo bucket, with the build's room photos, from the site bucket", async () => {
    // Prepare: an uploaded exterior photo, and one built-in room photo in the site bucket as the deploy put it
    const uploaded = buildImageRecord({ caption: 'Curb side at dusk', filename: 'IMG_2041.jpg' });
    photoBucket.set(uploaded.filePath, new Uint8Array([0xff, 0xd8, 0xff, 0x01]));
    bucket.set('rooms/exam-room/01.jpg', { body: '', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0x02]) });
    snapshot = { ...BUILT_IN_SNAPSHOT, gallery: [uploaded] };

    // Act
    await handler({});

    // Assess: a link to the photo in the grid, with no script needed to show it
    const gallery = bucket.get(pageFileKey('/gallery'))!.body;
    expect(gallery).toContain(`href="${uploaded.publicUrl}"`);
    expect(gallery).toContain('Curb side at dusk');
    const files = unzipSync(bucket.get(documentPath(PHOTO_PACKAGE_FILE_NAME).slice(1))!.bytes!);
    expect([...files['exterior/01-IMG_2041.jpg']!]).toEqual([0xff, 0xd8, 0xff, 0x01]);
    expect([...files['interior/05-exam-room/01.jpg']!]).toEqual([0xff, 0xd8, 0xff, 0x02]);
    // The room photos missing from this bucket are left out, not a failed publish.
    expect(Object.keys(files).sort()).toEqual(['exterior/01-IMG_2041.jpg', 'interior/05-exam-room/01.jpg', MANIFEST_FILE].sort());
    expect(strFromU8(files[MANIFEST_FILE]!)).toContain('Exterior: Curb side at dusk\r\n    exterior/01-IMG_2041.jpg');
  });

  it('names the host the site is served on, not the one the build names', async () => {
    await handler({});

    const home = bucket.get('index.html')!.body;
    expect(home).toContain(`https://${SERVED_HOST}/`);
    expect(home).not.toContain(BUILT_HOST);
  });

  it('changes nothing when the pages already show the snapshot, unless the deploy forces it', async () => {
    // Prepare
    const first = await handler({});
    s3.resetHistory();

    // Act
    const again = await handler({});

    // Assess
    expect(again).toEqual({ published: false, version: first.version, pages: 0 });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(await handler({ force: true })).toMatchObject({ published: true, version: first.version });
  });

  it('publishes again on the seller’s next day, to which the condition report’s age counts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The evening of November 30 in Edmonton, then the next morning (at UTC-7 or UTC-6 alike).
      vi.setSystemTime(new Date('2026-12-01T04:00:00Z'));
      const first = await handler({});
      vi.setSystemTime(new Date('2026-12-01T05:00:00Z'));
      expect(await handler({})).toMatchObject({ published: false, version: first.version });

      vi.setSystemTime(new Date('2026-12-01T14:00:00Z'));
      const nextDay = await handler({});

      expect(nextDay.published).toBe(true);
      expect(nextDay.version).not.toBe(first.version);
    } finally {
      vi.useRealTimers();
    }
  });

  it('publishes again once the snapshot changes', async () => {
    const first = await handler({});

    snapshot = { ...BUILT_IN_SNAPSHOT, featured: [buildImageRecord({ featured: true })] };
    const second = await handler(null);

    expect(second.published).toBe(true);
    expect(second.version).not.toBe(first.version);
    expect(record().version).toBe(second.version);
  });

  it('after a run cut short half-way, leaves the record saying so and the next run (the schedule) publishes every page', async () => {
    // Prepare: S3 fails on the fifth page
    let puts = 0;
    s3.on(PutObjectCommand).callsFake((input: PutObjectCommand['input']) => {
      if (++puts === 5) throw new Error('S3 is unavailable');
      bucket.set(input.Key!, stored(input));
      return {};
    });
    const hero = buildImageRecord({ featured: true, hero: true });
    snapshot = { ...BUILT_IN_SNAPSHOT, featured: [hero] };

    // Act
    await expect(handler({})).rejects.toThrow('S3 is unavailable');
    const writtenBeforeFailure = bucket.size;
    const rerun = await handler({ source: 'aws.events' } as never);

    // Assess: the record is the one object a full run writes besides its pages, documents and the files they name
    expect(writtenBeforeFailure).toBeLessThan(bucket.size - 1);
    expect(rerun).toMatchObject({ published: true, pages: pageKeys.length });
    for (const key of pageKeys) expect(snapshotOf(key)).toContain(hero.id);
    expect(record().version).toBe(rerun.version);
  });

  it("runs no inline script its built page does not: each page's deployed policy allows the published page's", async () => {
    snapshot = { ...BUILT_IN_SNAPSHOT, featured: [buildImageRecord({ featured: true, hero: true, altText: '</script><script>alert(1)</script>' })] };

    await handler({});

    const allowed = pageScriptHashes(SITE_DIR);
    for (const key of pageKeys) expect(allowed[`/${key}`], key).toEqual(expect.arrayContaining(pageInlineScriptHashes(bucket.get(key)!.body)));
    expect(bucket.get('index.html')!.body).not.toContain('<script>alert(1)');
  });

  it('renders each page as the build prerendered it, in production mode, for the same snapshot', async () => {
    await handler({});

    for (const key of pageKeys) {
      const published = bucket.get(key)!.body;
      expect(/css-[a-z0-9]+-Mui/.test(published), `${key}: class names carry labels (a development build)`).toBe(false);
      const built = withStyleSet(readFileSync(join(SITE_DIR, key), 'utf8'), (path) => readFileSync(join(SITE_DIR, path), 'utf8'));
      const publishedWithFiles = withStyleSet(published, (path) => bucket.get(path.slice(1))!.body).replaceAll(SERVED_HOST, BUILT_HOST);
      expect(publishedWithFiles === built, `${key} differs from the build's`).toBe(true);
    }
  });

  it('publishes when the record cannot be read as one', async () => {
    bucket.set(PUBLISHED_PAGES_FILE, { body: 'not json' });

    expect(await handler({})).toMatchObject({ published: true });
  });

  it("publishes the condition report's comments in the seller's French on /fr/condition where given, else in English marked as such, and English on /condition", async () => {
    const { condition } = BUILT_IN_SNAPSHOT.facts;
    snapshot = {
      ...BUILT_IN_SNAPSHOT,
      facts: {
        ...BUILT_IN_SNAPSHOT.facts,
        condition: {
          ...condition,
          inspectedOn: '2026-10-02',
          components: {
            ...condition.components,
            generator: { rating: 'fair', comment: 'Starts hard when cold.', commentFr: 'Démarre difficilement à froid.', photoIds: [], fix: null },
            tires: { rating: 'good', comment: 'Tread 10/32 on every position.', photoIds: [], fix: null },
          },
        },
      },
    };

    await handler({});

    // What a reader sees: the snapshot the page hydrates from holds both versions.
    const french = bucket.get(pageFileKey(FRENCH_PATHS.condition))!.body;
    expect(visibleText(french)).toContain('Démarre difficilement à froid.');
    expect(visibleText(french)).not.toContain('Starts hard when cold.');
    expect(french).toMatch(/<span lang="en">Tread 10\/32 on every position.<\/span><span class="in-english-mark"> \(<!-- -->en anglais<!-- -->\)<\/span>/);
    const english = visibleText(bucket.get(pageFileKey(PATHS.condition))!.body);
    expect(english).toContain('Starts hard when cold.');
    expect(english).not.toContain('Démarre difficilement');
  });
});
