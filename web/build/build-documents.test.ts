import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_TYPES, documentContentType } from '../../shared/documents';
import { DOCUMENT_TEMPLATES, DOWNLOAD_MESSAGES } from '../src/content/documents';
import { RESOURCE_DOWNLOADS, resourceFileName } from '../src/content/resources';
import { documentContent } from '../src/features/documents/static-documents';
import { BUILT_IN_FIGURES } from '../../shared/built-in-snapshot';
import { editionDate, writeStaticDocuments } from './build-documents';

const HOST = 'trailer.example.com';
const CREATED_AT = new Date('2026-03-01T12:00:00Z');

const EXPECTED_FILES = [
  'Mobile_Medical_Trailer_Specifications.pdf',
  'Service_Records.pdf',
  'Warranty_Information.pdf',
  'Specifications_Template.pdf',
  'Compliance_Checklist.pdf',
  'ROI_Spreadsheet.xlsx',
  'Maintenance_Schedule.pdf',
];

let siteDir: string;
let written: string[];

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  written = await writeStaticDocuments(siteDir, HOST, CREATED_AT);
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const read = (fileName: string) => readFile(path.join(siteDir, 'documents', fileName));

describe('the documents the build makes', () => {
  it("writes every document fixed at build time under /documents/ with the file names of docs/product.md#document-templates, and not the photo package", async () => {
    expect(written).toEqual(EXPECTED_FILES.map((name) => `/documents/${name}`));
    expect((await readdir(path.join(siteDir, 'documents'))).sort()).toEqual([...EXPECTED_FILES].sort());
    const builtTemplates = DOCUMENT_TEMPLATES.filter((template) => template.madeBy === 'build').map((template) => template.fileName);
    expect(builtTemplates).toEqual(EXPECTED_FILES.slice(0, 3));
    expect(RESOURCE_DOWNLOADS.items.map(resourceFileName)).toEqual(EXPECTED_FILES.slice(3));
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
    const again = await mkdtemp(path.join(tmpdir(), 'documents-again-'));
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
    expect(documentContentType('/documents/notes.txt')).toBeUndefined();
    expect(documentContentType('/assets/report.pdf')).toBeUndefined();
  });
});
