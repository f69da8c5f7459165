import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { IMAGE_FOLDER, UPLOAD_FOLDER } from '../../shared/images';
import type { UploadTicket } from '../../shared/image-upload';
import {
  DOCUMENT_MESSAGES,
  INSPECTION_DOCUMENT_UPLOAD_ENDPOINT,
  INSPECTION_DOCUMENTS_ENDPOINT,
  MAX_DOCUMENT_BYTES,
  inspectionDocumentEndpoint,
  type InspectionDocumentRecord,
} from '../../shared/inspection-documents';
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
    signedInUser(stack, 'documents-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'documents-buyer@example.com'),
  ]);
});

afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, method: string, body?: unknown, token = adminToken) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A small real PDF, as the admin's scanner or the issuer would make it. */
function certificate(build: (doc: jsPDF) => void = () => {}): Uint8Array {
  const doc = new jsPDF();
  doc.text('Alberta CVIP inspection certificate, unit 3057, facility AB-20417', 20, 20);
  build(doc);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** What the browser does: ask for a ticket for `declaredSize` bytes, then POST the file straight to the bucket. */
async function upload(bytes: Uint8Array, declaredSize = bytes.length): Promise<UploadTicket> {
  const ticket = await api(INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, 'POST', { fileSize: declaredSize });
  expect(ticket.status).toBe(200);
  const { url, fields, key } = ticket.body as UploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  await fetch(url, { method: 'POST', body: form });
  return { url, fields, key };
}

const details = (key: string) => ({ key, kind: 'cvip-certificate', issuer: 'Northside Trailer CVIP facility AB-20417', issuedOn: '2026-03-14' });

/** s3rver keeps each object's bytes in a file named after its key plus this suffix. */
const S3RVER_OBJECT_SUFFIX = '._S3rver_object';

/** The PDFs under images/ and uploads/ in the local photo bucket. */
const storedPdfs = () =>
  [IMAGE_FOLDER, UPLOAD_FOLDER]
    .flatMap((folder) => {
      const dir = join(stack.dataDir, 's3', 'gallery-images', folder);
      return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(`.pdf${S3RVER_OBJECT_SUFFIX}`)).map((file) => `${folder}/${file}`) : [];
    })
    .sort();

const documents = async () => (await api(INSPECTION_DOCUMENTS_ENDPOINT, 'GET')).body as InspectionDocumentRecord[];

describe('inspection documents API on the local stack', () => {
  it('gives 401 without a token and 403 to a signed-in non-admin on every document route', async () => {
    const routes: [string, string][] = [
      [INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, 'POST'],
      [INSPECTION_DOCUMENTS_ENDPOINT, 'POST'],
      [INSPECTION_DOCUMENTS_ENDPOINT, 'GET'],
      [inspectionDocumentEndpoint('00000000-0000-4000-8000-000000000000'), 'DELETE'],
    ];
    for (const [path, method] of routes) {
      expect((await api(path, method, {}, '')).status, `${method} ${path}`).toBe(401);
      expect(await api(path, method, {}, buyerToken), `${method} ${path}`).toMatchObject({ status: 403, body: { error: MESSAGES.api.forbidden } });
    }
  });

  it.each([
    ['an upload of 0 bytes', INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, { fileSize: 0 }, 'fileSize must be at least 1 byte'],
    ['an upload over 20 MB', INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, { fileSize: MAX_DOCUMENT_BYTES + 1 }, 'fileSize must be at most 20 MB'],
    ['an upload without a size', INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, {}, 'fileSize must be a number of bytes'],
    ['a key no ticket gave', INSPECTION_DOCUMENTS_ENDPOINT, details('images/1700000000000-aa11bb22.pdf'), 'key must be one given by'],
    ['an unknown kind', INSPECTION_DOCUMENTS_ENDPOINT, { ...details('uploads/1700000000000-aa11bb22.pdf'), kind: 'brochure' }, 'kind must be one of'],
    ['an empty issuer', INSPECTION_DOCUMENTS_ENDPOINT, { ...details('uploads/1700000000000-aa11bb22.pdf'), issuer: ' ' }, 'issuer must not be empty'],
    ['a date that is not one', INSPECTION_DOCUMENTS_ENDPOINT, { ...details('uploads/1700000000000-aa11bb22.pdf'), issuedOn: '2026-02-30' }, 'issuedOn must be a date'],
    ['a date after today', INSPECTION_DOCUMENTS_ENDPOINT, { ...details('uploads/1700000000000-aa11bb22.pdf'), issuedOn: '2999-01-01' }, 'issuedOn must not be after today'],
    ['an unknown field', INSPECTION_DOCUMENTS_ENDPOINT, { ...details('uploads/1700000000000-aa11bb22.pdf'), text: 'x' }, 'text'],
    ['a key never uploaded', INSPECTION_DOCUMENTS_ENDPOINT, details('uploads/1700000000000-aa11bb22.pdf'), DOCUMENT_MESSAGES.missingUpload],
  ])('refuses %s with a 400 naming the problem', async (_case, path, body, named) => {
    const response = await api(path, 'POST', body);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(named);
  });

  it('answers 400 for a malformed id and 404 for an unknown one on DELETE', async () => {
    expect(await api(inspectionDocumentEndpoint('not-a-uuid'), 'DELETE')).toMatchObject({ status: 400, body: { error: 'id must be a document id (a UUID)' } });
    expect(await api(inspectionDocumentEndpoint('00000000-0000-4000-8000-000000000000'), 'DELETE')).toMatchObject({ status: 404, body: { error: DOCUMENT_MESSAGES.notFound } });
  });

  it.each([
    ['an HTML file named .pdf', () => new TextEncoder().encode('<!doctype html><title>Invoice.pdf</title><script>alert(1)</script>'), 400, DOCUMENT_MESSAGES.notAPdf],
    ['a PDF with a JavaScript action', () => certificate((doc) => doc.autoPrint({ variant: 'javascript' })), 400, DOCUMENT_MESSAGES.scripted],
    // A real PDF padded with spaces; the ticket is asked for 20 MB, so this checks the function's own limit, not S3's.
    ['a 30 MB PDF', () => Buffer.concat([certificate(), Buffer.alloc(30 * 1024 * 1024, 0x20)]), 413, DOCUMENT_MESSAGES.tooLarge],
  ])('refuses %s with a clear message, deleting the upload and recording nothing', async (_case, bytes, status, message) => {
    const before = await documents();
    const pdfsBefore = storedPdfs();
    const file = bytes();
    const ticket = await upload(file, Math.min(file.length, MAX_DOCUMENT_BYTES));

    const response = await api(INSPECTION_DOCUMENTS_ENDPOINT, 'POST', details(ticket.key));

    expect(response).toMatchObject({ status, body: { error: message } });
    expect(await documents()).toEqual(before);
    expect(storedPdfs()).toEqual(pdfsBefore);
  });

  it('refuses a zero-byte file, at the ticket and at the check, storing nothing', async () => {
    const pdfsBefore = storedPdfs();
    const ticket = (await api(INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, 'POST', { fileSize: 0 })).body as { error: string };
    expect(ticket.error).toContain('fileSize must be at least 1 byte: the file is empty');
    // A ticket asked for a real size, then an empty file: S3's policy or the check refuses it.
    const { key } = await upload(new Uint8Array(), 1);
    const response = await api(INSPECTION_DOCUMENTS_ENDPOINT, 'POST', details(key));
    expect(response.status).toBe(400);
    expect([DOCUMENT_MESSAGES.empty, DOCUMENT_MESSAGES.missingUpload]).toContain((response.body as { error: string }).error);
    expect(storedPdfs()).toEqual(pdfsBefore);
  });

  it('stores a good PDF with its text, serves its exact bytes under /media/ as a download, and deletes it with its file', async () => {
    const bytes = certificate();
    const ticket = await upload(bytes);

    const created = await api(INSPECTION_DOCUMENTS_ENDPOINT, 'POST', details(ticket.key));

    expect(created.status).toBe(201);
    const record = created.body as InspectionDocumentRecord;
    expect(record).toMatchObject({ kind: 'cvip-certificate', issuer: 'Northside Trailer CVIP facility AB-20417', issuedOn: '2026-03-14', fileSize: bytes.length });
    expect(record.text).toContain('CVIP inspection certificate, unit 3057');
    expect(record.publicUrl).toMatch(/^\/media\/images\/\d{13}-[0-9a-f]{8}\.pdf$/);
    expect(storedPdfs()).not.toContain(`${ticket.key}${S3RVER_OBJECT_SUFFIX}`);

    const download = await fetch(`${stack.url}${record.publicUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="CVIP_certificate_2026-03-14.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await documents()).map((document) => document.id)).toContain(record.id);

    expect(await api(INSPECTION_DOCUMENTS_ENDPOINT, 'POST', details(ticket.key))).toMatchObject({ status: 409, body: { error: DOCUMENT_MESSAGES.alreadyRecorded } });

    expect((await api(inspectionDocumentEndpoint(record.id), 'DELETE')).status).toBe(204);
    expect((await documents()).map((document) => document.id)).not.toContain(record.id);
    expect((await fetch(`${stack.url}${record.publicUrl}`)).status).toBe(404);
  });
});
