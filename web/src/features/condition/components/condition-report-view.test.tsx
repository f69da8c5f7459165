import { renderToString } from 'react-dom/server';
import ThemeProvider from '@mui/system/ThemeProvider';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CONDITION_REPORT, type ConditionReport } from '../../../../../shared/condition-report-facts';
import type { PublishedInspectionDocument } from '../../../../../shared/inspection-documents';
import { type ListingSnapshot } from '../../../../../shared/listing-snapshot';
import { BUILT_IN_FIGURES, BUILT_IN_SNAPSHOT } from '../../../../../shared/built-in-snapshot';
import { visibleText } from '../../../../../test/support/render-with-snapshot';
import { ChromeCopyContext } from '../../../components/layout/chrome-copy';
import { CONDITION_COPY } from '../../../content/condition';
import { CONDITION_DETAILS } from '../../../content/condition-details';
import { FRENCH_CHROME } from '../../../content/fr/chrome';
import { FRENCH_CONDITION_COPY } from '../../../content/fr/condition';
import { FRENCH_CONDITION_DETAILS } from '../../../content/fr/condition-details';
import { conditionReportDocument } from '../../../content/documents-condition';
import { printedDocumentText } from '../../../content/documents-print';
import { ListingSnapshotProvider } from '../../../lib/listing-snapshot';
import { theme } from '../../../theme/theme';
import { ConditionCopyContext, ConditionDetailsContext } from '../condition-copy';
import ConditionRecord from './condition-record';
import { ConditionReportView } from './condition-report-view';
import ConditionSystems from './condition-systems';

const TODAY = '2026-11-27';
const PHOTO = { publicUrl: '/media/images/generator.jpg', width: 800, height: 600, alt: 'Generator control panel', caption: null, captionFr: null };

/** A report inspected on `inspectedOn` by a named shop, the generator needing attention with a photo and the tires good. */
const report = (inspectedOn: string): ConditionReport => ({
  inspectedOn,
  inspector: { kind: 'third-party', name: 'Northside Truck and Trailer', credential: 'CVIP facility 12345' },
  components: {
    ...BUILT_IN_CONDITION_REPORT.components,
    generator: { rating: 'needs-attention', comment: 'Starts hard when cold.', photoIds: ['0b7e7f6e-3f5a-4d3b-9a53-6f1b9c1e2d4a'], fix: 'New glow plugs' },
    tires: { rating: 'good', comment: 'Tread 10/32 on every position.', photoIds: [], fix: null },
  },
  statement: null,
});

const CVIP: PublishedInspectionDocument = { id: '5d0c1f8a-0f7e-8a1b-9c2d-3e4f5a6b7c8d', kind: 'cvip-certificate', issuer: 'Northside CVIP facility AB-20417', issuedOn: '2026-03-14', fileSize: 48_213, publicUrl: '/media/images/1773446400000-aa11bb22.pdf' };

/** The page in English, or in French (`FRENCH`): the words by language, the seller's texts through SellerText. */
const FRENCH = { chrome: FRENCH_CHROME, copy: FRENCH_CONDITION_COPY, details: FRENCH_CONDITION_DETAILS };
const page = (condition: ConditionReport, conditionDocuments: PublishedInspectionDocument[] = [], language?: typeof FRENCH) => {
  const snapshot: ListingSnapshot = { ...BUILT_IN_SNAPSHOT, facts: { ...BUILT_IN_SNAPSHOT.facts, condition }, conditionPhotos: { generator: [PHOTO] }, conditionDocuments };
  const view = (
    <ListingSnapshotProvider value={snapshot}>
      <ThemeProvider theme={theme}>
        <ConditionCopyContext value={language?.copy ?? CONDITION_COPY}>
          <ConditionDetailsContext value={language?.details ?? CONDITION_DETAILS}>
            <ConditionReportView today={TODAY} />
            <ConditionRecord />
            <ConditionSystems />
          </ConditionDetailsContext>
        </ConditionCopyContext>
      </ThemeProvider>
    </ListingSnapshotProvider>
  );
  return renderToString(language ? <ChromeCopyContext value={language.chrome}>{view}</ChromeCopyContext> : view);
};
const frenchPage = (condition: ConditionReport, conditionDocuments: PublishedInspectionDocument[] = []) => page(condition, conditionDocuments, FRENCH);
const pdfText = (condition: ConditionReport) => printedDocumentText(conditionReportDocument({ ...BUILT_IN_FIGURES, facts: { ...BUILT_IN_FIGURES.facts, condition } }, TODAY));

describe('the condition report, on the page and in the PDF', () => {
  it('states the inspection, the counts computed from the report, each rating in words, the comment, the fix and the photo with its alt', () => {
    const html = page(report('2026-10-02'));
    const text = visibleText(html);

    expect(text).toContain('Inspected on October 2, 2026');
    expect(text).toContain('Inspected by Northside Truck and Trailer (CVIP facility 12345)');
    expect(text).toContain('Good: 1 Fair: 0 Needs attention: 1 Not inspected: 16');
    expect(text).toContain('Generator Needs attention What was seen: Starts hard when cold. What it takes to fix: New glow plugs');
    expect(html).toContain('alt="Generator control panel"');
    // The photo is a link to the full-size file without scripts, and marked to open the viewer once they run.
    expect(html).toMatch(/<a[^>]*href="\/media\/images\/generator.jpg"[^>]*data-opens-viewer=""/);
    expect(text).not.toContain(CONDITION_COPY.olderThanAYear);

    const pdf = pdfText(report('2026-10-02'));
    expect(pdf).toContain('Generator: Needs attention. Starts hard when cold. What it takes to fix: New glow plugs');
    expect(pdf).toContain('Needs attention: 1');
    expect(pdf).toContain('Not inspected: 16');
  });

  it('labels a report dated 13 months ago as older than a year, on the page and in the PDF', () => {
    expect(visibleText(page(report('2025-10-27')))).toContain(CONDITION_COPY.olderThanAYear);
    expect(pdfText(report('2025-10-27'))).toContain(CONDITION_COPY.olderThanAYear);
    expect(pdfText(report('2025-10-27'))).toContain('13 months when this document was made');
  });

  it('says plainly that nothing was inspected while the built-in report stands', () => {
    const text = visibleText(page(BUILT_IN_CONDITION_REPORT));
    expect(text).toContain(`${CONDITION_COPY.inspectedOn} ${CONDITION_COPY.notInspectedYet}`);
    expect(text).toContain('Good: 0 Fair: 0 Needs attention: 0 Not inspected: 18');
    expect(text.split(CONDITION_DETAILS.notInspectedNote)).toHaveLength(19);
    expect(pdfText(BUILT_IN_CONDITION_REPORT)).toContain(CONDITION_COPY.lead(BUILT_IN_FIGURES));
  });

  it('lists each inspection document with its issuer, date and size as a plain download link, and says when there is none', () => {
    const html = page(report('2026-10-02'), [CVIP]);
    expect(visibleText(html)).toContain('CVIP certificate, Northside CVIP facility AB-20417, March 14, 2026 (PDF, 47 KB)');
    expect(html).toContain('href="/media/images/1773446400000-aa11bb22.pdf" download="CVIP_certificate_2026-03-14.pdf"');
    expect(visibleText(page(report('2026-10-02')))).toContain(CONDITION_DETAILS.noDocuments);
  });

  it("shows the seller's statement in their words with its period, on the page and in the PDF, and nothing when none is made", () => {
    const statement = { text: 'If a component is not substantially as described here, you may withdraw within 7 days of delivery.', periodDays: 7 };
    const stated = { ...report('2026-10-02'), statement };
    expect(visibleText(page(stated))).toContain(`${CONDITION_DETAILS.statementTitle} ${CONDITION_DETAILS.statementLead} ${statement.text} ${CONDITION_DETAILS.statementPeriod}: 7 days`);
    expect(pdfText(stated)).toContain(statement.text);
    expect(pdfText(stated)).toContain(`${CONDITION_DETAILS.statementPeriod}: 7 days`);

    expect(visibleText(page(report('2026-10-02')))).not.toContain(CONDITION_DETAILS.statementTitle);
    expect(pdfText(report('2026-10-02'))).not.toContain(CONDITION_DETAILS.statementTitle);
  });
});

describe('the condition report on the French page', () => {
  const french = (): ConditionReport => {
    const english = report('2026-10-02');
    return {
      ...english,
      components: { ...english.components, generator: { ...english.components.generator, commentFr: 'Démarre difficilement à froid.', fixFr: 'Bougies de préchauffage neuves' } },
      statement: { text: 'You may withdraw within 7 days of delivery.', textFr: 'Vous pouvez vous retirer dans les 7 jours suivant la livraison.', periodDays: 7 },
    };
  };

  // visibleText writes the no-break spaces of French typography as spaces.
  it("shows a comment, a fix and the statement in the seller's French, and a comment without a French version in English, marked as such", () => {
    const html = frenchPage(french(), [CVIP]);
    const text = visibleText(html);

    expect(text).toContain('Génératrice Intervention requise Constat : Démarre difficilement à froid. Correctif requis : Bougies de préchauffage neuves');
    expect(text).toContain('Vous pouvez vous retirer dans les 7 jours suivant la livraison. Période : 7 jours');
    expect(text).not.toContain('Starts hard when cold.');
    expect(html).toContain('<span lang="en">Tread 10/32 on every position.</span><span class="in-english-mark"> (<!-- -->en anglais<!-- -->)</span>');
  });

  it('states the date, the counts, the ratings and the documents in French, the issuer as the seller typed it', () => {
    const text = visibleText(frenchPage(french(), [CVIP]));

    expect(text).toContain('Date de l’inspection 2 octobre 2026');
    expect(text).toContain('Bon état : 1 État passable : 0 Intervention requise : 1 Sans inspection : 16');
    expect(text).toContain('18 composants dans le rapport');
    expect(text).toContain('Certificat d’inspection CVIP, Northside CVIP facility AB-20417, 14 mars 2026 (PDF, 47 Ko)');
  });
});
