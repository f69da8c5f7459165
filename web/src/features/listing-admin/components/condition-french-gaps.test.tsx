import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CONDITION_REPORT, type ConditionReport } from '../../../../../shared/condition-report-facts';
import { visibleText } from '../../../../../test/support/render-with-snapshot';
import { CONDITION_ADMIN_COPY } from '../../../content/listing-admin';
import { ConditionFrenchGaps } from './condition-french-gaps';

const report = (generator: Partial<ConditionReport['components']['generator']>, statement: ConditionReport['statement'] = null): ConditionReport => ({
  ...BUILT_IN_CONDITION_REPORT,
  inspectedOn: '2026-10-02',
  components: {
    ...BUILT_IN_CONDITION_REPORT.components,
    generator: { rating: 'needs-attention', comment: 'Starts hard when cold.', photoIds: [], fix: 'New glow plugs', ...generator },
    tires: { rating: 'good', comment: 'Tread 10/32 on every position.', commentFr: 'Sculpture de 10/32 à chaque position.', photoIds: [], fix: null },
  },
  statement,
});

const gaps = (condition: ConditionReport) => visibleText(renderToString(<ConditionFrenchGaps report={condition} />));

describe("the condition panel's list of missing French versions", () => {
  it('names each text written in English only, by component, with their count', () => {
    const text = gaps(report({ commentFr: 'Démarre difficilement à froid.' }, { text: 'You may withdraw within 7 days.', periodDays: 7 }));

    expect(text).toContain(`${CONDITION_ADMIN_COPY.frenchMissingTitle(2)} ${CONDITION_ADMIN_COPY.frenchMissingHint} Generator: fix statement`);
    expect(text).not.toContain('Tires');
  });

  it('says every text has its French version once none is missing', () => {
    const text = gaps(report({ commentFr: 'Démarre difficilement à froid.', fixFr: 'Bougies neuves' }, { text: 'Sold as described.', textFr: 'Vendue telle que décrite.', periodDays: 7 }));

    expect(text).toBe(CONDITION_ADMIN_COPY.frenchComplete);
  });
});
