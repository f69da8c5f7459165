import { describe, expect, it } from 'vitest';
import { CONDITION_SYSTEMS, componentsBySystem, conditionReportGaps, missingFrenchVersions } from './condition-report';
import { isOlderThanAYear, monthsSince, ratingCounts } from './condition-summary';
import { BUILT_IN_CONDITION_REPORT, CONDITION_COMPONENT_IDS, type ComponentCondition, type ConditionReport } from './condition-report-facts';
import { BUILT_IN_FACTS } from './listing-facts';
import { listingFactsRequestSchema } from './listing-facts-schema';

const PHOTO = '0b7e7f6e-3f5a-4d3b-9a53-6f1b9c1e2d4a';

/** A report inspected on `inspectedOn` with the generator needing attention and the tires good. */
const inspected = (inspectedOn: string | null = '2026-10-02'): ConditionReport => ({
  inspectedOn,
  inspector: { kind: 'third-party', name: 'Northside Truck & Trailer', credential: 'CVIP facility 12345' },
  components: {
    ...BUILT_IN_CONDITION_REPORT.components,
    generator: { rating: 'needs-attention', comment: 'Starts hard when cold.', photoIds: [PHOTO], fix: 'New glow plugs, about 400 USD' },
    tires: { rating: 'good', comment: 'Tread 10/32 on every position.', photoIds: [], fix: null },
  },
  statement: null,
});

const withReport = (condition: unknown) => listingFactsRequestSchema.safeParse({ facts: { ...BUILT_IN_FACTS, condition }, version: 0 });
const messages = (condition: unknown) => {
  const result = withReport(condition);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the built-in report', () => {
  it('rates every one of the built-in components, none inspected, and has no date', () => {
    expect(CONDITION_COMPONENT_IDS.length).toBeGreaterThanOrEqual(18);
    expect(BUILT_IN_CONDITION_REPORT.inspectedOn).toBeNull();
    expect(ratingCounts(BUILT_IN_CONDITION_REPORT)).toEqual({ good: 0, fair: 0, 'needs-attention': 0, 'not-inspected': CONDITION_COMPONENT_IDS.length });
  });

  it('is what the built-in facts hold, promises nothing, and passes the schema a change passes', () => {
    expect(BUILT_IN_FACTS.condition).toBe(BUILT_IN_CONDITION_REPORT);
    expect(BUILT_IN_CONDITION_REPORT.statement).toBeNull();
    expect(withReport(BUILT_IN_CONDITION_REPORT).success).toBe(true);
  });
});

describe('ratingCounts and componentsBySystem', () => {
  const report = inspected();

  it('count each rating from the components', () => {
    expect(ratingCounts(report)).toEqual({ good: 1, fair: 0, 'needs-attention': 1, 'not-inspected': CONDITION_COMPONENT_IDS.length - 2 });
  });

  it('list every component once, under its system, in the systems’ order', () => {
    const systems = componentsBySystem(report);
    expect(systems.map((system) => system.title)).toEqual(Object.values(CONDITION_SYSTEMS));
    expect(systems.flatMap((system) => system.components.map((component) => component.id)).sort()).toEqual([...CONDITION_COMPONENT_IDS].sort());
    const generator = systems.flatMap((system) => system.components).find((component) => component.id === 'generator');
    expect(generator).toMatchObject({ label: 'Generator', rating: 'needs-attention', fix: 'New glow plugs, about 400 USD' });
  });

  it('pass the schema, which keeps the report as sent', () => {
    const result = withReport(report);
    expect(result.success).toBe(true);
    expect(result.data?.facts.condition).toEqual(report);
  });
});

describe('the report’s age', () => {
  it('counts whole months, a month only once its day is reached', () => {
    expect(monthsSince('2025-10-15', '2026-10-14')).toBe(11);
    expect(monthsSince('2025-10-15', '2026-10-15')).toBe(12);
    expect(monthsSince('2026-01-31', '2026-01-31')).toBe(0);
  });

  it('is older than a year from twelve months on, and never without a date', () => {
    expect(isOlderThanAYear(inspected('2025-10-01'), '2026-11-27')).toBe(true);
    expect(isOlderThanAYear(inspected('2025-12-01'), '2026-11-27')).toBe(false);
    expect(isOlderThanAYear(BUILT_IN_CONDITION_REPORT, '2026-11-27')).toBe(false);
  });
});

describe('conditionReportGaps', () => {
  it('names a missing date and each component not inspected', () => {
    const gaps = conditionReportGaps(BUILT_IN_CONDITION_REPORT);
    expect(gaps[0]).toBe('no inspection date');
    expect(gaps[1]).toMatch(new RegExp(`^${CONDITION_COMPONENT_IDS.length} component\\(s\\) not inspected: Chassis and frame, `));
  });

  it('names nothing once every component is rated and dated', () => {
    const good: ComponentCondition = { rating: 'good', comment: '', photoIds: [], fix: null };
    const components = Object.fromEntries(CONDITION_COMPONENT_IDS.map((id) => [id, good])) as ConditionReport['components'];
    expect(conditionReportGaps({ ...BUILT_IN_CONDITION_REPORT, inspectedOn: '2026-10-02', components })).toEqual([]);
  });
});

describe('missingFrenchVersions', () => {
  it('names each comment, fix and statement written in English only, and nothing for texts left empty', () => {
    const report = { ...inspected(), statement: { text: 'You may withdraw within 7 days.', periodDays: 7 } };
    expect(missingFrenchVersions(report)).toEqual(['components.tires.commentFr', 'components.generator.commentFr', 'components.generator.fixFr', 'statement.textFr']);
    expect(missingFrenchVersions(BUILT_IN_CONDITION_REPORT)).toEqual([]);
  });

  it('names none once each has its French version; an empty French version is none', () => {
    const report = inspected();
    const generator = { ...report.components.generator, commentFr: 'Démarre difficilement à froid.', fixFr: '' };
    const tires = { ...report.components.tires, commentFr: 'Sculpture de 10/32 à chaque position.' };
    expect(missingFrenchVersions({ ...report, components: { ...report.components, generator, tires } })).toEqual(['components.generator.fixFr']);
    expect(missingFrenchVersions({ ...report, components: { ...report.components, generator: { ...generator, fixFr: 'Bougies neuves' }, tires }, statement: { text: 'Sold as described.', textFr: 'Vendue telle que décrite.', periodDays: 7 } })).toEqual([]);
  });
});

describe('the schema refuses, naming the field', () => {
  const report = { ...BUILT_IN_CONDITION_REPORT, inspectedOn: '2026-10-02' };
  const component = (patch: object) => ({ ...report, components: { ...report.components, generator: { ...report.components.generator, ...patch } } });

  it('a rating without an inspection date: that would invent a condition', () => {
    expect(messages({ ...component({ rating: 'good' }), inspectedOn: null })).toEqual(['condition.inspectedOn must be set once a component is rated']);
  });

  it('an unknown rating, a fix for a component not needing attention, a seventh photo, a repeated photo', () => {
    expect(messages(component({ rating: 'excellent' }))).toEqual(['condition.components.generator.rating must be one of: good, fair, needs-attention, not-inspected']);
    expect(messages(component({ rating: 'fair', fix: 'Replace it' }))).toEqual(["condition.components.generator.fix is only for a component rated 'Needs attention'"]);
    expect(messages(component({ photoIds: Array.from({ length: 7 }, (_, index) => PHOTO.replace(/.$/, String(index))) }))).toEqual([
      'condition.components.generator.photoIds may hold at most 6 photos',
    ]);
    expect(messages(component({ photoIds: [PHOTO, PHOTO] }))).toEqual(['condition.components.generator.photoIds must not list a photo twice']);
    expect(messages(component({ photoIds: ['photo.jpg'] }))).toEqual(['condition.components.generator.photoIds must list image ids (UUIDs)']);
  });

  it('a comment with a control character or too long, by the shared text rule', () => {
    expect(messages(component({ comment: 'Leaks\u0007' }))[0]).toMatch(/^condition\.components\.generator\.comment /);
    expect(messages(component({ comment: 'x'.repeat(601) }))).toEqual(['condition.components.generator.comment must be at most 600 characters']);
  });

  it('a third party without a name or credential, a future date, a missing or unknown component', () => {
    expect(messages({ ...report, inspector: { kind: 'third-party', name: ' ', credential: 'CVIP 1' } })).toEqual(['condition.inspector.name must not be empty']);
    expect(messages({ ...report, inspector: { kind: 'mechanic' } })).toEqual(['condition.inspector.kind must be seller or third-party']);
    expect(messages({ ...report, inspectedOn: '2999-01-01' })).toEqual(['condition.inspectedOn must not be after today']);
    const { generator: _, ...withoutGenerator } = report.components;
    expect(messages({ ...report, components: withoutGenerator })).toEqual(['condition.components.generator must be rated: the report lists every built-in component']);
    expect(messages({ ...report, components: { ...report.components, paint: report.components.generator } })).toEqual([
      'condition.components holds only the built-in components',
    ]);
  });

  it("the seller's statement without its words, with words out of the text rule or too long, or with a period that is not 1 to 365 whole days", () => {
    const statement = (patch: object) => ({ ...report, statement: { text: 'You may withdraw within 7 days of delivery.', periodDays: 7, ...patch } });
    expect(messages(statement({}))).toEqual([]);
    expect(messages(statement({ text: '  ' }))).toEqual(['condition.statement.text must not be empty: clear both fields to promise nothing']);
    expect(messages(statement({ text: 'x'.repeat(601) }))).toEqual(['condition.statement.text must be at most 600 characters']);
    expect(messages(statement({ text: 'Withdraw\u0007' }))[0]).toMatch(/^condition\.statement\.text /);
    for (const periodDays of [0, 366, 2.5]) expect(messages(statement({ periodDays }))).toEqual(['condition.statement.periodDays must be a whole number of days from 1 to 365']);
    expect(messages(statement({ periodDays: '7' }))).toEqual(['condition.statement.periodDays must be a number of days']);
    expect(messages({ ...report, statement: 'Sold as described' })).toEqual(['condition.statement must hold the text and the period in days, or be null']);
    const { statement: _, ...withoutStatement } = report;
    expect(messages(withoutStatement)).toEqual(['condition.statement must hold the text and the period in days, or be null']);
  });

  it("the French versions of a comment, a fix and the statement: kept as sent, under the English field's rule and limit, each error naming its field", () => {
    const french = component({ rating: 'needs-attention', fix: 'New glow plugs', commentFr: 'Démarre difficilement à froid.', fixFr: 'Bougies de préchauffage neuves' });
    expect(withReport(french).data?.facts.condition.components.generator).toMatchObject({ commentFr: 'Démarre difficilement à froid.', fixFr: 'Bougies de préchauffage neuves' });
    expect(messages(component({ commentFr: 'x'.repeat(601) }))).toEqual(['condition.components.generator.commentFr must be at most 600 characters']);
    expect(messages(component({ commentFr: 'Fuit\u0007' }))[0]).toMatch(/^condition\.components\.generator\.commentFr /);
    expect(messages(component({ commentFr: 12 }))).toEqual(['condition.components.generator.commentFr must be text']);
    expect(messages(component({ rating: 'fair', fixFr: 'À remplacer' }))).toEqual(["condition.components.generator.fixFr is only for a component rated 'Needs attention'"]);
    const statement = { text: 'You may withdraw within 7 days of delivery.', periodDays: 7 };
    expect(messages({ ...report, statement: { ...statement, textFr: 'Vous pouvez vous retirer dans les 7 jours suivant la livraison.' } })).toEqual([]);
    expect(messages({ ...report, statement: { ...statement, textFr: 'x'.repeat(601) } })).toEqual(['condition.statement.textFr must be at most 600 characters']);
  });

  it('clears an empty fix to none', () => {
    const result = withReport(component({ rating: 'needs-attention', fix: '' }));
    expect(result.data?.facts.condition.components.generator.fix).toBeNull();
  });
});
