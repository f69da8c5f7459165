import writeXlsxFile, { type Feature } from 'write-excel-file/browser';
import { ROI_MODEL } from '../../../content/documents-resources';
import { ROI_COLUMNS, roiSheetData } from './roi-sheet';

/**
 * Asks the spreadsheet program to calculate every formula when the file opens: the file stores
 * formulas without results, and Excel would otherwise show empty cells until an input changes.
 */
// Typed with the browser build's file contents (its FileContent type is not exported).
const calculateOnOpen: Feature<File | Blob | ArrayBuffer> = {
  files: {
    transform: {
      'xl/workbook.xml': {
        transformElementAttributes: (tagName, attributes) => (tagName === 'calcPr' ? { ...attributes, fullCalcOnLoad: 1 } : attributes),
      },
    },
  },
};

/** The ROI model as an .xlsx file (write-excel-file: small, and zips with fflate, which the site ships already). */
export function roiWorkbook(): Promise<Blob> {
  return writeXlsxFile(roiSheetData(), { sheet: ROI_MODEL.sheetName, columns: ROI_COLUMNS }, { features: [calculateOnOpen] }).toBlob();
}
