import type { Cell, CellObject, SheetData } from 'write-excel-file/node';
import type { ListingFigures } from '../../../../../shared/listing-figures';
import { ROI_INPUT_FIGURES, ROI_MODEL, type RoiInputKey, type RoiModel, type RoiResultKey } from '../../../content/documents-resources';
import { colors } from '../../../theme/tokens';

/**
 * The ROI model as sheet data: labelled input cells in column B, then result cells whose formulas
 * refer to them, so Excel or LibreOffice recompute the results whenever an input changes.
 * Row numbers are worked out here once; every formula names its cells through them.
 */

export type { RoiInputKey, RoiResultKey };

/** The rows' order: the English model's, which every language's model follows (RoiModel's keys). */
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

/** Each result's formula (without the leading '=', as the file format stores it) and number format; the payback's words are `noPayback`'s. */
export const roiFormulas = (noPayback: string): Record<RoiResultKey, { formula: string; format: string }> => ({
  oneTimeCost: { formula: `${inputCell('purchasePrice')}+${inputCell('oneTimeCosts')}`, format: USD },
  oneTimeCostCad: { formula: `${resultCell('oneTimeCost')}*${inputCell('cadRate')}`, format: USD },
  annualRevenue: { formula: `${inputCell('visitsPerDay')}*${inputCell('revenuePerVisit')}*${inputCell('operatingDays')}`, format: USD },
  annualCost: { formula: `${inputCell('dailyCosts')}*${inputCell('operatingDays')}+${inputCell('yearlyFixedCosts')}`, format: USD },
  annualNet: { formula: `${resultCell('annualRevenue')}-${resultCell('annualCost')}`, format: USD },
  paybackMonths: {
    formula: `IF(${resultCell('annualNet')}>0,${resultCell('oneTimeCost')}/${resultCell('annualNet')}*12,"${noPayback}")`,
    format: '0.0',
  },
});

const header = (text: string): CellObject => ({ value: text, fontWeight: 'bold', textColor: colors.white, backgroundColor: colors.navy[800] });
const note = (text: string): CellObject => ({ value: text, textColor: colors.inkMuted, wrap: true });

/** The sheet in the language of `model`, its price and rate the listing's. */
export function roiSheetData(figures: ListingFigures, model: RoiModel = ROI_MODEL): SheetData {
  const headerRow = (first: string): Cell[] => [header(first), ...model.columns.slice(1).map(header)];
  const formulas = roiFormulas(model.noPayback);
  return [
    [{ value: model.fileTitle, fontWeight: 'bold', fontSize: 14, columnSpan: 3 }, null, null],
    [{ value: model.instructions, wrap: true, columnSpan: 3, height: 32 }, null, null],
    [],
    headerRow(model.inputsHeading),
    ...INPUT_KEYS.map((key): Cell[] => {
      const { label, note: noteOf } = model.inputs[key];
      const { value, format } = ROI_INPUT_FIGURES[key];
      const noteText = typeof noteOf === 'function' ? noteOf(figures) : noteOf;
      return [label, { value: value(figures), type: Number, format, backgroundColor: colors.navy[100], fontWeight: 'bold' }, note(noteText)];
    }),
    [],
    headerRow(model.resultsHeading),
    ...RESULT_KEYS.map((key): Cell[] => {
      const { formula, format } = formulas[key];
      return [model.results[key].label, { value: formula, type: 'Formula', format }, note(model.results[key].note)];
    }),
  ];
}

/** Column widths in characters: labels, values, notes. */
export const ROI_COLUMNS = [{ width: 38 }, { width: 16 }, { width: 62 }];
