import type { CellObject, SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FIGURES } from '../../../../../shared/built-in-snapshot';

const { priceUsd, facts } = BUILT_IN_FIGURES;
import { ROI_MODEL } from '../../../content/documents-resources';
import { FRENCH_ROI_MODEL } from '../../../content/fr/documents-resources';
import { inputCell, resultCell, roiSheetData, type RoiInputKey } from './roi-sheet';

const COLUMNS = 'ABC';

/** The cell at an address such as 'B7'. */
function cellAt(sheet: SheetData, address: string): CellObject | string | number | undefined {
  const match = /^([A-C])(\d+)$/.exec(address);
  if (!match) throw new Error(`Not an address: ${address}`);
  const cell = sheet[Number(match[2]) - 1]?.[COLUMNS.indexOf(match[1]!)];
  return (cell ?? undefined) as CellObject | string | number | undefined;
}

/**
 * Works the sheet out the way a spreadsheet program would: numbers as typed (or as `typed`
 * overrides), formulas (+ - * /, comparisons and IF) from the cells they name. A formula naming
 * a cell that is neither a number nor a formula fails the test.
 */
function calculate(sheet: SheetData, typed: Partial<Record<RoiInputKey, number>>) {
  const overrides = new Map(Object.entries(typed).map(([key, value]) => [inputCell(key as RoiInputKey), value]));
  const value = (address: string): number | string => {
    const override = overrides.get(address);
    if (override !== undefined) return override;
    const cell = cellAt(sheet, address);
    if (typeof cell === 'object' && cell.type === 'Formula') {
      const expression = String(cell.value)
        .replace(/\bIF\(/g, 'iff(')
        .replace(/\b([A-C]\d+)\b/g, 'value("$1")');
      return new Function('value', 'iff', `return ${expression};`)(value, (test: boolean, yes: unknown, no: unknown) => (test ? yes : no)) as number | string;
    }
    if (typeof cell === 'object' && typeof cell.value === 'number') return cell.value;
    throw new Error(`${address} is neither an input nor a result`);
  };
  return value;
}

describe('ROI spreadsheet', () => {
  const sheet = roiSheetData(BUILT_IN_FIGURES);

  it('labels every input and result in column A, next to its cell', () => {
    for (const [key, input] of Object.entries(ROI_MODEL.inputs)) {
      const row = Number(inputCell(key as RoiInputKey).slice(1));
      expect(sheet[row - 1]?.[0]).toBe(input.label);
    }
    for (const [key, result] of Object.entries(ROI_MODEL.results)) {
      const row = Number(resultCell(key as keyof typeof ROI_MODEL.results).slice(1));
      expect(sheet[row - 1]?.[0]).toBe(result.label);
      expect(cellAt(sheet, resultCell(key as keyof typeof ROI_MODEL.results))).toMatchObject({ type: 'Formula' });
    }
  });

  it('starts from the price and the fixed rate, with every other figure left to the reader', () => {
    const value = calculate(sheet, {});

    expect(value(inputCell('purchasePrice'))).toBe(priceUsd);
    expect(value(inputCell('cadRate'))).toBe(facts.cadRate.usdToCad);
    expect(value(resultCell('oneTimeCost'))).toBe(priceUsd);
    expect(value(resultCell('annualRevenue'))).toBe(0);
    expect(value(resultCell('paybackMonths'))).toBe(ROI_MODEL.noPayback);
  });

  it('works out revenue, cost, net and payback from the inputs', () => {
    const value = calculate(sheet, {
      oneTimeCosts: 21_000,
      visitsPerDay: 10,
      revenuePerVisit: 150,
      operatingDays: 200,
      dailyCosts: 800,
      yearlyFixedCosts: 20_000,
    });

    expect(value(resultCell('oneTimeCost'))).toBe(150_000);
    expect(value(resultCell('oneTimeCostCad'))).toBeCloseTo(150_000 * facts.cadRate.usdToCad, 6);
    expect(value(resultCell('annualRevenue'))).toBe(300_000);
    expect(value(resultCell('annualCost'))).toBe(180_000);
    expect(value(resultCell('annualNet'))).toBe(120_000);
    expect(value(resultCell('paybackMonths'))).toBe(15);
  });

  it('says there is no payback when the yearly net is not positive', () => {
    const value = calculate(sheet, { visitsPerDay: 10, revenuePerVisit: 100, operatingDays: 100, dailyCosts: 1_000 });

    expect(value(resultCell('annualNet'))).toBe(0);
    expect(value(resultCell('paybackMonths'))).toBe(ROI_MODEL.noPayback);
  });

  it('in French: the same cells and formulas, with the French labels and the French no-payback words', () => {
    const french = roiSheetData(BUILT_IN_FIGURES, FRENCH_ROI_MODEL);
    expect(cellAt(french, `A${inputCell('purchasePrice').slice(1)}`)).toBe(FRENCH_ROI_MODEL.inputs.purchasePrice.label);
    expect(cellAt(french, `A${resultCell('paybackMonths').slice(1)}`)).toBe(FRENCH_ROI_MODEL.results.paybackMonths.label);
    expect(calculate(french, {})(resultCell('paybackMonths'))).toBe(FRENCH_ROI_MODEL.noPayback);
    const value = calculate(french, { oneTimeCosts: 21_000, visitsPerDay: 10, revenuePerVisit: 150, operatingDays: 200, dailyCosts: 800, yearlyFixedCosts: 20_000 });
    expect(value(resultCell('paybackMonths'))).toBe(15);
  });
});
