import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../shared/site-routes';
import { loadBudgets, siteBudgetMisses, type Budgets, type SiteFigures } from './budgets';
import { pairedRatio } from './stats';

const budgets: Budgets = {
  overStackFloor: { firstLoadJsKb: 15, firstLoadJsKbWithForm: 30, mobileTbtMs: 25 },
  formPages: ['/contact'],
  homeLcpOverFloor: 1.05,
  mobile: { everyRoute: {}, routes: {} },
};

const figures = (overrides: Partial<SiteFigures>): SiteFigures => ({
  firstLoadJsKb: new Map(),
  mobileTbtMs: new Map(),
  stackFloor: { firstLoadJsKb: 147.7, mobileTbtMs: 36 },
  homeLcpOverFloor: 1.0,
  ...overrides,
});

describe('the bench budgets file', () => {
  it('is valid, and names only pages of the site as form pages', () => {
    const file = loadBudgets(join(import.meta.dirname, 'budgets.json'));
    expect(file.overStackFloor).toBeDefined();
    for (const page of file.formPages) expect(PAGE_PATHS).toContain(page);
  });
});

describe('siteBudgetMisses', () => {
  it('holds a page without a form to the floor plus 15 KB and a form page to the floor plus 30 KB', () => {
    const misses = siteBudgetMisses(budgets, figures({ firstLoadJsKb: new Map([['/', 163.0], ['/overview', 162.6], ['/contact', 177.0]]) }));
    expect(misses).toEqual([expect.stringMatching(/^\/: first-load JavaScript 163\.0 KB gzip is 15\.3 KB over the stack floor's 147\.7, more than the 15 allowed$/)]);
  });

  it("holds every page's mobile TBT to the floor page's plus 25 ms in the same run", () => {
    const misses = siteBudgetMisses(budgets, figures({ mobileTbtMs: new Map([['/', 61], ['/walkthrough', 62]]) }));
    expect(misses).toEqual(['/walkthrough: mobile TBT 62 ms is 26 ms over the stack floor\'s 36, more than the 25 allowed']);
  });

  it("checks no relative budget when the stack floor could not be measured, but still Home's ratio", () => {
    const misses = siteBudgetMisses(budgets, figures({ stackFloor: undefined, firstLoadJsKb: new Map([['/', 500]]), homeLcpOverFloor: 1.06 }));
    expect(misses).toEqual(['Home LCP / floor LCP 1.06 (median of pairs) is over the maximum 1.05']);
  });
});

describe('pairedRatio', () => {
  it("is each pair's ratio, their median and their spread", () => {
    const ratio = pairedRatio([
      { floor: 900, page: 990 },
      { floor: 1000, page: 1030 },
      { floor: 950, page: 1140 },
      { floor: 920, page: 966 },
      { floor: 880, page: 924 },
    ]);
    expect(ratio).toEqual({ ratios: [1.1, 1.03, 1.2, 1.05, 1.05], median: 1.05, lowest: 1.03, highest: 1.2 });
  });

  it('has nothing to say without a measured floor', () => {
    expect(pairedRatio([])).toBeUndefined();
    expect(pairedRatio([{ floor: 0, page: 900 }])).toBeUndefined();
  });
});
