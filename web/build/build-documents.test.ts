import { mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_TYPES, documentContentType } from '../../shared/documents';
import { FRENCH_DOCUMENT_FILE_NAMES } from '../../shared/document-files';
import { DOCUMENT_TEMPLATES, DOWNLOAD_MESSAGES, PHOTO_PACKAGE_FILE_NAME } from '../src/content/documents';
import { ROOMS } from '../src/content/rooms';
import { TOUR_MEDIA_ROOT } from '../src/content/walkthrough-media';
import { MANIFEST_FILE } from '../src/features/documents/zip/photo-package';
import { RESOURCE_DOWNLOADS, resourceFileName } from '../src/content/resources';
import { documentContent } from '../src/features/documents/static-documents';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { LISTING_STATUS_LABELS, formatUsd } from '../../shared/listing-state';
import { TRAILER } from '../../shared/trailer';
import { buildPhotoReader, editionDate, writeStaticDocuments } from './build-documents';
import { CONDITION_REPORT_FILE_NAME } from '../../shared/condition-report-file';

const HOST = 'trailer.example.com';
const CREATED_AT = new Date('2026-03-01T12:00:00Z');

/** The French files, after the English ones, in the order document-files.ts names them. */
const FRENCH_FILES = Object.values(FRENCH_DOCUMENT_FILE_NAMES);

const EXPECTED_FILES = [
  'Mobile_Medical_Trailer_Specifications.pdf',
  'Service_Records.pdf',
  'Warranty_Information.pdf',
  'Specifications_Template.pdf',
  'Compliance_Checklist.pdf',
  'ROI_Spreadsheet.xlsx',
  'Maintenance_Schedule.pdf',
  CONDITION_REPORT_FILE_NAME,
  ...FRENCH_FILES,
  PHOTO_PACKAGE_FILE_NAME,
];

/** The built-in room photos, as the build's public folder holds them. */
const PUBLIC_ROOMS = path.resolve('web/public', TOUR_MEDIA_ROOT.slice(1));

/** A site folder holding the build's room photos, which the photo package zips. */
async function siteWithRoomPhotos(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await symlink(PUBLIC_ROOMS, path.join(dir, TOUR_MEDIA_ROOT.slice(1)));
  return dir;
}

let siteDir: string;
let written: string[];

beforeAll(async () => {
  siteDir = await siteWithRoomPhotos('documents-');
  written = await writeStaticDocuments(siteDir, HOST, CREATED_AT);
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const read = (fileName: string) => readFile(path.join(siteDir, 'documents', fileName));

describe('the documents the build makes', () => {
  it('writes every document under /documents/ with the file names of docs/product.md#document-templates', async () => {
    expect(written).toEqual(EXPECTED_FILES.map((name) => `/documents/${name}`));
    expect((await readdir(path.join(siteDir, 'documents'))).sort()).toEqual([...EXPECTED_FILES].sort());
    expect(DOCUMENT_TEMPLATES.map((template) => template.fileName)).toEqual([...EXPECTED_FILES.slice(0, 3), PHOTO_PACKAGE_FILE_NAME]);
    expect(RESOURCE_DOWNLOADS.items.map(resourceFileName)).toEqual(EXPECTED_FILES.slice(3, -2 - FRENCH_FILES.length));
    expect(EXPECTED_FILES.at(-2 - FRENCH_FILES.length)).toBe(CONDITION_REPORT_FILE_NAME);
  });

  it("zips every built-in room photo, byte for byte, with a manifest naming the unit, its price and status; no exterior photo (the build reads no table)", async () => {
    const files = unzipSync(new Uint8Array(await read(PHOTO_PACKAGE_FILE_NAME)));
    const photoCount = ROOMS.reduce((sum, room) => sum + room.photoCount, 0);
    const manifest = strFromU8(files[MANIFEST_FILE]!);

    expect(Object.keys(files).filter((name) => name.endsWith('.jpg'))).toHaveLength(photoCount);
    expect(Buffer.from(files['interior/05-exam-room/01.jpg']!).equals(await readFile(path.join(PUBLIC_ROOMS, 'exam-room', '01.jpg')))).toBe(true);
    expect(manifest).toContain(`unit ${TRAILER.unitNumber}`);
    expect(manifest).toContain(`${formatUsd(BUILT_IN_FIGURES.priceUsd)}, ${LISTING_STATUS_LABELS[BUILT_IN_FIGURES.status]}`);
    expect(manifest).toContain(`${photoCount} photos: 0 exterior, ${photoCount} interior`);
    expect(manifest).toContain('Exam Room: Photo 1 of ');
    expect(manifest).toContain('    interior/05-exam-room/01.jpg');
  });

  it('refuses to read an uploaded photo at build, where there is none', async () => {
    await expect(buildPhotoReader(siteDir)('/media/images/1700000000000-aa11bb22.jpg')).rejects.toThrow(/no uploaded photos/);
  });

  it('makes PDFs whose footer names the host and whose title is the document title', async () => {
    const sheet = (await read('Mobile_Medical_Trailer_Specifications.pdf')).toString('latin1');

    expect(sheet.startsWith('%PDF-')).toBe(true);
    expect(sheet).toContain('/Title (Mobile Medical Trailer Specifications)');
    expect(sheet).toContain(`Generated from ${HOST}`);
    expect(sheet).toContain("/CreationDate (D:20260301");
  });

  it('makes the ROI workbook as an .xlsx that recalculates on open', async () => {
    const workbook = unzipSync(new Uint8Array(await read('ROI_Spreadsheet.xlsx')));

    expect(strFromU8(workbook['xl/workbook.xml']!)).toContain('fullCalcOnLoad="1"');
    expect(strFromU8(workbook['xl/worksheets/sheet1.xml']!)).toMatch(/<f>IF\(B\d+&gt;0,/);
  });

  it('writes the same bytes when built again from the same sources', async () => {
    const again = await siteWithRoomPhotos('documents-again-');
    try {
      await writeStaticDocuments(again, HOST, CREATED_AT);
      for (const name of EXPECTED_FILES) expect((await readFile(path.join(again, 'documents', name))).equals(await read(name)), name).toBe(true);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });

  it("refuses a template it has no content for with 'Unknown document type'", () => {
    expect(documentContent('technical-specs')(BUILT_IN_FIGURES).title).toBe('Mobile Medical Trailer Specifications');
    expect(() => documentContent('photo-package')).toThrow(DOWNLOAD_MESSAGES.unknownType);
  });

  it('dates the documents from SOURCE_DATE_EPOCH when set, and refuses a malformed one', () => {
    expect(editionDate({ SOURCE_DATE_EPOCH: '1767225600' })).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(() => editionDate({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(/SOURCE_DATE_EPOCH/);
  });
});

describe('document content types', () => {
  it('names the type of every document under /documents/ and of nothing else', () => {
    expect(documentContentType('/documents/Service_Records.pdf')).toBe(DOCUMENT_CONTENT_TYPES.pdf);
    expect(documentContentType('/documents/ROI_Spreadsheet.xlsx')).toBe(DOCUMENT_CONTENT_TYPES.xlsx);
    expect(documentContentType(`/documents/${PHOTO_PACKAGE_FILE_NAME}`)).toBe(DOCUMENT_CONTENT_TYPES.zip);
    expect(documentContentType('/documents/notes.txt')).toBeUndefined();
    expect(documentContentType('/assets/report.pdf')).toBeUndefined();
  });
});
