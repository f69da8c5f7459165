import { jsPDF } from 'jspdf';
import { documentFooter, type PrintedBlock, type PrintedDocument } from '../../../content/documents-print';
import { colors } from '../../../theme/tokens';
import { PDF_FONT, PDF_LAYOUT as L, PDF_PAGE } from './pdf-layout';

type FontStyle = 'normal' | 'bold' | 'italic';

export function newPdfDocument(): jsPDF {
  return new jsPDF({ orientation: PDF_PAGE.orientation, unit: PDF_PAGE.unit, format: PDF_PAGE.format });
}

/**
 * Sets a printed document on `doc` with the layout of docs/product.md#constants: centred title and
 * subtitle, then each section's heading and blocks from y=50, a new page whenever y passes the
 * page height minus 30, and the 'Generated from {host}' footer on every page.
 */
export function layOutDocument(doc: jsPDF, content: PrintedDocument, host: string): void {
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
    const height = Math.max(...columns.map(({ lines }) => lines.length));
    const baseline = y;
    y += L.row.spacing + (height - 1) * L.wrappedLineHeight;
    return baseline;
  };
  const writeInLine = (fromX: number, baseline: number) => {
    doc.setDrawColor(colors.border);
    doc.line(fromX, baseline + 1, rightEdge, baseline + 1);
  };
  const labelWidth = L.row.valueX - L.row.labelX - L.columnGap;

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
    // Keeps a heading with its first row (and a block's column headings with it): they move to
    // the next page together if that row would not fit.
    const firstBlock = section.blocks[0];
    newPageIf(y + L.heading.advance + (firstBlock && hasHeaderRow(firstBlock) ? L.row.spacing : 0) > lastRowY);
    font(L.heading.fontSize, 'bold', colors.navy[900]);
    doc.text(section.heading, L.heading.x, y);
    y += L.heading.advance;
    for (const block of section.blocks) {
      font(L.row.fontSize);
      drawBlock(block);
    }
    y += L.categoryGap;
  }

  const footer = documentFooter(host);
  for (let page = 1; page <= doc.getNumberOfPages(); page += 1) {
    doc.setPage(page);
    font(L.footer.fontSize, 'italic', colors.inkMuted);
    doc.text(footer, centreX, pageHeight - L.footer.fromBottom, { align: 'center' });
  }
}

/** Blocks that open with a row of column headings. */
function hasHeaderRow(block: PrintedBlock): boolean {
  return block.kind === 'comparison' || (block.kind === 'checklist' && block.writeIn !== undefined);
}

/** What a build of the documents fixes for every file it makes, so a rebuild of the same sources makes the same bytes. */
export interface PdfEdition {
  /** The site's host, named in every page's footer. */
  host: string;
  createdAt: Date;
  /** The PDF's file id, 32 hex digits (jsPDF would pick a random one). */
  fileId: string;
}

/** The document as PDF bytes. */
export function printedDocumentPdf(content: PrintedDocument, { host, createdAt, fileId }: PdfEdition): Uint8Array {
  const doc = newPdfDocument();
  doc.setCreationDate(createdAt);
  doc.setFileId(fileId);
  layOutDocument(doc, content, host);
  return new Uint8Array(doc.output('arraybuffer'));
}
