import { describe, expect, it } from 'vitest';
import { BUILT_IN_LISTING_STATE } from '../../../../shared/listing-state';
import { BUILT_IN_FACTS } from '../../../../shared/listing-facts';
import { computeQuotation } from '../../../../shared/quotation';
import { place } from '../../../../shared/places';
import { sampleQuotation } from '../../../../test/fixtures/quotation';
import { printedDocumentText, type PrintedDocument } from '../../content/documents-print';
import { PATHS } from '../../../../shared/site-routes';
import { CONDITION_DETAILS } from '../../content/condition-details';
import { canonicalUrl } from '../../lib/site-settings';
import { FRENCH_QUOTATION_WORDS } from '../../content/fr/quotation';
import { markedEnglish } from '../../content/fr/documents-print';
import { quotationDocument } from './quotation-document';

const tableOf = (document: PrintedDocument) => {
  const table = document.sections.flatMap((section) => section.blocks).find((block) => block.kind === 'table');
  if (!table || table.kind !== 'table') throw new Error('The quotation has no price table');
  return table;
};

describe('the formal quotation', () => {
  it('for Saskatoon: number, dates, status, buyer, destination, the price table in both currencies, terms, the seller’s legal identity and signatures', () => {
    const quotation = sampleQuotation('saskatoon');
    const text = printedDocumentText(quotationDocument(quotation));
    for (const expected of [
      'Quotation Q-3057-20261123-4F2A9C1B',
      'Quotation number: Q-3057-20261123-4F2A9C1B',
      'Issued: November 23, 2026',
      'Valid until: December 23, 2026',
      'Listing status: Available: for sale at the price below.',
      'Organisation: Prairie North Health Region',
      'Contact: Dana Buyer',
      'Delivery to: Saskatoon, SK',
      'Distance from Edmonton: 525 km by road',
      'Price: $129,000 / $176,988',
      'Delivery from Edmonton (estimate): $1,239 – $1,822 / $1,700 – $2,500',
      'GST 5 % (estimate): $6,512 – $6,541 / $8,934 – $8,974',
      'PST 6 % (Saskatchewan) (estimate): $7,814 – $7,849 / $10,721 – $10,769',
      'Estimated total, delivered: $144,565 – $145,212 / $198,343 – $199,231',
      "Exchange rate: 1.372 CAD per USD, the seller's rate of November 1, 2026",
      `Payment: ${quotation.terms.payment}`,
      `Viewing: ${quotation.terms.viewing}`,
      `Legal name: ${quotation.seller.legalName}`,
      `GST/HST number: ${quotation.seller.gstHstNumber}`,
      `Address: ${quotation.seller.addressLines.join(', ')}`,
      `For the seller, ${quotation.seller.legalName}: ${quotation.seller.signatory.name}, ${quotation.seller.signatory.title}`,
      'Accepted for the buyer, Prairie North Health Region: Dana Buyer, ',
      'The mammography machine has been removed and is NOT included.',
      'Alberta commercial vehicle inspection valid through',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/public body/);
  });

  it('prices at the listing’s current price and says plainly that the trailer is under offer', () => {
    const text = printedDocumentText(quotationDocument(sampleQuotation('saskatoon', { status: 'under-offer', priceUsd: 119_000, note: 'Deposit received 20 November.' })));
    expect(text).toContain("Listing status: Under offer: another buyer's offer is pending.");
    expect(text).toContain("Seller's note: Deposit received 20 November.");
    expect(text).toContain('Price: $119,000 / $163,268');
    expect(text).not.toContain('$129,000 /');
  });

  it('gives no quotation for a sold trailer', () => {
    const { number, issuedAt, buyer, rates, validDays, terms } = {
      ...sampleQuotation('saskatoon'),
      issuedAt: new Date(),
      buyer: { organization: 'Prairie North Health Region', contactName: 'Dana Buyer' },
      rates: { perKmCad: { low: 3, high: 4 }, minimumCad: { low: 900, high: 1500 } },
    };
    expect(
      computeQuotation({ number, issuedAt, buyer, place: place('saskatoon'), listing: { status: 'sold', priceUsd: BUILT_IN_LISTING_STATE.priceUsd, note: null }, rates, validDays, terms, facts: BUILT_IN_FACTS }),
    ).toBeUndefined();
  });

  it('groups the price table: the price, the delivery, then the taxes or the border items, closed by the total', () => {
    const saskatoon = tableOf(quotationDocument(sampleQuotation('saskatoon')));
    expect(saskatoon.headings).toEqual(['Item', 'USD', 'CAD']);
    expect(saskatoon.groups.map((group) => group.map((row) => row.label))).toEqual([
      ['Price'],
      ['Delivery from Edmonton (estimate)'],
      ['GST 5 % (estimate)', 'PST 6 % (Saskatchewan) (estimate)'],
    ]);
    const denver = tableOf(quotationDocument(sampleQuotation('denver')));
    expect(denver.groups[2]?.map((row) => row.label)).toEqual([
      expect.stringMatching(/^Duty, HTS 8716\.40\.00/),
      expect.stringMatching(/^Merchandise processing fee, 0\.3464 % of the price/),
      'Customs broker (filing the entry) (estimate)',
    ]);
    expect(denver.total.label).toBe('Estimated total, delivered');
  });

  it('for Denver: the US entry lines with their sources and the broker note', () => {
    const text = printedDocumentText(quotationDocument(sampleQuotation('denver')));
    expect(text).toContain('Delivery to: Denver, CO');
    expect(text).toMatch(/Merchandise processing fee, 0\.3464 % of the price .* \(estimate\): \$447 \/ \$613/);
    expect(text).toMatch(/Customs broker \(filing the entry\) \(estimate\): \$175 – \$450/);
    expect(text).toMatch(/Harmonized Tariff Schedule \(hts\.usitc\.gov\), checked \d{4}-\d{2}-\d{2}\./);
    expect(text).toMatch(/licensed customs broker/);
  });

  it('refers to the condition report by its date and carries the seller’s statement when set; promises nothing otherwise', () => {
    const statement = { text: 'If a component is not substantially as described, you may withdraw within 7 days of delivery.', periodDays: 7 };
    const dated = { ...sampleQuotation('saskatoon'), condition: { inspectedOn: '2026-10-02', statement } };
    const text = printedDocumentText(quotationDocument(dated));
    expect(text).toContain(`Condition report of October 2, 2026: ${canonicalUrl(PATHS.condition)}`);
    expect(text).toContain([CONDITION_DETAILS.statementTitle, CONDITION_DETAILS.statementLead, statement.text].join('\n'));
    expect(text).toContain(`${CONDITION_DETAILS.statementPeriod}: 7 days`);

    // The built-in report: no date to refer to, no statement.
    const undated = printedDocumentText(quotationDocument(sampleQuotation('saskatoon')));
    expect(undated).not.toContain('Condition report of');
    expect(undated).not.toContain(CONDITION_DETAILS.statementTitle);
    // A quotation stored before quotations carried the report still prints.
    const { condition: _, ...older } = sampleQuotation('saskatoon');
    expect(printedDocumentText(quotationDocument(older))).not.toContain('Condition report of');
  });

  it('prints the seller’s statement in French on the French quotation where the seller wrote one, else the English one marked', () => {
    const statement = { text: 'You may withdraw within 7 days of delivery.', textFr: 'Vous pouvez vous retirer dans les 7 jours suivant la livraison.', periodDays: 7 };
    const quotation = { ...sampleQuotation('saskatoon'), condition: { inspectedOn: '2026-10-02', statement } };

    const french = printedDocumentText(quotationDocument(quotation, FRENCH_QUOTATION_WORDS));
    const englishOnly = printedDocumentText(quotationDocument({ ...quotation, condition: { ...quotation.condition, statement: { ...statement, textFr: '' } } }, FRENCH_QUOTATION_WORDS));

    expect(french).toContain(statement.textFr);
    expect(french).not.toContain(statement.text);
    expect(englishOnly).toContain(markedEnglish(statement.text));
  });
});
