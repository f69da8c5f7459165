import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../shared/inspection-documents';
import { checkPdf } from './pdf-check';

function pdfBytes(build: (doc: jsPDF) => void = () => {}): Uint8Array {
  const doc = new jsPDF();
  doc.text('CVIP inspection certificate, unit 3057, facility AB-1234', 20, 20);
  build(doc);
  return new Uint8Array(doc.output('arraybuffer'));
}

const ascii = (text: string) => new TextEncoder().encode(text);

describe('checkPdf', () => {
  it("answers a PDF's text", async () => {
    const { text } = await checkPdf(pdfBytes());
    expect(text).toContain('CVIP inspection certificate, unit 3057');
  });

  it.each([
    ['an empty file', new Uint8Array(), DOCUMENT_MESSAGES.empty],
    ['an HTML file', ascii('<!doctype html><title>not a pdf</title>'), DOCUMENT_MESSAGES.notAPdf],
    ['a PDF header over garbage', ascii('%PDF-1.7\nthis is not a PDF body at all'), DOCUMENT_MESSAGES.unreadable],
    ['a PDF that prints itself by JavaScript', pdfBytes((doc) => doc.autoPrint({ variant: 'javascript' })), DOCUMENT_MESSAGES.scripted],
  ])('refuses %s', async (_case, bytes, message) => {
    await expect(checkPdf(bytes)).rejects.toThrow(message);
  });

  it('refuses a script whose name is spelt with #xx escapes', async () => {
    const bytes = pdfBytes();
    const text = Buffer.from(bytes).toString('latin1').replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>');
    await expect(checkPdf(new Uint8Array(Buffer.from(text, 'latin1')))).rejects.toThrow(DOCUMENT_MESSAGES.scripted);
  });

  it('refuses automatic actions (/AA) on a page', async () => {
    const bytes = pdfBytes();
    const text = Buffer.from(bytes).toString('latin1').replace('/Type /Page\n', '/Type /Page\n/AA << /O << /S /Launch /F (calc.exe) >> >>\n');
    expect(text).toContain('/AA');
    await expect(checkPdf(new Uint8Array(Buffer.from(text, 'latin1')))).rejects.toThrow(DOCUMENT_MESSAGES.scripted);
  });
});
