import * as z from 'zod/mini';
import './zod-config';
import { CONDITION_LIMITS as LIMITS, CONDITION_RATING_LABELS } from './condition-summary';
import {
  CONDITION_COMPONENT_IDS,
  CONDITION_RATINGS,
  type ComponentCondition,
  type ConditionComponentId,
  type ConditionReport,
} from './condition-report-facts';
import { latestSellerToday, parseIsoDate, toIsoDate } from './calendar-day';
import { textRule } from './text-schema';

/**
 * The condition report as a facts change carries it (`facts.condition`). Every message names its
 * field by its path in the facts, as the facts schema's do, so the admin's panel shows it under the
 * field and the API's 400 says what to fix.
 */

const FIELD = 'condition';

const text = (field: string, max: number, lines: 'one-line' | 'multi-line') =>
  z.string({ error: () => `${field} must be text` }).check(...textRule(field, lines), z.maxLength(max, `${field} must be at most ${max} characters`));

/** A seller's text in French beside its English field: optional, under the same rule and limit ('' is none). */
const frenchVersion = (field: string, max: number) => z.optional(text(field, max, 'multi-line'));

const requiredText = (field: string, max: number) => text(field, max, 'one-line').check(z.minLength(1, `${field} must not be empty`));

/** An image id as the upload pipeline makes them (a UUID), as the walkthrough's placements check them. */
const imageId = (field: string) => z.uuid({ error: () => `${field} must list image ids (UUIDs)` });

const componentSchema = (id: ConditionComponentId) => {
  const field = `${FIELD}.components.${id}`;
  return z
    .strictObject({
      rating: z.enum(CONDITION_RATINGS, { error: () => `${field}.rating must be one of: ${CONDITION_RATINGS.join(', ')}` }),
      comment: text(`${field}.comment`, LIMITS.comment, 'multi-line'),
      commentFr: frenchVersion(`${field}.commentFr`, LIMITS.comment),
      photoIds: z
        .array(imageId(`${field}.photoIds`), { error: () => `${field}.photoIds must be a list` })
        .check(
          z.maxLength(LIMITS.photos, `${field}.photoIds may hold at most ${LIMITS.photos} photos`),
          z.refine((ids) => new Set(ids).size === ids.length, `${field}.photoIds must not list a photo twice`),
        ),
      // An empty fix is none: the admin cleared the field.
      fix: z.pipe(z.nullable(text(`${field}.fix`, LIMITS.fix, 'multi-line')), z.transform((value: string | null) => value || null)),
      fixFr: frenchVersion(`${field}.fixFr`, LIMITS.fix),
    }, { error: () => `${field} must be rated: the report lists every built-in component` })
    .check(
      z.refine((component) => component.fix === null || component.rating === 'needs-attention', {
        path: ['fix'],
        message: `${field}.fix is only for a component rated '${CONDITION_RATING_LABELS['needs-attention']}'`,
      }),
      z.refine((component) => !component.fixFr || component.rating === 'needs-attention', {
        path: ['fixFr'],
        message: `${field}.fixFr is only for a component rated '${CONDITION_RATING_LABELS['needs-attention']}'`,
      }),
    );
};

const componentsSchema = z.strictObject(
  Object.fromEntries(CONDITION_COMPONENT_IDS.map((id) => [id, componentSchema(id)])) as Record<ConditionComponentId, ReturnType<typeof componentSchema>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `${FIELD}.components holds only the built-in components` : `${FIELD}.components must be a record of the components`) },
);

const inspectedOn = z.nullable(
  z
    .string({ error: () => `${FIELD}.inspectedOn must be a date (yyyy-mm-dd)` })
    .check(
      z.refine((value) => parseIsoDate(value) !== undefined, `${FIELD}.inspectedOn must be a date (yyyy-mm-dd)`),
      // The seller's today, where the inspection was made: a later day is a typing slip.
      z.refine((value) => value <= toIsoDate(latestSellerToday()), `${FIELD}.inspectedOn must not be after today`),
    ),
);

const statementDays = z
  .number({ error: () => `${FIELD}.statement.periodDays must be a number of days` })
  .check(
    z.refine((days) => Number.isInteger(days) && days >= 1 && days <= LIMITS.statementDays, `${FIELD}.statement.periodDays must be a whole number of days from 1 to ${LIMITS.statementDays}`),
  );

/** The seller's own words and period, or null: nothing promised. */
const statement = z.nullable(
  z.strictObject(
    {
      text: text(`${FIELD}.statement.text`, LIMITS.statement, 'multi-line').check(z.minLength(1, `${FIELD}.statement.text must not be empty: clear both fields to promise nothing`)),
      textFr: frenchVersion(`${FIELD}.statement.textFr`, LIMITS.statement),
      periodDays: statementDays,
    },
    { error: () => `${FIELD}.statement must hold the text and the period in days, or be null` },
  ),
);

export const conditionReportSchema = z
  .strictObject({
    inspectedOn,
    inspector: z.discriminatedUnion(
      'kind',
      [
        z.strictObject({ kind: z.literal('seller') }),
        z.strictObject({
          kind: z.literal('third-party'),
          name: requiredText(`${FIELD}.inspector.name`, LIMITS.name),
          credential: requiredText(`${FIELD}.inspector.credential`, LIMITS.credential),
        }),
      ],
      { error: () => `${FIELD}.inspector.kind must be seller or third-party` },
    ),
    components: componentsSchema,
    statement,
  })
  .check(
    // A rating is a statement about an inspection: without its date the report would invent a condition.
    z.refine((report) => report.inspectedOn !== null || Object.values<ComponentCondition>(report.components).every((component) => component.rating === 'not-inspected'), {
      path: ['inspectedOn'],
      message: `${FIELD}.inspectedOn must be set once a component is rated`,
    }),
  );

/** The schema's output is the report itself: a compile-time check that the two never drift apart. */
export const checkedConditionReport = (report: z.output<typeof conditionReportSchema>): ConditionReport => report;
