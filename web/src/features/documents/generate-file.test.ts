import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES } from '../../content/documents';
import { RESOURCE_DOWNLOADS } from '../../content/resources';
import { findDocumentTemplate, generateDocument, generateResource } from './generate-file';

async function firstBytes(blob: Blob, count: number): Promise<string> {
  return new TextDecoder().decode((await blob.arrayBuffer()).slice(0, count));
}

describe('document generators (SPEC.md sections 5 and 7)', () => {
  it("refuses an id outside the four templates with 'Document template not found'", () => {
    expect(findDocumentTemplate('photo-package').fileName).toBe('Photo_Package.zip');
    expect(() => findDocumentTemplate('price-list')).toThrow(DOWNLOAD_MESSAGES.templateNotFound);
  });

  it("refuses to generate an unknown document with 'Unknown document type'", async () => {
    await expect(generateDocument('price-list')).rejects.toThrow(DOWNLOAD_MESSAGES.unknownType);
  });

  it.each(['technical-specs', 'service-records', 'warranty-info'])('makes %s as a PDF', async (id) => {
    const blob = await generateDocument(id);

    expect(blob.type).toBe('application/pdf');
    expect(await firstBytes(blob, 5)).toBe('%PDF-');
  });

  it.each(RESOURCE_DOWNLOADS.items.map((item) => [item.id, item.extension] as const))('makes the resource %s as a .%s file', async (id, extension) => {
    const blob = await generateResource(id);

    if (extension === 'pdf') {
      expect(await firstBytes(blob, 5)).toBe('%PDF-');
    } else {
      const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
      expect(Object.keys(files)).toContain('xl/workbook.xml');
    }
  });
});
