import type { Cell, CellObject, SheetData } from 'write-excel-file/node';
import type { ListingFigures } from '../../../../../shared/listing-figures';
import { ROI_MODEL, type RoiInput } from '../../../content/documents-resources';
import { colors } from '../../../theme/tokens';

/**
 * The ROI model as sheet data: labelled input cells in column B, then result cells whose formulas
 * refer to them, so Excel or LibreOffice recompute the results whenever an input changes.
 * Row numbers are worked out here once; every formula names its cells through them.
 */

export type RoiInputKey = keyof typeof ROI_MODEL.inputs;
export type RoiResultKey = keyof typeof ROI_MODEL.results;

const INPUT_KEYS = Object.keys(ROI_MODEL.inputs) as RoiInputKey[];
const RESULT_KEYS = Object.keys(ROI_MODEL.results) as RoiResultKey[];

/** Spreadsheet rows are 1-based: title, instructions, a blank, the inputs' header, the inputs. */
const FIRST_INPUT_ROW = 5;
/** After the inputs: a blank row and the results' header. */
const FIRST_RESULT_ROW = FIRST_INPUT_ROW + INPUT_KEYS.length + 2;
const VALUE_COLUMN = 'B';

export const inputCell = (key: RoiInputKey) => `${VALUE_COLUMN}${FIRST_INPUT_ROW + INPUT_KEYS.indexOf(key)}`;
export const resultCell = (key: RoiResultKey) => `${VALUE_COLUMN}${FIRST_RESULT_ROW + RESULT_KEYS.indexOf(key)}`;

const USD = '#,##0';

/** Each result's formula (without the leading '=', as the file format stores it) and number format. */
export const ROI_FORMULAS: Record<RoiResultKey, { formula: string; format: string }> = {
  oneTimeCost: { formula: `${inputCell('purchasePrice')}+${inputCell('oneTimeCosts')}`, format: USD },
  oneTimeCostCad: { formula: `${resultCell('oneTimeCost')}*${inputCell('cadRate')}`, format: USD },
  annualRevenue: { formula: `${inputCell('visitsPerDay')}*${inputCell('revenuePerVisit')}*${inputCell('operatingDays')}`, format: USD },
  annualCost: { formula: `${inputCell('dailyCosts')}*${inputCell('operatingDays')}+${inputCell('yearlyFixedCosts')}`, format: USD },
  annualNet: { formula: `${resultCell('annualRevenue')}-${resultCell('annualCost')}`, format: USD },
  paybackMonths: {
    formula: `IF(${resultCell('annualNet')}>0,${resultCell('oneTimeCost')}/${resultCell('annualNet')}*12,"${ROI_MODEL.noPayback}")`,
    format: '0.0',
  },
};

const header = (text: string): CellObject => ({ value: text, fontWeight: 'bold', textColor: colors.white, backgroundColor: colors.navy[800] });
const note = (text: string): CellObject => ({ value: text, textColor: colors.inkMuted, wrap: true });

/** The sheet, its price and rate the listing's. */
export function roiSheetData(figures: ListingFigures): SheetData {
  const headerRow = (first: string): Cell[] => [header(first), ...ROI_MODEL.columns.slice(1).map(header)];
  return [
    [{ value: ROI_MODEL.fileTitle, fontWeight: 'bold', fontSize: 14, columnSpan: 3 }, null, null],
    [{ value: ROI_MODEL.instructions, wrap: true, columnSpan: 3, height: 32 }, null, null],
    [],
    headerRow(ROI_MODEL.inputsHeading),
    ...INPUT_KEYS.map((key): Cell[] => {
      const input: RoiInput = ROI_MODEL.inputs[key];
      const noteText = typeof input.note === 'function' ? input.note(figures) : input.note;
      return [input.label, { value: input.value(figures), type: Number, format: input.format, backgroundColor: colors.navy[100], fontWeight: 'bold' }, note(noteText)];
    }),
    [],
    headerRow(ROI_MODEL.resultsHeading),
    ...RESULT_KEYS.map((key): Cell[] => {
      const { formula, format } = ROI_FORMULAS[key];
      return [ROI_MODEL.results[key].label, { value: formula, type: 'Formula', format }, note(ROI_MODEL.results[key].note)];
    }),
  ];
}

/** Column widths in characters: labels, values, notes. */
export const ROI_COLUMNS = [{ width: 38 }, { width: 16 }, { width: 62 }];
