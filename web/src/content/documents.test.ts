import { describe, expect, it } from 'vitest';
import { readContactPrefill } from '../features/contact/utils/form-values';
import { fileNameFromTitle } from '../../../shared/documents';
import { ADDITIONAL_DOCUMENTATION, DOCUMENT_TEMPLATES } from './documents';
import { printedDocumentText, specRow } from './documents-print';
import { BUILT_IN_FIGURES } from '../../../shared/built-in-snapshot';
import { complianceChecklistDocument, maintenanceScheduleDocument, specificationsTemplateDocument } from './documents-resources';
import { serviceRecordsDocument, warrantyDocument } from './documents-trailer';
import { fillArticleFigures } from './article-figures';
import { RESOURCE_ARTICLES } from './resource-articles';
import { RESOURCE_DOWNLOADS } from './resources';
import { specSheetDocument } from './documents-spec-sheet';
import { SPEC_CATEGORIES, specCategories } from './spec-categories';

describe('downloadable documents (docs/product.md#document-templates)', () => {
  it('has the four templates of docs/product.md#document-templates, named after their titles', () => {
    expect(DOCUMENT_TEMPLATES.map(({ id, title, type, category, fileName }) => ({ id, title, type, category, fileName }))).toEqual([
      { id: 'technical-specs', title: 'Technical Specifications PDF', type: 'pdf', category: 'technical', fileName: 'Mobile_Medical_Trailer_Specifications.pdf' },
      { id: 'service-records', title: 'Service Records', type: 'pdf', category: 'service', fileName: 'Service_Records.pdf' },
      { id: 'warranty-info', title: 'Warranty Information', type: 'pdf', category: 'warranty', fileName: 'Warranty_Information.pdf' },
      { id: 'photo-package', title: 'Photo Package', type: 'zip', category: 'photos', fileName: 'Photo_Package.zip' },
    ]);
    expect(RESOURCE_DOWNLOADS.items.map((item) => fileNameFromTitle(item.title, item.extension))).toEqual([
      'Specifications_Template.pdf',
      'Compliance_Checklist.pdf',
      'ROI_Spreadsheet.xlsx',
      'Maintenance_Schedule.pdf',
    ]);
  });

  it("'Request Custom Documentation' opens the contact form with the four documents ticked", () => {
    const [path, search = ''] = ADDITIONAL_DOCUMENTATION.cta.to.split('?');

    expect(path).toBe('/contact');
    expect(readContactPrefill(search).requestedDocuments).toEqual(['Technical Specifications', 'Service Records', 'Warranty Information', 'Photo Package']);
  });

  it('takes rows from the specifications page and refuses one the page does not have', () => {
    expect(specRow(SPEC_CATEGORIES, 'trailer', 'Suspension')).toEqual({ label: 'Suspension', value: 'Air ride' });
    expect(() => specRow(SPEC_CATEGORIES, 'trailer', 'Axle brand')).toThrow("No specification row 'Axle brand' in category 'trailer'");
  });

  it("states the unit's numbers the seller has filled in on the specification sheet, as the page does, and no row for a blank one", () => {
    const unitNumbers = ['VIN or serial number', 'Inspected on', 'Empty weight', 'Odometer', 'Generator make', 'Generator output', 'Generator hours', 'Shore power'];
    const sheetRows = (figures: typeof BUILT_IN_FIGURES) =>
      specSheetDocument(figures).sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows : [])));
    const pageRows = (figures: typeof BUILT_IN_FIGURES) => specCategories(figures).flatMap((category) => category.items);

    expect(sheetRows(BUILT_IN_FIGURES).filter((row) => unitNumbers.includes(row.label))).toEqual([]);
    expect(pageRows(BUILT_IN_FIGURES).filter((row) => unitNumbers.includes(row.label))).toEqual([]);

    const unit = {
      ...BUILT_IN_FIGURES.facts.unit,
      vinOrSerial: '1M9TH53A39S123057',
      generator: { make: 'Onan', kw: 40, hours: 6120 },
      inspection: { inspectedOn: '2026-03-14', validThrough: '2027-03-31' },
      odometerKm: null,
      shorePowerAmps: 100,
      emptyWeightLbs: 52400,
    };
    const filled = { ...BUILT_IN_FIGURES, facts: { ...BUILT_IN_FIGURES.facts, unit } };
    const expected = [
      { label: 'Inspection status', value: 'Alberta commercial vehicle inspection, valid through March 31, 2027' },
      { label: 'Inspected on', value: 'March 14, 2026' },
      { label: 'VIN or serial number', value: '1M9TH53A39S123057' },
      { label: 'Empty weight', value: '52,400 lbs' },
      { label: 'Generator make', value: 'Onan' },
      { label: 'Generator output', value: '40 kW' },
      { label: 'Generator hours', value: '6,120 hours' },
      { label: 'Shore power', value: '100 amps' },
    ];
    expect(sheetRows(filled).filter((row) => row.label === 'Inspection status' || unitNumbers.includes(row.label))).toEqual(expected);
    const onPage = new Map(pageRows(filled).map((row) => [row.label, row.value]));
    for (const row of expected) expect(onPage.get(row.label)).toBe(row.value);
    expect(onPage.has('Odometer')).toBe(false);
  });

  it('states no service entries or warranty terms, and says how to get them', () => {
    for (const document of [serviceRecordsDocument(BUILT_IN_FIGURES), warrantyDocument(BUILT_IN_FIGURES)]) {
      const text = printedDocumentText(document);
      expect(text).toContain('Mammography clinic (machine removed)');
      expect(text).toMatch(/valid through \d{4}/);
      expect(text).toContain(`${__SITE_SETTINGS__.siteHost}/contact`);
      expect(text).toContain(__SITE_SETTINGS__.sellerEmail);
    }
    expect(printedDocumentText(serviceRecordsDocument(BUILT_IN_FIGURES))).toContain('It is not the service history');
    expect(printedDocumentText(warrantyDocument(BUILT_IN_FIGURES))).toContain('No warranty terms for unit 3057 are published');
  });

  it('states the service entries and warranty terms of the facts once the seller has given them', () => {
    const facts = {
      ...BUILT_IN_FIGURES.facts,
      documents: {
        serviceEntries: [{ date: '2025-10-02', work: 'Generator service: oil, filters, load test', by: 'Cummins Sales and Service' }],
        warrantyTerms: ['Sold as is, where is; the lift carries its maker’s warranty to June 2027.'],
      },
    };
    const service = printedDocumentText(serviceRecordsDocument({ ...BUILT_IN_FIGURES, facts }));
    expect(service).toContain('October 2, 2025');
    expect(service).toContain('Generator service: oil, filters, load test (Cummins Sales and Service)');
    expect(service).not.toContain('It is not the service history');
    const warranty = printedDocumentText(warrantyDocument({ ...BUILT_IN_FIGURES, facts }));
    expect(warranty).toContain('the lift carries its maker’s warranty to June 2027');
    expect(warranty).not.toContain('No warranty terms');
  });

  it('sets the guides’ own lists as the checklist and the schedule, and the page’s rows as the template', () => {
    const complianceLists = RESOURCE_ARTICLES['compliance-guide'].sections.filter((section) => section.bullets);
    const checklists = complianceChecklistDocument(BUILT_IN_FIGURES).sections.filter((section) => section.blocks.some((block) => block.kind === 'checklist'));

    expect(checklists.map((section) => section.heading)).toEqual(complianceLists.map((section) => section.heading));
    expect(checklists.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'checklist' ? block.items : [])))).toEqual(
      complianceLists.flatMap((section) => (section.bullets ?? []).map((bullet) => fillArticleFigures(bullet, BUILT_IN_FIGURES))),
    );
    expect(maintenanceScheduleDocument(BUILT_IN_FIGURES).sections.slice(1).map((section) => section.heading)).toEqual(['Before each trip', 'Weekly', 'Monthly', 'Seasonally', 'Yearly']);
    expect(maintenanceScheduleDocument(BUILT_IN_FIGURES).sections[2]?.blocks[0]).toMatchObject({ items: ['Generator run', 'HVAC check', 'Cleaning and disinfection log'] });
    expect(specificationsTemplateDocument(BUILT_IN_FIGURES).sections.slice(1).map((section) => section.heading)).toEqual(SPEC_CATEGORIES.map((category) => category.title));
    expect(printedDocumentText(specificationsTemplateDocument({ ...BUILT_IN_FIGURES, priceUsd: 119_000 }))).toContain('$119,000 USD');
  });
});
