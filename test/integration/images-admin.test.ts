import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imagesRepository } from '../../lambdas/common/images-repository';
import { handler as stripPhotoMetadata } from '../../lambdas/strip-photo-metadata';
import { photoStore } from '../../lambdas/common/photo-store';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { IMAGE_FOLDER, UPLOAD_FOLDER, imageObjectKey, publicUrlForKey, type ImageRecord } from '../../shared/images';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, type UploadTicket } from '../../shared/image-upload';
import { MESSAGES } from '../../shared/messages';
import { storedKeysOf, variantPath } from '../../shared/photo-variants';
import { PHOTO_TAGS, taggedJpeg } from '../fixtures/tagged-photo';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
let buyerToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([
    signedInUser(stack, 'photo-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'photo-buyer@example.com'),
  ]);
});

afterAll(async () => {
  await stack?.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const api = (path: string, method: string, body?: unknown, token = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** POSTs a file through a ticket straight to the photo bucket, as the browser does. */
async function postThrough(ticket: UploadTicket, bytes: Uint8Array, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
}

/** What the browser does: ask for a ticket for a file of `declaredSize` bytes, then upload it. */
async function upload(bytes: Uint8Array, contentType: string, declaredSize = bytes.length): Promise<UploadTicket> {
  const ticket = (await api('/api/images/upload', 'POST', { contentType, fileSize: declaredSize })).body as UploadTicket;
  await postThrough(ticket, bytes, contentType);
  return ticket;
}

/** Every EXIF, GPS, XMP, IPTC (and ICC) tag an EXIF parser finds in a JPEG, or undefined for none. */
const metadataOf = async (bytes: Uint8Array) => exifr.parse(Buffer.from(bytes), true) as Promise<Record<string, unknown> | undefined>;

/** The chunk names of a WebP file (exifr reads no WebP): metadata would be an EXIF or an 'XMP ' chunk. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= bytes.length; offset += 8 + bytes.readUInt32LE(offset + 4) + (bytes.readUInt32LE(offset + 4) % 2)) {
    chunks.push(bytes.toString('latin1', offset, offset + 4));
  }
  return chunks;
}

const served = async (path: string) => Buffer.from(await (await fetch(`${stack.url}${path}`)).arrayBuffer());

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#8899aa' } }).jpeg().toBuffer();

/** s3rver keeps each object's bytes in a file named after its key plus this suffix. */
const S3RVER_OBJECT_SUFFIX = '._S3rver_object';

/** Object keys under images/ and uploads/ in the local photo bucket, sorted. */
const bucketKeys = () =>
  [IMAGE_FOLDER, UPLOAD_FOLDER]
    .flatMap((folder) => {
      const dir = join(stack.dataDir, 's3', 'gallery-images', folder);
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((file) => file.endsWith(S3RVER_OBJECT_SUFFIX))
            .map((file) => `${folder}/${file.slice(0, -S3RVER_OBJECT_SUFFIX.length)}`)
        : [];
    })
    .sort();

/** Whether any object of a photo (the original or a variant of any width) is still in the bucket. */
const leftInBucket = (key: string) => bucketKeys().filter((stored) => stored.startsWith(key.replace(/\.\w+$/, '')));

/** The bytes of an object in the local photo bucket. */
const objectBytes = (key: string) => readFileSync(join(stack.dataDir, 's3', 'gallery-images', `${key}${S3RVER_OBJECT_SUFFIX}`));

const recordFor = (key: string) => ({ key, filename: '20241003_101500.jpg', altText: 'Street side at dusk', category: 'exterior' });

const images = async () => (await requestFrom(`${stack.url}/api/images`)).body as ImageRecord[];

describe('gallery management API', () => {
  it('gives 401 without a token and 403 to a signed-in non-admin on every admin route', async () => {
    const routes: [string, string][] = [
      ['/api/images/upload', 'POST'],
      ['/api/images', 'POST'],
      ['/api/images/featured', 'PATCH'],
      ['/api/images/00000000-0000-4000-8000-000000000000', 'PATCH'],
      ['/api/images/00000000-0000-4000-8000-000000000000', 'DELETE'],
    ];
    for (const [path, method] of routes) {
      expect((await api(path, method, {}, '')).status, `${method} ${path}`).toBe(401);
      const forbidden = await api(path, method, {}, buyerToken);
      expect(forbidden, `${method} ${path}`).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
    }
  });

  it('uploads a JPEG, records it with its WebP variants, edits it, features it and deletes it with every object', async () => {
    const ticket = await upload(await jpeg(1200, 900), 'image/jpeg');

    const created = await api('/api/images', 'POST', { ...recordFor(ticket.key), keywords: ['street side'] });
    expect(created.status).toBe(201);
    const image = created.body as ImageRecord;
    expect(image).toMatchObject({
      mimeType: 'image/jpeg',
      filePath: expect.stringMatching(/^images\/\d{13}-[0-9a-f]{8}\.jpg$/),
      publicUrl: `/media/${image.filePath}`,
      featured: false,
      caption: null,
      width: 1200,
      height: 900,
      variantWidths: [480, 960, 1200],
    });
    expect((await fetch(`${stack.url}${image.publicUrl}`)).headers.get('content-type')).toBe('image/jpeg');
    for (const width of image.variantWidths!) {
      const variant = await fetch(`${stack.url}${variantPath(image.publicUrl, width)}`);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    }
    expect(leftInBucket(image.filePath).sort()).toEqual(storedKeysOf(image).sort());
    expect(bucketKeys()).not.toContain(ticket.key);

    const edited = await api(`/api/images/${image.id}`, 'PATCH', { caption: 'New caption', altText: '', keywords: [] });
    expect(edited.body).toMatchObject({ caption: 'New caption', altText: 'Street side at dusk', keywords: ['street side'], variantWidths: [480, 960, 1200] });

    expect((await api('/api/images/featured', 'PATCH', { ids: [image.id], featured: true })).status).toBe(200);
    expect((await requestFrom(`${stack.url}/api/images?featured=true`)).body).toContainEqual(expect.objectContaining({ id: image.id }));

    expect((await api(`/api/images/${image.id}`, 'DELETE')).status).toBe(204);
    expect((await images()).map((each) => each.id)).not.toContain(image.id);
    expect(leftInBucket(image.filePath)).toEqual([]);
    expect((await fetch(`${stack.url}${variantPath(image.publicUrl, 480)}`)).status).toBe(404);
  });

  it('seeds the sample photos with their variants, as an upload stores them', async () => {
    const seeded = (await images()).filter((image) => image.filename === '20240612_101500.jpg');

    expect(seeded).toEqual([expect.objectContaining({ width: 1200, height: 900, variantWidths: [480, 960, 1200] })]);
    const variant = await fetch(`${stack.url}${variantPath(seeded[0]!.publicUrl, 480)}`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
  });

  /** Makes the photo bucket refuse the variant 960 px wide, letting every other write through. */
  function failVariantWrites() {
    const put = photoStore.put.bind(photoStore);
    vi.spyOn(photoStore, 'put').mockImplementation((key, body, contentType) =>
      key.endsWith('-960.webp') ? Promise.reject(new Error('SlowDown')) : put(key, body, contentType),
    );
  }

  it.each([
    [
      'the record cannot be written',
      () => jpeg(1000, 750),
      () => vi.spyOn(imagesRepository, 'create').mockRejectedValueOnce(new Error('ProvisionedThroughputExceededException')),
      { status: 500, body: { error: `${IMAGE_MESSAGES.saveFailed}: ${IMAGE_MESSAGES.uploadRemoved}` } },
    ],
    [
      'a variant cannot be stored',
      () => jpeg(1000, 750),
      failVariantWrites,
      { status: 500, body: { error: IMAGE_MESSAGES.variantsNotStored } },
    ],
    [
      "the JPEG's pixels cannot be decoded",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x5a)]),
      () => undefined,
      { status: 400, body: { error: IMAGE_MESSAGES.unreadable } },
    ],
  ])('removes the upload and every object made from it, writing no record, when %s', async (_case, photo, sabotage, answer) => {
    const before = (await images()).length;
    const objectsBefore = bucketKeys();
    const ticket = await upload(await photo(), 'image/jpeg');
    sabotage();

    const response = await api('/api/images', 'POST', recordFor(ticket.key));

    expect(response).toMatchObject(answer);
    expect(bucketKeys()).toEqual(objectsBefore);
    expect(await images()).toHaveLength(before);
  });

  it.each([
    ['an SVG', { contentType: 'image/svg+xml', fileSize: 1000 }, 'contentType'],
    ['a text file', { contentType: 'text/plain', fileSize: 1000 }, 'contentType'],
    ['a 21 MB file', { contentType: 'image/jpeg', fileSize: 21 * 1024 * 1024 }, 'fileSize'],
    ['an empty file', { contentType: 'image/png', fileSize: 0 }, 'fileSize'],
  ])('refuses an upload ticket for %s', async (_case, request, named) => {
    const response = await api('/api/images/upload', 'POST', request);

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(named);
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
  });

  it('refuses a text file named .jpg, and deletes it from the bucket, writing no record', async () => {
    const before = (await images()).length;
    const ticket = await upload(new TextEncoder().encode('definitely not a picture'), 'image/jpeg');

    const response = await api('/api/images', 'POST', { key: ticket.key, filename: 'photo.jpg', altText: 'x', category: 'exterior' });

    expect(response).toMatchObject({ status: 400, body: { error: IMAGE_MESSAGES.notAnImage } });
    expect(await images()).toHaveLength(before);
    expect(bucketKeys()).not.toContain(ticket.key);
  });

  it('refuses a PNG uploaded as a JPEG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const ticket = await upload(png, 'image/jpeg');

    const response = await api('/api/images', 'POST', { key: ticket.key, filename: 'x.jpg', altText: 'x', category: 'exterior' });

    expect(response).toMatchObject({ status: 400, body: { error: IMAGE_MESSAGES.typeMismatch } });
  });

  it('refuses a record for a key that was never uploaded, and a bad category', async () => {
    const missing = await api('/api/images', 'POST', { key: 'uploads/1700000000000-deadbeef.jpg', filename: 'x.jpg', altText: 'x', category: 'exterior' });
    expect(missing).toMatchObject({ status: 400, body: { error: IMAGE_MESSAGES.missingUpload } });
    const badCategory = await api('/api/images', 'POST', { key: 'uploads/1700000000000-deadbeef.jpg', filename: 'x.jpg', altText: 'x', category: '<script>' });
    expect(badCategory.status).toBe(400);
  });

  it('refuses a record pointing at a checked photo or a variant instead of an upload', async () => {
    const [seeded] = await images();
    for (const key of [seeded!.filePath, variantPath(seeded!.filePath, 480)]) {
      const response = await api('/api/images', 'POST', recordFor(key));
      expect(response.status).toBe(400);
      expect((response.body as { error: string }).error).toContain('key');
    }
  });

  it('refuses a second record of one upload with a 409, changing neither the table nor the bucket', async () => {
    const ticket = await upload(await jpeg(), 'image/jpeg');
    const first = await api('/api/images', 'POST', recordFor(ticket.key));
    expect(first.status).toBe(201);
    const recorded = await images();
    const objects = bucketKeys();

    const second = await api('/api/images', 'POST', recordFor(ticket.key));

    expect(second).toMatchObject({ status: 409, body: { error: IMAGE_MESSAGES.alreadyRecorded } });
    expect(await images()).toEqual(recorded);
    expect(bucketKeys()).toEqual(objects);
  });

  it('records one upload once when two requests race, keeping only the winner\'s objects', async () => {
    const before = (await images()).length;
    const objectsBefore = bucketKeys();
    const ticket = await upload(await jpeg(), 'image/jpeg');

    const answers = await Promise.all([1, 2].map(() => api('/api/images', 'POST', recordFor(ticket.key))));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const winner = answers.find((answer) => answer.status === 201)!.body as ImageRecord;
    expect(await images()).toHaveLength(before + 1);
    expect(bucketKeys()).toEqual([...objectsBefore, ...storedKeysOf(winner)].sort());
  });

  it('keeps the checked photo when the upload is replaced through its still-valid ticket, and leaves nothing under uploads/', async () => {
    const ticket = await upload(await jpeg(320, 240), 'image/jpeg');
    const image = (await api('/api/images', 'POST', recordFor(ticket.key))).body as ImageRecord;
    const recorded = await images();
    const stored = objectBytes(image.filePath);

    // The ticket is still valid: its key takes any bytes, but that key is no longer the photo's.
    await postThrough(ticket, new TextEncoder().encode('<html>not the photo</html>'), 'image/jpeg');
    const again = await api('/api/images', 'POST', recordFor(ticket.key));

    expect(again).toMatchObject({ status: 409, body: { error: IMAGE_MESSAGES.alreadyRecorded } });
    expect(image.filePath).not.toBe(ticket.key);
    expect(objectBytes(image.filePath).equals(stored)).toBe(true);
    expect((await served(image.publicUrl)).equals(stored)).toBe(true);
    expect(await images()).toEqual(recorded);
    expect(bucketKeys().filter((key) => key.startsWith(`${UPLOAD_FOLDER}/`))).toEqual([]);
  });

  it('serves the original and every variant of a photo tagged with GPS, camera, artist, XMP and IPTC without any of it, upright', async () => {
    const tagged = await taggedJpeg(1200, 900);
    expect(await metadataOf(tagged)).toMatchObject({ latitude: expect.closeTo(PHOTO_TAGS.latitude, 4), Artist: PHOTO_TAGS.artist, Model: PHOTO_TAGS.model, Byline: PHOTO_TAGS.iptcByline });
    const ticket = await upload(tagged, 'image/jpeg');

    const created = await api('/api/images', 'POST', recordFor(ticket.key));

    expect(created.status).toBe(201);
    const image = created.body as ImageRecord;
    // Orientation 6: stored landscape, shown portrait; the served pixels are already upright.
    expect(image).toMatchObject({ width: 900, height: 1200, variantWidths: [480, 900] });
    const original = await served(image.publicUrl);
    expect(image.fileSize).toBe(original.length);
    expect(await metadataOf(original)).toBeUndefined();
    const upright = await sharp(original).metadata();
    expect(upright).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(upright.orientation).toBeUndefined();
    for (const width of image.variantWidths!) {
      const variant = await served(variantPath(image.publicUrl, width));
      expect(webpChunks(variant), `${width} px variant`).toEqual(['VP8 ']);
      const metadata = await sharp(variant).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 4) / 3 });
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      for (const text of Object.values(PHOTO_TAGS).filter((tag) => typeof tag === 'string')) expect(variant.includes(text), text).toBe(false);
    }
    for (const text of Object.values(PHOTO_TAGS).filter((tag) => typeof tag === 'string')) expect(original.includes(text), text).toBe(false);
  });

  it('serves a JPEG without the bytes an upload carried after its end marker', async () => {
    const ticket = await upload(await taggedJpeg(640, 480, '<html><script>alert(document.domain)</script></html>'), 'image/jpeg');

    const image = (await api('/api/images', 'POST', recordFor(ticket.key))).body as ImageRecord;

    const original = await served(image.publicUrl);
    expect(original.includes('<html>')).toBe(false);
    expect([...original.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('deletes an upload larger than the limit and refuses it with a 413 naming the limit, whatever size its ticket was asked for', async () => {
    const before = (await images()).length;
    const objectsBefore = bucketKeys();
    const oversized = Buffer.concat([await jpeg(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const ticket = await upload(oversized, 'image/jpeg', 1024);

    const response = await api('/api/images', 'POST', recordFor(ticket.key));

    expect(response).toMatchObject({ status: 413, body: { error: IMAGE_MESSAGES.tooLarge } });
    expect(IMAGE_MESSAGES.tooLarge).toContain('20 MB');
    expect(bucketKeys()).toEqual(objectsBefore);
    expect(await images()).toHaveLength(before);
  });

  it('makes one image the main photo: featured, the choice taken from the one before, and lost with the featured flag', async () => {
    const [first, second] = await Promise.all([1, 2].map(async () => {
      const ticket = await upload(await jpeg(), 'image/jpeg');
      return (await api('/api/images', 'POST', recordFor(ticket.key))).body as ImageRecord;
    }));
    const heroes = async () => (await images()).filter((image) => image.hero).map((image) => image.id);

    expect(await api(`/api/images/${first!.id}`, 'PATCH', { hero: true })).toMatchObject({ status: 200, body: { hero: true, featured: true } });
    expect(await heroes()).toEqual([first!.id]);
    expect((await api(`/api/images/${second!.id}`, 'PATCH', { hero: true })).status).toBe(200);
    expect(await heroes()).toEqual([second!.id]);

    const refused = await api(`/api/images/${first!.id}`, 'PATCH', { hero: true, featured: false });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toContain('hero');
    expect(await heroes()).toEqual([second!.id]);

    expect((await api('/api/images/featured', 'PATCH', { ids: [second!.id], featured: false })).status).toBe(200);
    expect(await heroes()).toEqual([]);
  });

  it('strips a photo stored before originals were encoded again, once: new URLs, old objects gone, the record kept', async () => {
    // Prepare: a record as an upload made it before, with its tagged original and a variant as stored then
    const tagged = await taggedJpeg(1200, 900, '<html>after the end</html>');
    const filePath = imageObjectKey('image/jpeg', Date.parse('2025-03-01T10:00:00Z'), 'feedbeef');
    await photoStore.put(filePath, tagged, 'image/jpeg');
    await photoStore.put(variantPath(filePath, 480), await sharp(tagged).rotate().resize(480).webp().toBuffer(), 'image/webp');
    const legacy: ImageRecord = {
      id: '0b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      filename: 'IMG_0042.jpg',
      filePath,
      altText: 'Street side, before',
      caption: null,
      category: 'exterior',
      keywords: ['street side'],
      fileSize: tagged.length,
      mimeType: 'image/jpeg',
      publicUrl: publicUrlForKey(filePath),
      featured: true,
      hero: true,
      uploadDate: '2025-03-01T10:00:00.000Z',
      width: 900,
      height: 1200,
      variantWidths: [480],
    };
    expect(await imagesRepository.create(legacy)).toBe(true);

    // Act
    const summary = await stripPhotoMetadata();

    // Assess
    expect(summary).toEqual({ stripped: 1, skipped: 0 });
    const migrated = (await images()).find((image) => image.id === legacy.id)!;
    const { filePath: _old, publicUrl: _oldUrl, fileSize: _oldSize, ...kept } = legacy;
    expect(migrated).toMatchObject({ ...kept, stripped: true, variantWidths: [480, 900] });
    expect(migrated.filePath).not.toBe(filePath);
    expect(migrated.publicUrl).toBe(publicUrlForKey(migrated.filePath));
    const original = await served(migrated.publicUrl);
    expect(await metadataOf(original)).toBeUndefined();
    expect(original.includes('<html>')).toBe(false);
    expect(migrated.fileSize).toBe(original.length);
    for (const width of migrated.variantWidths!) expect(webpChunks(await served(variantPath(migrated.publicUrl, width)))).toEqual(['VP8 ']);
    expect(leftInBucket(filePath)).toEqual([]);
    expect((await fetch(`${stack.url}${legacy.publicUrl}`)).status).toBe(404);
    // A second run finds nothing to do and changes nothing.
    const objects = bucketKeys();
    expect(await stripPhotoMetadata()).toEqual({ stripped: 0, skipped: 0 });
    expect(bucketKeys()).toEqual(objects);
    expect((await images()).find((image) => image.id === legacy.id)).toEqual(migrated);
  });

  it('leaves no objects of its own when a record changes while its photo is stripped', async () => {
    const ticket = await upload(await jpeg(), 'image/jpeg');
    const image = (await api('/api/images', 'POST', recordFor(ticket.key))).body as ImageRecord;
    const { stripped: _marked, ...unmarked } = image;
    await imagesRepository.replace(unmarked);
    const objects = bucketKeys();
    vi.spyOn(imagesRepository, 'replaceStoredPhoto').mockResolvedValueOnce(false);

    expect(await stripPhotoMetadata()).toEqual({ stripped: 0, skipped: 1 });

    expect(bucketKeys()).toEqual(objects);
    await imagesRepository.replace(image);
  });

  it.each([
    ['a 4 KB id', 'x'.repeat(4096)],
    ['an id that is not a UUID', 'not-an-image'],
    ['a percent-encoded slash in the id', '..%2Fimages'],
  ])('answers PATCH and DELETE for %s with a 400 naming the id, changing nothing', async (_case, id) => {
    const before = await images();
    const objects = bucketKeys();

    const patched = await api(`/api/images/${id}`, 'PATCH', { caption: 'x' });
    const deleted = await api(`/api/images/${id}`, 'DELETE');

    for (const response of [patched, deleted]) {
      expect(response.status).toBe(400);
      expect((response.body as { error: string }).error).toContain('id');
    }
    expect(await images()).toEqual(before);
    expect(bucketKeys()).toEqual(objects);
  });

  it('answers 404 when editing or deleting an image that does not exist', async () => {
    expect((await api('/api/images/00000000-0000-4000-8000-000000000000', 'PATCH', { caption: 'x' })).status).toBe(404);
    expect((await api('/api/images/00000000-0000-4000-8000-000000000000', 'DELETE')).status).toBe(404);
    expect((await api('/api/images/featured', 'PATCH', { ids: ['00000000-0000-4000-8000-000000000000'], featured: true })).status).toBe(404);
  });
});
