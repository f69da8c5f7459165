import { jsPDF } from 'jspdf';
import { documentFooter, type PrintedBlock, type PrintedDocument, type PrintedTableRow } from '../../../content/documents-print';
import { colors } from '../../../theme/tokens';
import { PDF_FONT, PDF_LAYOUT as L, PDF_PAGE, type PdfPageFormat } from './pdf-layout';

type FontStyle = 'normal' | 'bold' | 'italic';

export function newPdfDocument(format: PdfPageFormat = PDF_PAGE.format): jsPDF {
  return new jsPDF({ orientation: PDF_PAGE.orientation, unit: PDF_PAGE.unit, format });
}

/**
 * Sets a printed document on `doc` with the layout of docs/product.md#constants: centred title and
 * subtitle, then each section's heading and blocks from y=50, a new page whenever y passes the
 * page height minus 30, and the 'Generated from {host}' footer on every page. A table's row groups
 * and a signature block move to the next page whole rather than split, and a table's total never
 * stands alone on a page.
 */
export function layOutDocument(doc: jsPDF, document: PrintedDocument, host: string): void {
  const content = withWinAnsiSpaces(document);
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const centreX = pageWidth / 2;
  const rightEdge = pageWidth - L.rightMargin;
  const lastRowY = pageHeight - L.pageBreakFromBottom;
  let y: number = L.contentStartY;

  const font = (size: number, style: FontStyle = 'normal', color: string = colors.ink) => {
    doc.setFont(PDF_FONT, style);
    doc.setFontSize(size);
    doc.setTextColor(color);
  };
  const wrap = (text: string, width: number): string[] => doc.splitTextToSize(text, width) as string[];
  const newPageIf = (past: boolean) => {
    if (!past) return;
    doc.addPage();
    y = L.newPageY;
  };
  /** One row of the document: its columns' lines from y, then y moves on by the row spacing and any wrapped lines. */
  const row = (columns: readonly { x: number; lines: readonly string[] }[]) => {
    newPageIf(y > lastRowY);
    for (const { x, lines } of columns) lines.forEach((line, index) => doc.text(line, x, y + index * L.wrappedLineHeight));
    const height = Math.max(1, ...columns.map(({ lines }) => lines.length));
    const baseline = y;
    y += L.row.spacing + (height - 1) * L.wrappedLineHeight;
    return baseline;
  };
  const writeInLine = (fromX: number, baseline: number) => {
    doc.setDrawColor(colors.border);
    doc.line(fromX, baseline + 1, rightEdge, baseline + 1);
  };
  const labelWidth = L.row.valueX - L.row.labelX - L.columnGap;
  /** How far y moves for a row whose tallest column wraps to `lines` lines. */
  const rowAdvance = (lines: number) => L.row.spacing + (lines - 1) * L.wrappedLineHeight;
  /** From a run of rows' first baseline to its last line's: what must fit above the page's last row. */
  const extentOf = (lineCounts: readonly number[]) => lineCounts.reduce((sum, lines) => sum + rowAdvance(lines), 0) - L.row.spacing;
  /** Starts a new page unless rows of these line counts fit whole from y. */
  const keepTogether = (lineCounts: readonly number[]) => newPageIf(y + extentOf(lineCounts) > lastRowY);

  const tableLabelWidth = L.table.firstAmountRight - L.table.amountWidth - L.columnGap - L.row.labelX;
  const tableAmountRights = [L.table.firstAmountRight, rightEdge] as const;
  const tableCells = (label: string, amounts: readonly [string, string]) => ({
    label: wrap(label, tableLabelWidth),
    amounts: amounts.map((amount) => wrap(amount, L.table.amountWidth)),
  });
  const tableRowLines = ({ label, amounts }: PrintedTableRow) => {
    const cells = tableCells(label, amounts);
    return Math.max(cells.label.length, ...cells.amounts.map((lines) => lines.length));
  };
  const tableRow = (label: string, amounts: readonly [string, string]) => {
    const cells = tableCells(label, amounts);
    const baseline = row([{ x: L.row.labelX, lines: cells.label }]);
    cells.amounts.forEach((lines, column) =>
      lines.forEach((line, index) => doc.text(line, tableAmountRights[column]!, baseline + index * L.wrappedLineHeight, { align: 'right' })),
    );
    y = Math.max(y, baseline + rowAdvance(Math.max(cells.label.length, ...cells.amounts.map((lines) => lines.length))));
  };
  type TableBlock = Extract<PrintedBlock, { kind: 'table' }>;
  const tableLineCounts = (block: TableBlock) => {
    const [label, ...amounts] = block.headings;
    return {
      headingRow: tableRowLines({ label, amounts: amounts as [string, string] }),
      groups: block.groups.map((group) => group.map(tableRowLines)),
      total: tableRowLines(block.total),
    };
  };
  /** What of a table must share a page with what comes just before it: all of it when it fits on a page, else its headings and first group. */
  const tableLead = (block: TableBlock): number[] => {
    const { headingRow, groups, total } = tableLineCounts(block);
    const whole = [headingRow, ...groups.flat(), total];
    if (extentOf(whole) <= lastRowY - L.newPageY) return whole;
    return [headingRow, ...(groups[0] ?? []), ...(groups.length === 1 ? [total] : [])];
  };
  /** Each signatory's lines: who signs for whom, then signature and date, name, title. */
  const SIGNATORY_ROWS = 4;
  const signatureLine = (fromX: number, toX: number, baseline: number) => {
    doc.setDrawColor(colors.ink);
    doc.line(fromX, baseline + 1, toX, baseline + 1);
  };

  const drawBlock = (block: PrintedBlock) => {
    switch (block.kind) {
      case 'rows':
        for (const { label, value } of block.rows) {
          row([
            { x: L.row.labelX, lines: wrap(label, labelWidth) },
            { x: L.row.valueX, lines: wrap(value, rightEdge - L.row.valueX) },
          ]);
        }
        return;
      case 'paragraphs':
        for (const paragraph of block.paragraphs) row([{ x: L.row.labelX, lines: wrap(paragraph, rightEdge - L.row.labelX) }]);
        return;
      case 'bullets': {
        const textX = L.row.labelX + L.bulletIndent;
        for (const item of block.items) row([{ x: L.row.labelX, lines: ['•'] }, { x: textX, lines: wrap(item, rightEdge - textX) }]);
        return;
      }
      case 'checklist': {
        const textX = L.row.labelX + L.checkbox.textIndent;
        const textRight = block.writeIn ? L.writeInX - L.columnGap : rightEdge;
        if (block.writeIn) {
          font(L.row.fontSize, 'bold');
          row([{ x: L.writeInX, lines: [block.writeIn] }]);
          font(L.row.fontSize);
        }
        for (const item of block.items) {
          const baseline = row([{ x: textX, lines: wrap(item, textRight - textX) }]);
          doc.setDrawColor(colors.ink);
          doc.rect(L.row.labelX, baseline - L.checkbox.size + 0.5, L.checkbox.size, L.checkbox.size);
          if (block.writeIn) writeInLine(L.writeInX, baseline);
        }
        return;
      }
      case 'table': {
        const [label, ...amounts] = block.headings;
        const { headingRow, groups, total } = tableLineCounts(block);
        // A table that fits on a page is kept whole, so its total is read beside every row.
        keepTogether(tableLead(block));
        block.groups.forEach((group, index) => {
          // A longer one breaks between groups only: the column headings open it with its first
          // group, the total closes it with its last.
          keepTogether([...(index === 0 ? [headingRow] : []), ...groups[index]!, ...(index === groups.length - 1 ? [total] : [])]);
          if (index === 0) {
            font(L.row.fontSize, 'bold');
            tableRow(label, amounts as [string, string]);
            font(L.row.fontSize);
          }
          for (const entry of group) tableRow(entry.label, entry.amounts);
        });
        font(L.row.fontSize, 'bold');
        tableRow(block.total.label, block.total.amounts);
        font(L.row.fontSize);
        return;
      }
      case 'signatures':
        for (const { party, name, title } of block.signatories) {
          keepTogether(Array.from({ length: SIGNATORY_ROWS }, () => 1));
          font(L.row.fontSize, 'bold');
          row([{ x: L.row.labelX, lines: [party] }]);
          font(L.row.fontSize);
          const signed = row([{ x: L.row.labelX, lines: ['Signature'] }, { x: L.signature.dateX, lines: ['Date'] }]);
          signatureLine(L.row.valueX, L.signature.lineEndX, signed);
          signatureLine(L.signature.dateLineX, rightEdge, signed);
          for (const [rowLabel, value] of [['Name', name], ['Title', title]] as const) {
            const baseline = row([{ x: L.row.labelX, lines: [rowLabel] }, { x: L.row.valueX, lines: value ? [value] : [] }]);
            if (!value) signatureLine(L.row.valueX, L.signature.lineEndX, baseline);
          }
        }
        return;
      case 'comparison': {
        const comparisonColumns = [
          { x: L.row.labelX, width: labelWidth },
          { x: L.row.valueX, width: L.comparisonThirdX - L.row.valueX - L.columnGap },
          { x: L.comparisonThirdX, width: rightEdge - L.comparisonThirdX },
        ];
        const columns = (cells: readonly string[]) =>
          comparisonColumns.slice(0, cells.length).map(({ x, width }, index) => ({ x, lines: wrap(cells[index] ?? '', width) }));
        font(L.row.fontSize, 'bold');
        row(columns(block.headings));
        font(L.row.fontSize);
        for (const { label, value } of block.rows) writeInLine(L.comparisonThirdX, row(columns([label, value])));
        return;
      }
    }
  };

  doc.setProperties({ title: content.title, subject: content.subtitle, creator: host });
  font(L.title.fontSize, 'bold', colors.navy[900]);
  doc.text(content.title, centreX, L.title.y, { align: 'center' });
  font(L.subtitle.fontSize, 'normal', colors.inkMuted);
  doc.text(content.subtitle, centreX, L.subtitle.y, { align: 'center' });

  for (const section of content.sections) {
    // Keeps a heading with its first row (and a block's column headings with it, or a table with
    // what of it is kept together): they move to the next page together if that would not fit.
    const firstBlock = section.blocks[0];
    const lead = firstBlock?.kind === 'table' ? extentOf(tableLead(firstBlock)) : firstBlock && hasHeaderRow(firstBlock) ? L.row.spacing : 0;
    newPageIf(y + L.heading.advance + lead > lastRowY);
    font(L.heading.fontSize, 'bold', colors.navy[900]);
    doc.text(section.heading, L.heading.x, y);
    y += L.heading.advance;
    for (const block of section.blocks) {
      font(L.row.fontSize);
      drawBlock(block);
    }
    y += L.categoryGap;
  }

  const footer = (content.footer ?? documentFooter)(host);
  for (let page = 1; page <= doc.getNumberOfPages(); page += 1) {
    doc.setPage(page);
    font(L.footer.fontSize, 'italic', colors.inkMuted);
    doc.text(footer, centreX, pageHeight - L.footer.fromBottom, { align: 'center' });
  }
}

/**
 * jsPDF's standard fonts write WinAnsi text only: one narrow no-break space (U+202F, which some French
 * number forms use) turns its whole line into gibberish, so it is set as a no-break space, which
 * WinAnsi has. Every string of the document, whatever its depth; functions are left as they are.
 */
function withWinAnsiSpaces<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u202f/g, '\u00a0') as T;
  if (Array.isArray(value)) return value.map(withWinAnsiSpaces) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWinAnsiSpaces(item)])) as T;
  return value;
}

/** Blocks that open with a row of column headings. */
function hasHeaderRow(block: PrintedBlock): boolean {
  return block.kind === 'comparison' || (block.kind === 'checklist' && block.writeIn !== undefined);
}

/** What a build of the documents fixes for every file it makes, so a rebuild of the same sources makes the same bytes. */
export interface PdfEdition {
  /** The site's host, named in every page's footer. */
  host: string;
  /** @default 'a4' */
  pageFormat?: PdfPageFormat;
  createdAt: Date;
  /** The PDF's file id, 32 hex digits (jsPDF would pick a random one). */
  fileId: string;
}

/** The document as PDF bytes. */
export function printedDocumentPdf(content: PrintedDocument, { host, createdAt, fileId, pageFormat }: PdfEdition): Uint8Array {
  const doc = newPdfDocument(pageFormat);
  doc.setCreationDate(createdAt);
  doc.setFileId(fileId);
  layOutDocument(doc, content, host);
  return new Uint8Array(doc.output('arraybuffer'));
}
