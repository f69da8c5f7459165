import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { DOCUMENT_CONTENT_DISPOSITION, DOCUMENT_CONTENT_TYPES, documentPath } from '../../shared/documents';
import { IMAGE_CATEGORIES, UPLOAD_FOLDER, type ImageRecord } from '../../shared/images';
import { MESSAGES } from '../../shared/messages';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '../../shared/runtime-config';
import { siteFileHeaders } from '../../shared/cache-policy';
import { IMAGES_TABLE } from '../../shared/backend/tables';
import { SPEC_SHEET_FILE_NAME } from '../../web/src/content/documents';
import { logger } from '../../lambdas/common/logger';
import { photoStore } from '../../lambdas/common/photo-store';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string) => fetch(`${stack.url}${path}`, { redirect: 'manual' });

describe('the local runtime', () => {
  it('serves the prerendered home page with the price before any script runs', async () => {
    const response = await get('/');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('$129,000');
  });

  it('lists the seeded sample photos, oldest first, all stored exactly as an upload stores them', async () => {
    const response = await get('/api/images');
    const images = (await response.json()) as ImageRecord[];

    expect(response.status).toBe(200);
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.map((image) => image.uploadDate)).toEqual(images.map((image) => image.uploadDate).sort());
    for (const image of images) {
      expect(image.category).toBe('exterior');
      expect(image.filePath).toMatch(/^images\/\d{13}-[0-9a-f]+\.jpg$/);
      expect(image.publicUrl).toBe(`/media/${image.filePath}`);
    }
    expect(images.filter((image) => image.hero)).toEqual([expect.objectContaining({ featured: true, filename: '20240612_101500.jpg' })]);
  });

  it('serves a sample photo from the photo bucket under /media/', async () => {
    const [image] = (await (await get('/api/images?featured=true')).json()) as ImageRecord[];
    const response = await get(image!.publicUrl);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('keeps an upload not yet checked and recorded out of reach under /media/', async () => {
    const key = `${UPLOAD_FOLDER}/1700000000000-unchecked.jpg`;
    await photoStore.put(key, Buffer.from('not checked'), 'image/jpeg');

    expect((await get(`/media/${key}`)).status).toBe(404);
  });

  it('lists the four image categories in id order', async () => {
    const categories = (await (await get('/api/categories')).json()) as { name: string }[];

    expect(categories.map((category) => category.name)).toEqual([...IMAGE_CATEGORIES]);
  });

  it('serves the runtime configuration the web app signs in with', async () => {
    const config = runtimeConfigSchema.parse(await (await get(RUNTIME_CONFIG_PATH)).json());

    expect(config.userPoolId).toBe(stack.userPool.userPoolId);
    expect(config.userPoolClientId).toBe(stack.userPool.userPoolClientId);
    expect(config.userPoolEndpoint).toBe(stack.endpoints.cognito);
  });

  it('serves the documents the build made with their content type, as attachments, cached for an hour', async () => {
    for (const [path, type] of [
      [documentPath(SPEC_SHEET_FILE_NAME), DOCUMENT_CONTENT_TYPES.pdf],
      [documentPath('ROI_Spreadsheet.xlsx'), DOCUMENT_CONTENT_TYPES.xlsx],
    ] as const) {
      const response = await get(path);

      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(DOCUMENT_CONTENT_DISPOSITION);
      expect(response.headers.get('cache-control')).toBe(siteFileHeaders(path).cacheControl);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('redirects old URLs permanently', async () => {
    const response = await get('/home');

    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await get('/no-such-page');

    expect(response.status).toBe(404);
    expect(await response.text()).toContain(MESSAGES.notFoundTitle);
  });

  it('refuses a bad category with a 400 that names the allowed ones', async () => {
    const response = await get('/api/images?category=%3Cscript%3E');
    const body = (await response.json()) as { error: string };

    expect(response.status).toBe(400);
    expect(body.error).toContain(IMAGE_CATEGORIES.join(', '));
    expect(body.error).not.toContain('<script>');
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const response = await get('/api/no-such-thing');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: MESSAGES.api.notFound });
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'takes %s as a query, header and form field name like any other, and answers normal requests after it',
    async (name) => {
      const headers: [string, string][] = [[name, 'x']];

      const page = await fetch(`${stack.url}/?${name}=x`, { headers, redirect: 'manual' });
      const moved = await fetch(`${stack.url}/about?${name}=x&${name}=y`, { headers, redirect: 'manual' });
      const api = await fetch(`${stack.url}/api/images?${name}=x`, { headers });
      const form = await fetch(`${stack.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        headers: [...headers, ['content-type', 'application/x-www-form-urlencoded'], ['origin', stack.url], ['sec-fetch-site', 'same-origin']],
        body: `name=Dana&email=dana%40clinic.example&message=Hello&${name}=x&${name}=y`,
      });

      expect(page.status).toBe(200);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/overview?${name}=x&${name}=y`);
      expect(api.status).toBeLessThan(500);
      expect(form.status).toBe(400);
      expect(await form.text()).toContain(name);
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('multiValue');
      const images = await get('/api/images');
      expect(images.status).toBe(200);
      expect(((await images.json()) as ImageRecord[]).length).toBeGreaterThan(0);
      expect((await get('/gallery')).status).toBe(200);
    },
  );

  it('turns a failing handler into a logged 500 JSON error without a stack trace', async () => {
    // Prepare: take the images table away from under the handler.
    const dynamo = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb });
    await dynamo.send(new DeleteTableCommand({ TableName: IMAGES_TABLE.name }));
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logger.setLogLevel('ERROR');

    const response = await get('/api/images');
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: MESSAGES.api.internal });
    expect(text).not.toMatch(/at .*\.ts|ResourceNotFound|stack/i);
    const log = logged.mock.calls.map(([line]) => String(line)).join('');
    expect(log).toContain('request failed');
    expect(log).toContain('ResourceNotFoundException');
    logged.mockRestore();
    logger.setLogLevel('SILENT');
    dynamo.destroy();
  });
});
