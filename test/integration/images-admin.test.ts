import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import type { ImageRecord } from '../../shared/images';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, type UploadTicket } from '../../shared/image-upload';
import { MESSAGES } from '../../shared/messages';
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

const api = (path: string, method: string, body?: unknown, token = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** What the browser does: ask for a ticket, then POST the file straight to the photo bucket. */
async function upload(bytes: Uint8Array, contentType: string): Promise<UploadTicket> {
  const ticket = (await api('/api/images/upload', 'POST', { contentType, fileSize: bytes.length })).body as UploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return ticket;
}

const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#8899aa' } }).jpeg().toBuffer();

/** Object keys in the local photo bucket (s3rver keeps each object as files under its key). */
const bucketKeys = () =>
  readdirSync(join(stack.dataDir, 's3', 'gallery-images', 'images')).filter((file) => !file.startsWith('.') && !file.includes('._S3rver'));

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

  it('uploads a JPEG, records it, edits it, features it and deletes it with its object', async () => {
    const ticket = await upload(await jpeg(), 'image/jpeg');

    const created = await api('/api/images', 'POST', {
      key: ticket.key,
      filename: '20241003_101500.jpg',
      altText: 'Street side at dusk',
      category: 'exterior',
      keywords: ['street side'],
    });
    expect(created.status).toBe(201);
    const image = created.body as ImageRecord;
    expect(image).toMatchObject({ mimeType: 'image/jpeg', publicUrl: `/media/${ticket.key}`, featured: false, caption: null });
    expect((await fetch(`${stack.url}${image.publicUrl}`)).headers.get('content-type')).toBe('image/jpeg');

    const edited = await api(`/api/images/${image.id}`, 'PATCH', { caption: 'New caption', altText: '', keywords: [] });
    expect(edited.body).toMatchObject({ caption: 'New caption', altText: 'Street side at dusk', keywords: ['street side'] });

    expect((await api('/api/images/featured', 'PATCH', { ids: [image.id], featured: true })).status).toBe(200);
    expect((await requestFrom(`${stack.url}/api/images?featured=true`)).body).toContainEqual(expect.objectContaining({ id: image.id }));

    expect((await api(`/api/images/${image.id}`, 'DELETE')).status).toBe(204);
    expect((await images()).map((each) => each.id)).not.toContain(image.id);
    expect(bucketKeys().some((file) => ticket.key.endsWith(file))).toBe(false);
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
    expect(bucketKeys().some((file) => ticket.key.endsWith(file))).toBe(false);
  });

  it('refuses a PNG uploaded as a JPEG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const ticket = await upload(png, 'image/jpeg');

    const response = await api('/api/images', 'POST', { key: ticket.key, filename: 'x.jpg', altText: 'x', category: 'exterior' });

    expect(response).toMatchObject({ status: 400, body: { error: IMAGE_MESSAGES.typeMismatch } });
  });

  it('refuses a record for a key that was never uploaded, and a bad category', async () => {
    const missing = await api('/api/images', 'POST', { key: 'images/1700000000000-deadbeef.jpg', filename: 'x.jpg', altText: 'x', category: 'exterior' });
    expect(missing).toMatchObject({ status: 400, body: { error: IMAGE_MESSAGES.missingUpload } });
    const badCategory = await api('/api/images', 'POST', { key: 'images/1700000000000-deadbeef.jpg', filename: 'x.jpg', altText: 'x', category: '<script>' });
    expect(badCategory.status).toBe(400);
  });

  it('answers 404 when editing or deleting an image that does not exist', async () => {
    expect((await api('/api/images/00000000-0000-4000-8000-000000000000', 'PATCH', { caption: 'x' })).status).toBe(404);
    expect((await api('/api/images/00000000-0000-4000-8000-000000000000', 'DELETE')).status).toBe(404);
    expect((await api('/api/images/featured', 'PATCH', { ids: ['00000000-0000-4000-8000-000000000000'], featured: true })).status).toBe(404);
  });
});
