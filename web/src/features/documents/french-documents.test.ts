import { describe, expect, it } from 'vitest';
import { BUILT_IN_SNAPSHOT } from '../../../../shared/built-in-snapshot';
import { BUILT_IN_CONDITION_REPORT, type ConditionReport } from '../../../../shared/condition-report-facts';
import { CONDITION_REPORT_FILE_NAME } from '../../../../shared/condition-report-file';
import {
  COMPLIANCE_CHECKLIST_FILE_NAME,
  FRENCH_DOCUMENT_FILE_NAMES,
  MAINTENANCE_SCHEDULE_FILE_NAME,
  ROI_SPREADSHEET_FILE_NAME,
  SERVICE_RECORDS_FILE_NAME,
  SPECIFICATIONS_TEMPLATE_FILE_NAME,
  SPEC_SHEET_FILE_NAME,
  WARRANTY_FILE_NAME,
  documentPathIn,
} from '../../../../shared/document-files';
import { formatFrenchAmount, formatFrenchDay } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { TRAILER } from '../../../../shared/trailer';
import { snapshotFigures } from '../../../../shared/listing-snapshot';
import { strFromU8, unzipSync } from 'fflate';
import { pdfPages } from '../../../../test/e2e/support/pdf-text';
import { FRENCH_CONDITION_COPY } from '../../content/fr/condition';
import { FRENCH_RESOURCE_DOWNLOADS } from '../../content/fr/resources';
import { RESOURCE_DOWNLOADS, resourceFileName } from '../../content/resources';
import { STATIC_DOCUMENTS } from './static-documents';

const FRENCH_SPEC_SHEET = FRENCH_DOCUMENT_FILE_NAMES[SPEC_SHEET_FILE_NAME]!;
const edition = { host: 'trailer.example.com', createdAt: new Date('2026-11-23T15:00:00Z'), fileId: '0'.repeat(32) };
const BUILT_IN = snapshotFigures(BUILT_IN_SNAPSHOT);

/** The French file beside `englishFileName`, made for `figures`, as a PDF text extractor reads it (no-break spaces as plain ones). */
async function frenchText(englishFileName: string, figures: ListingFigures = BUILT_IN): Promise<string> {
  const french = STATIC_DOCUMENTS.find((document) => document.fileName === FRENCH_DOCUMENT_FILE_NAMES[englishFileName]);
  expect(STATIC_DOCUMENTS.map((document) => document.fileName)).toContain(englishFileName);
  return (await pdfPages(await french!.make(edition, figures))).pages.join('\n').replace(/\u00a0/g, ' ');
}

/** English words no French sentence has (a marked seller text aside). */
const ENGLISH_WORDS = /\b(the|and|with|of|Generated|Seller|Phone)\b/;

describe('the French documents', () => {
  it('gives a French page the French file where there is one, and the English one otherwise', () => {
    expect(documentPathIn(SPEC_SHEET_FILE_NAME, 'fr')).toBe(`/documents/${FRENCH_SPEC_SHEET}`);
    expect(documentPathIn(SPEC_SHEET_FILE_NAME, 'en')).toBe(`/documents/${SPEC_SHEET_FILE_NAME}`);
    expect(documentPathIn('Photo_Package.zip', 'fr')).toBe('/documents/Photo_Package.zip');
  });

  it('names every French file in ASCII, beside an English file the build makes', () => {
    const made = STATIC_DOCUMENTS.map((document) => document.fileName);
    for (const [english, french] of Object.entries(FRENCH_DOCUMENT_FILE_NAMES)) {
      expect(made).toContain(english);
      expect(made).toContain(french);
      expect(french).toMatch(/^[A-Za-z_]+\.(pdf|xlsx)$/);
    }
  });

  it('sets the specification sheet in French from the listing’s facts, beside the English one', async () => {
    const text = await frenchText(SPEC_SHEET_FILE_NAME);
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

  describe('the condition report', () => {
    /** Inspected by a shop: the generator's comment in French, its fix and the tires' comment in English only; a statement in both. */
    const inspected: ConditionReport = {
      inspectedOn: '2026-10-02',
      inspector: { kind: 'third-party', name: 'Northside Truck and Trailer', credential: 'CVIP facility 12345' },
      components: {
        ...BUILT_IN_CONDITION_REPORT.components,
        generator: { rating: 'needs-attention', comment: 'Starts hard when cold.', commentFr: 'Démarre difficilement à froid.', photoIds: [], fix: 'New glow plugs' },
        tires: { rating: 'good', comment: 'Tread 10/32 on every position.', photoIds: [], fix: null },
      },
      statement: { text: 'Sold as described.', textFr: 'Vendue telle que décrite.', periodDays: 7 },
    };
    const withReport = (condition: ConditionReport): ListingFigures => ({ ...BUILT_IN, facts: { ...BUILT_IN.facts, condition } });

    it('links the French report from /fr/condition, without the English mark', () => {
      expect(FRENCH_CONDITION_COPY.pdfPath).toBe('/documents/Remorque_medicale_mobile_Rapport_d_etat.pdf');
      expect(FRENCH_CONDITION_COPY.pdfPath).toBe(documentPathIn(CONDITION_REPORT_FILE_NAME, 'fr'));
      expect(FRENCH_CONDITION_COPY.download).not.toContain('anglais');
    });

    it('sets the report in French: dates, counts and ratings from the facts, the seller’s French texts, the English ones marked', async () => {
      const text = await frenchText(CONDITION_REPORT_FILE_NAME, withReport(inspected));
      for (const expected of [
        'Rapport d’état',
        'Unité nº 3057 – modèle 2009',
        'À propos de ce rapport',
        'Les photos sont sur',
        '/fr/condition.',
        'Date de l’inspection 2 octobre 2026',
        'Inspection faite par Northside Truck and Trailer (CVIP facility 12345)',
        '1 mois à la production de ce document',
        'Bon état 1',
        'Intervention requise 1',
        'Sans inspection 16',
        'Déclaration du vendeur',
        'Vendue telle que décrite.',
        'Période 7 jours',
        'Énergie et climatisation',
        'Génératrice Intervention requise. Démarre difficilement à froid. Correctif requis : New glow plugs (en anglais)',
        'Pneus Bon état. Tread 10/32 on every position. (en anglais)',
        'Courriel',
        '/fr/contact',
        'Produit à partir de trailer.example.com',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('Sold as described.');
      expect(text).not.toContain('Starts hard when cold.');
      const withoutMarked = ['New glow plugs (en anglais)', 'Tread 10/32 on every position. (en anglais)', 'Northside Truck and Trailer (CVIP facility 12345)'].reduce(
        (rest, marked) => rest.split(marked).join(' '),
        text,
      );
      expect(withoutMarked).not.toMatch(ENGLISH_WORDS);
    });

    it('says plainly in French that nothing is inspected yet, with the built-in report', async () => {
      const text = await frenchText(CONDITION_REPORT_FILE_NAME);
      expect(text).toContain('Aucune inspection pour l’instant');
      expect(text).toContain('Sans inspection 18');
      expect(text).not.toContain('Déclaration du vendeur');
      expect(text).not.toMatch(ENGLISH_WORDS);
    });
  });

  describe('the service records and the warranty information', () => {
    /** The seller's service entries and warranty terms, which they write in English only. */
    const documented: ListingFigures = {
      ...BUILT_IN,
      facts: {
        ...BUILT_IN.facts,
        documents: {
          serviceEntries: [
            { date: '2025-10-02', work: 'Generator service: oil, filters, load test', by: 'Cummins Sales and Service' },
            { date: '2026-04-15', work: 'Lift inspection', by: '' },
          ],
          warrantyTerms: ['Sold as is, where is; the lift carries its maker’s warranty to June 2027.'],
        },
      },
    };
    const MARKED = ['Generator service: oil, filters, load test (en anglais), par Cummins Sales and Service', 'Lift inspection (en anglais)', 'Sold as is, where is; the lift carries its maker’s warranty to June 2027. (en anglais)'];
    const unmarked = (text: string) => MARKED.reduce((rest, marked) => rest.split(marked).join(' '), text);
    const COMMON = ['Unité nº 3057 – modèle 2009', 'L’unité', 'Numéro d’unité 3057', 'Clinique de mammographie (appareil retiré)', 'Ce que comprend la vente', 'Courriel', '/fr/contact', 'Produit à partir de trailer.example.com'];

    it('sets the service records in French, saying plainly there is no history while the seller has published none', async () => {
      const text = await frenchText(SERVICE_RECORDS_FILE_NAME);
      for (const expected of [...COMMON, 'Registres d’entretien', 'valide jusqu’en 2026', 'Ce n’est pas son historique d’entretien', 'Génératrice diesel (moteur et alternateur)', 'Cochez « Registres d’entretien »']) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('Historique d’entretien');
      expect(text).not.toMatch(ENGLISH_WORDS);
    });

    it('lists the seller’s service entries newest first, dated in French, their English words marked', async () => {
      const text = await frenchText(SERVICE_RECORDS_FILE_NAME, documented);
      expect(text).toContain(`Historique d’entretien 15 avril 2026 ${MARKED[1]} 2 octobre 2025 ${MARKED[0]}`);
      expect(text).not.toContain('Ce n’est pas son historique');
      expect(unmarked(text)).not.toMatch(ENGLISH_WORDS);
    });

    it('sets the warranty information in French: no terms given, then the seller’s terms marked as English', async () => {
      const none = await frenchText(WARRANTY_FILE_NAME);
      for (const expected of [...COMMON, 'Renseignements sur la garantie', 'Aucune condition de garantie pour l’unité 3057', 'À régler par écrit avant l’achat', 'Cochez « Renseignements sur la garantie »']) {
        expect(none, expected).toContain(expected);
      }
      expect(none).not.toMatch(ENGLISH_WORDS);
      const given = await frenchText(WARRANTY_FILE_NAME, documented);
      expect(given).toContain(`Conditions de garantie ${MARKED[2]}`);
      expect(given).not.toContain('Aucune condition de garantie');
      expect(unmarked(given)).not.toMatch(ENGLISH_WORDS);
    });
  });

  describe('the resource PDFs', () => {
    it('names each French resource file after its French card, and its button drops the English mark where there is one', () => {
      for (const item of RESOURCE_DOWNLOADS.items) {
        const french = FRENCH_DOCUMENT_FILE_NAMES[resourceFileName(item)];
        const card = FRENCH_RESOURCE_DOWNLOADS.items.find((candidate) => candidate.id === item.id)!;
        expect(french!.replace(/_/g, ' ').replace(`.${item.extension}`, '')).toBe(card.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/’/g, ' '));
      }
      expect(FRENCH_RESOURCE_DOWNLOADS.buttonLabel!('PDF', true)).toBe('Télécharger (PDF)');
      expect(FRENCH_RESOURCE_DOWNLOADS.buttonLabel!('Excel', false)).toBe('Télécharger (Excel, en anglais)');
    });

    it('sets the maintenance schedule from the French guide’s routine, one checklist per frequency', async () => {
      const text = await frenchText(MAINTENANCE_SCHEDULE_FILE_NAME);
      for (const expected of [
        'Calendrier d’entretien',
        'Comment utiliser ce calendrier',
        'Conservez les registres d’entretien de chaque système',
        'Avant chaque déplacement',
        'Chaque semaine',
        'Marche de la génératrice',
        'Chaque année',
        'Inspection de véhicule commercial',
        'Date et initiales',
        'Produit à partir de trailer.example.com',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toMatch(ENGLISH_WORDS);
    });

    it('sets the compliance checklist from the French guide’s lists, the inspection year from the facts', async () => {
      const text = await frenchText(COMPLIANCE_CHECKLIST_FILE_NAME);
      for (const expected of [
        'Liste de vérification de la conformité',
        'Avant de commencer',
        'Véhicule et sécurité routière',
        'Certificat d’inspection de véhicule commercial en vigueur',
        'Électricité et sécurité incendie',
        'Le dossier de documents',
        'Alberta, valide jusqu’en 2026',
        'Confirmé par',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('{inspectionYear}');
      expect(text).not.toMatch(ENGLISH_WORDS);
    });

    it('sets the specifications template from the French specifications page, the price in French format', async () => {
      const text = await frenchText(SPECIFICATIONS_TEMPLATE_FILE_NAME);
      const facts = [formatFrenchAmount(BUILT_IN.priceUsd, 'USD'), `en vigueur jusqu’au ${formatFrenchDay(BUILT_IN.facts.unit.inspection.validThrough)}`].map((fact) => fact.replace(/\u00a0/g, ' '));
      for (const expected of ['Modèle de fiche technique', 'Comment utiliser ce modèle', `Élément Unité ${TRAILER.unitNumber} Unité comparée`, 'Transport et financement', ...facts]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toMatch(ENGLISH_WORDS);
    });

    it('makes the ROI workbook in French: French labels and notes, the listing’s price and rate, the same formulas', async () => {
      const french = STATIC_DOCUMENTS.find((document) => document.fileName === FRENCH_DOCUMENT_FILE_NAMES[ROI_SPREADSHEET_FILE_NAME]);
      const workbook = unzipSync(await french!.make(edition, BUILT_IN));
      const xml = Object.entries(workbook)
        .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
        .map(([, bytes]) => strFromU8(bytes))
        .join('\n')
        .replace(/\u00a0/g, ' ');
      for (const expected of [
        'Modèle de rendement, remorque médicale mobile de 53 pi (2009), unité 3057',
        'Prix d’achat ($ US)',
        'Taux du vendeur en vigueur le ',
        'Période de récupération (mois)',
        'Aucune récupération à ces chiffres',
        `<v>${BUILT_IN.priceUsd}</v>`,
        'fullCalcOnLoad="1"',
      ]) {
        expect(xml, expected).toContain(expected);
      }
      expect(xml).not.toMatch(/\b(Purchase|Payback|Inputs|Results|the|and)\b/);
    });
  });
});
