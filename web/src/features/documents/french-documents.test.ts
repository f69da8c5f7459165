import { describe, expect, it } from 'vitest';
import { BUILT_IN_SNAPSHOT } from '../../../../shared/built-in-snapshot';
import { FRENCH_DOCUMENT_FILE_NAMES, SPEC_SHEET_FILE_NAME, documentPathIn } from '../../../../shared/document-files';
import { snapshotFigures } from '../../../../shared/listing-snapshot';
import { pdfPages } from '../../../../test/e2e/support/pdf-text';
import { STATIC_DOCUMENTS } from './static-documents';

const FRENCH_SPEC_SHEET = FRENCH_DOCUMENT_FILE_NAMES[SPEC_SHEET_FILE_NAME]!;
const edition = { host: 'trailer.example.com', createdAt: new Date('2026-11-23T15:00:00Z'), fileId: '0'.repeat(32) };

describe('the French documents', () => {
  it('gives a French page the French file where there is one, and the English one otherwise', () => {
    expect(documentPathIn(SPEC_SHEET_FILE_NAME, 'fr')).toBe(`/documents/${FRENCH_SPEC_SHEET}`);
    expect(documentPathIn(SPEC_SHEET_FILE_NAME, 'en')).toBe(`/documents/${SPEC_SHEET_FILE_NAME}`);
    expect(documentPathIn('Service_Records.pdf', 'fr')).toBe('/documents/Service_Records.pdf');
  });

  it('sets the specification sheet in French from the listing’s facts, beside the English one', async () => {
    const french = STATIC_DOCUMENTS.find((document) => document.fileName === FRENCH_SPEC_SHEET);
    expect(STATIC_DOCUMENTS.map((document) => document.fileName)).toContain(SPEC_SHEET_FILE_NAME);
    const figures = snapshotFigures(BUILT_IN_SNAPSHOT);
    const text = (await pdfPages(await french!.make(edition, figures))).pages.join('\n').replace(/\u00a0/g, ' ');
    for (const expected of [
      'Fiche technique de la remorque médicale mobile',
      'Renseignements généraux',
      '53 pi de longueur',
      'valide jusqu’au 31 décembre 2026',
      'Génératrice principale',
      'Système CVC',
      'Élévateur Pour fauteuil roulant, entièrement automatique',
      'Produit à partir de trailer.example.com',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/\b(the|and|with|Generated)\b/);
  });
});
