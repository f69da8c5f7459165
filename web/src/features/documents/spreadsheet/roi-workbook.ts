import { unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import type { ListingFigures } from '../../../../../shared/listing-figures';
import { ROI_MODEL, type RoiModel } from '../../../content/documents-resources';
import { ROI_COLUMNS, roiSheetData } from './roi-sheet';

/**
 * The ROI model as .xlsx bytes in the language of `model`, with the listing's price and rate, made by
 * the build and the page publisher (write-excel-file's Node build). The workbook is
 * zipped again with `createdAt` as every entry's time, so a rebuild makes the same bytes.
 */
export async function roiWorkbook(createdAt: Date, figures: ListingFigures, model: RoiModel = ROI_MODEL): Promise<Uint8Array> {
  const buffer = await writeXlsxFile(
    roiSheetData(figures, model),
    { sheet: model.sheetName, columns: ROI_COLUMNS },
    {
      features: [
        {
          // Asks the spreadsheet program to calculate every formula when the file opens: the file stores
          // formulas without results, and Excel would otherwise show empty cells until an input changes.
          files: {
            transform: {
              'xl/workbook.xml': {
                transformElementAttributes: (tagName, attributes) => (tagName === 'calcPr' ? { ...attributes, fullCalcOnLoad: 1 } : attributes),
              },
            },
          },
        },
      ],
    },
  ).toBuffer();
  return zipSync(unzipSync(new Uint8Array(buffer)), { mtime: createdAt });
}
