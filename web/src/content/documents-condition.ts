import { CONDITION_RATING_LABELS, componentsBySystem, isOlderThanAYear, type ListedComponent } from '../../../shared/condition-report';
import type { ConditionStatement } from '../../../shared/condition-report-facts';
import type { ListingFigures } from '../../../shared/listing-figures';
import { formatListingDay } from '../../../shared/listing-state';
import { PATHS } from '../../../shared/site-routes';
import { canonicalUrl } from '../lib/site-settings';
import { CONDITION_COPY as copy, inspectorText, ratingSummary } from './condition';
import { DOCUMENT_SUBTITLE, sellerContactSection, type PrintedDocument, type PrintedSection } from './documents-print';

/**
 * The Condition Report PDF: the same report as /condition, from the same facts, in the documents'
 * layout. `today` (yyyy-mm-dd) is the edition's day, from which the report's age is counted.
 */

/** A component's line: its rating, what was seen and, when it needs attention, the fix. */
function componentText(component: ListedComponent): string {
  if (component.rating === 'not-inspected') return `${CONDITION_RATING_LABELS[component.rating]}. ${component.comment}`.trim();
  const parts = [`${CONDITION_RATING_LABELS[component.rating]}.`, component.comment];
  if (component.rating === 'needs-attention') parts.push(`${copy.fix}: ${component.fix ?? copy.fixUnknown}`);
  return parts.filter(Boolean).join(' ');
}

function summarySection({ facts: { condition } }: ListingFigures, today: string): PrintedSection {
  const counts = ratingSummary(condition).map(({ label, count }) => ({ label, value: String(count) }));
  if (!condition.inspectedOn) {
    return { heading: copy.summaryTitle, blocks: [{ kind: 'rows', rows: [{ label: copy.inspectedOn, value: copy.notInspectedYet }, ...counts] }] };
  }
  return {
    heading: copy.summaryTitle,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: copy.inspectedOn, value: formatListingDay(condition.inspectedOn) },
          { label: copy.inspectedBy, value: inspectorText(condition) },
          { label: copy.age, value: copy.ageValue(condition, today, 'document') },
          ...counts,
        ],
      },
      ...(isOlderThanAYear(condition, today) ? [{ kind: 'paragraphs' as const, paragraphs: [copy.olderThanAYear] }] : []),
    ],
  };
}

/** The seller's 'as described' statement, when made: their words and the period (the report's PDF and the quotation). */
export const conditionStatementSections = (statement: ConditionStatement | null | undefined): PrintedSection[] =>
  statement
    ? [{ heading: copy.statementTitle, blocks: [{ kind: 'paragraphs', paragraphs: [copy.statementLead, statement.text] }, { kind: 'rows', rows: [{ label: copy.statementPeriod, value: copy.days(statement.periodDays) }] }] }]
    : [];

export const conditionReportDocument = (figures: ListingFigures, today: string): PrintedDocument => ({
  title: copy.title,
  subtitle: DOCUMENT_SUBTITLE,
  sections: [
    { heading: 'About this report', blocks: [{ kind: 'paragraphs', paragraphs: [copy.lead(figures), `The photos are on ${canonicalUrl(PATHS.condition)}.`] }] },
    summarySection(figures, today),
    ...conditionStatementSections(figures.facts.condition.statement),
    ...componentsBySystem(figures.facts.condition).map(({ title, components }) => ({
      heading: title,
      blocks: [{ kind: 'rows' as const, rows: components.map((component) => ({ label: component.label, value: componentText(component) })) }],
    })),
    sellerContactSection(copy.askTitle, copy.ask),
  ],
});
