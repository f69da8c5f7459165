import type { jsPDF } from 'jspdf';
import { describe, expect, it, vi } from 'vitest';
import type { PrintedDocument } from '../../../content/documents-print';
import { BUILT_IN_FIGURES } from '../../../../../shared/built-in-snapshot';
import { specSheetDocument } from '../../../content/documents-spec-sheet';
import { layOutDocument, newPdfDocument } from './printed-document-pdf';

const HOST = 'trailer.example.com';
const A4 = { width: 210, height: 297 };
const SPEC_SHEET = specSheetDocument(BUILT_IN_FIGURES);

interface TextCall {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  fontStyle: string;
  page: number;
  align?: string;
}

/** Every doc.text call with the font and page in force when it was made. */
function recordText(doc: jsPDF): TextCall[] {
  const calls: TextCall[] = [];
  const drawText = doc.text.bind(doc);
  vi.spyOn(doc, 'text').mockImplementation((text, x, y, options, transform) => {
    calls.push({
      text: String(text),
      x,
      y,
      fontSize: doc.getFontSize(),
      fontStyle: doc.getFont().fontStyle,
      page: doc.getCurrentPageInfo().pageNumber,
      align: options?.align,
    });
    return drawText(text, x, y, options, transform);
  });
  return calls;
}

function layOut(content: PrintedDocument): { doc: jsPDF; calls: TextCall[] } {
  const doc = newPdfDocument();
  const calls = recordText(doc);
  layOutDocument(doc, content, HOST);
  return { doc, calls };
}

const shortRows = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => ({ label: `${prefix} ${index + 1}`, value: `Value ${index + 1}` }));

/** Two categories of short rows, the second long enough to run onto a second page. */
const FIXTURE: PrintedDocument = {
  title: 'Mobile Medical Trailer Specifications',
  subtitle: 'Builder - Unit #3057 - 2009 Model',
  sections: [
    { heading: 'First', blocks: [{ kind: 'rows', rows: shortRows(3, 'First') }] },
    { heading: 'Second', blocks: [{ kind: 'rows', rows: shortRows(30, 'Second') }] },
  ],
};

describe('PDF layout (docs/product.md#constants)', () => {
  it('is A4 portrait in millimetres', () => {
    const doc = newPdfDocument();

    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(A4.width, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(A4.height, 1);
  });

  it('centres the 20 pt bold title at y=20 and the 14 pt subtitle at y=30, and sets the title property', () => {
    const { doc, calls } = layOut(FIXTURE);
    const [title, subtitle] = calls;

    expect(title).toMatchObject({ text: FIXTURE.title, y: 20, fontSize: 20, fontStyle: 'bold', align: 'center' });
    expect(title?.x).toBeCloseTo(A4.width / 2, 1);
    expect(subtitle).toMatchObject({ text: FIXTURE.subtitle, y: 30, fontSize: 14, fontStyle: 'normal', align: 'center' });
    expect(subtitle?.x).toBeCloseTo(A4.width / 2, 1);
    expect(doc.output()).toContain(`/Title (${FIXTURE.title})`);
  });

  it('starts at y=50 with 16 pt bold headings, 11 pt labels at x=25 and values at x=80, 8 mm apart, 5 mm more after a category', () => {
    const { calls } = layOut(FIXTURE);
    const at = (text: string) => calls.find((call) => call.text === text)!;

    expect(at('First')).toMatchObject({ y: 50, fontSize: 16, fontStyle: 'bold' });
    const firstRowY = at('First 1').y;
    for (let index = 1; index <= 3; index += 1) {
      expect(at(`First ${index}`)).toMatchObject({ x: 25, y: firstRowY + (index - 1) * 8, fontSize: 11, fontStyle: 'normal' });
      expect(at(`Value ${index}`)).toMatchObject({ x: 80, y: firstRowY + (index - 1) * 8, fontSize: 11 });
    }
    // After the last row of 'First' (y + 8), 5 mm more before the next heading.
    expect(at('Second').y).toBe(at('First 3').y + 8 + 5);
    expect(at('Second 1').y - at('Second').y).toBe(firstRowY - 50);
  });

  it('starts a new page when y passes the page height minus 30 and restarts there at y=20', () => {
    const { doc, calls } = layOut(FIXTURE);
    const secondRows = calls.filter((call) => call.text.startsWith('Second ') && call.x === 25);
    const firstOnPageTwo = secondRows.findIndex((call) => call.page === 2);
    const lastOnPageOne = secondRows[firstOnPageTwo - 1]!;

    expect(firstOnPageTwo).toBeGreaterThan(0);
    expect(secondRows[firstOnPageTwo]?.y).toBe(20);
    expect(lastOnPageOne.y).toBeLessThanOrEqual(A4.height - 30);
    expect(lastOnPageOne.y + 8).toBeGreaterThan(doc.internal.pageSize.getHeight() - 30);
    expect(secondRows.every((call) => call.y <= doc.internal.pageSize.getHeight() - 30)).toBe(true);
    expect(doc.getNumberOfPages()).toBe(2);
  });

  it("puts the 10 pt italic footer 'Generated from {host}' at the page height minus 10 on every page", () => {
    const { doc, calls } = layOut(FIXTURE);
    const footers = calls.filter((call) => call.text === `Generated from ${HOST}`);

    expect(footers.map((footer) => footer.page)).toEqual([1, 2]);
    for (const footer of footers) {
      expect(footer).toMatchObject({ fontSize: 10, fontStyle: 'italic', align: 'center' });
      expect(footer.y).toBeCloseTo(doc.internal.pageSize.getHeight() - 10, 5);
    }
  });

  it('keeps a heading with its first row', () => {
    // The 25th row sits at y=252; the next heading would be at 265 and its first row at 275, past 267.
    const { calls } = layOut({ ...FIXTURE, sections: [{ heading: 'Long', blocks: [{ kind: 'rows', rows: shortRows(25, 'Long') }] }, FIXTURE.sections[0]!] });

    expect(calls.find((call) => call.text === 'First')).toMatchObject({ page: 2, y: 20 });
  });
});

describe('the specification sheet (docs/product.md#document-templates)', () => {
  it('sets every category as a heading and every row with its label at x=25 and value at x=80, in order', () => {
    const { calls } = layOut(SPEC_SHEET);
    const body = calls.slice(2).filter((call) => !call.text.startsWith('Generated from'));
    const expected = SPEC_SHEET.sections.flatMap((section) => [
      { text: section.heading, fontSize: 16, fontStyle: 'bold' },
      ...section.blocks.flatMap((block) =>
        block.kind === 'rows' ? block.rows.flatMap((row) => [{ text: row.label, x: 25, fontSize: 11 }, { text: row.value, x: 80, fontSize: 11 }]) : [],
      ),
    ]);

    // Wrapped values continue on lines of their own at x=80; join them back for the comparison.
    const joined = body.reduce<TextCall[]>((rows, call) => {
      const previous = rows.at(-1);
      if (previous && call.x === 80 && previous.x === 80 && call.y > previous.y) previous.text = `${previous.text} ${call.text}`;
      else rows.push({ ...call });
      return rows;
    }, []);
    expect(joined).toMatchObject(expected);
    expect(SPEC_SHEET.sections.map((section) => section.heading)).toEqual(['General Information', 'Power Systems', 'HVAC Systems', 'Accessibility']);
  });
});
