import { CONDITION_RATINGS, type ConditionStatement } from '../../../shared/condition-report-facts';
import { componentsBySystem, type ListedComponent } from '../../../shared/condition-report';
import { isOlderThanAYear, ratingCounts } from '../../../shared/condition-summary';
import type { ListingFigures } from '../../../shared/listing-figures';
import { localizedPath } from '../../../shared/site-routes';
import { canonicalUrl } from '../lib/site-settings';
import { CONDITION_COPY, type ConditionReportCopy } from './condition';
import { CONDITION_DETAILS } from './condition-details';
import { ENGLISH_DOCUMENT_LANGUAGE, sellerContactSection, type DocumentLanguage, type PrintedDocument, type PrintedSection } from './documents-print';

/**
 * The Condition Report PDF: the same report as /condition, from the same facts, in the documents'
 * layout, in the language of its words (French in fr/documents-condition.ts). `today` (yyyy-mm-dd)
 * is the edition's day, from which the report's age is counted.
 */

/** Every word of the report's PDF in one language: the page's words, the documents' and the PDF's own. */
export interface ConditionReportWords {
  copy: ConditionReportCopy;
  language: DocumentLanguage;
  aboutTitle: string;
  /** 'The photos are on {the condition page's address}.' */
  photosOn: (url: string) => string;
}

export const ENGLISH_CONDITION_REPORT_WORDS: ConditionReportWords = {
  copy: { ...CONDITION_COPY, ...CONDITION_DETAILS },
  language: ENGLISH_DOCUMENT_LANGUAGE,
  aboutTitle: 'About this report',
  photosOn: (url) => `The photos are on ${url}.`,
};

/** A component's line: its rating, what was seen and, when it needs attention, the fix; the seller's texts by SellerText's rule. */
function componentText(component: ListedComponent, { copy, language }: ConditionReportWords): string {
  const rating = copy.ratingLabels[component.rating];
  const comment = language.sellerText({ english: component.comment, french: component.commentFr });
  if (component.rating === 'not-inspected') return `${rating}. ${comment}`.trim();
  const parts = [`${rating}.`, comment];
  if (component.rating === 'needs-attention') {
    const fix = component.fix ? language.sellerText({ english: component.fix, french: component.fixFr }) : copy.fixUnknown;
    parts.push(`${copy.fix}${copy.colon}${fix}`);
  }
  return parts.filter(Boolean).join(' ');
}

function summarySection({ facts: { condition } }: ListingFigures, today: string, { copy }: ConditionReportWords): PrintedSection {
  const ratings = ratingCounts(condition);
  const counts = CONDITION_RATINGS.map((rating) => ({ label: copy.ratingLabels[rating], value: String(ratings[rating]) }));
  if (!condition.inspectedOn) {
    return { heading: copy.summaryTitle, blocks: [{ kind: 'rows', rows: [{ label: copy.inspectedOn, value: copy.notInspectedYet }, ...counts] }] };
  }
  return {
    heading: copy.summaryTitle,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: copy.inspectedOn, value: copy.formatDay(condition.inspectedOn) },
          { label: copy.inspectedBy, value: copy.inspector(condition) },
          { label: copy.age, value: copy.ageValue(condition, today, 'document') },
          ...counts,
        ],
      },
      ...(isOlderThanAYear(condition, today) ? [{ kind: 'paragraphs' as const, paragraphs: [copy.olderThanAYear] }] : []),
    ],
  };
}

/** The seller's 'as described' statement, when made: their words and the period (the report's PDF and the quotation). */
export const conditionStatementSections = (
  statement: ConditionStatement | null | undefined,
  { copy, language }: ConditionReportWords = ENGLISH_CONDITION_REPORT_WORDS,
): PrintedSection[] =>
  statement
    ? [
        {
          heading: copy.statementTitle,
          blocks: [
            { kind: 'paragraphs', paragraphs: [copy.statementLead, language.sellerText({ english: statement.text, french: statement.textFr })] },
            { kind: 'rows', rows: [{ label: copy.statementPeriod, value: copy.days(statement.periodDays) }] },
          ],
        },
      ]
    : [];

export const conditionReportDocument = (figures: ListingFigures, today: string, words: ConditionReportWords = ENGLISH_CONDITION_REPORT_WORDS): PrintedDocument => {
  const { copy, language } = words;
  return {
    title: copy.title,
    subtitle: language.subtitle,
    footer: language.footer,
    sections: [
      { heading: words.aboutTitle, blocks: [{ kind: 'paragraphs', paragraphs: [copy.lead(figures), words.photosOn(canonicalUrl(localizedPath('condition', language.locale)))] }] },
      summarySection(figures, today, words),
      ...conditionStatementSections(figures.facts.condition.statement, words),
      ...componentsBySystem(figures.facts.condition).map(({ system, components }) => ({
        heading: copy.systemTitles[system],
        blocks: [{ kind: 'rows' as const, rows: components.map((component) => ({ label: copy.componentLabels[component.id], value: componentText(component, words) })) }],
      })),
      sellerContactSection(copy.askTitle, copy.ask, language),
    ],
  };
};
