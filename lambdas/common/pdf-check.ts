import { getDocument, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_TEXT } from '../../shared/inspection-documents';

// pdf.js runs its parser in this process: given the worker's module here, it neither starts a worker
// nor imports a file by a path that a function's bundle would not have.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

/** Why a file is not stored as an inspection document; the message is the API's 400. */
export class RefusedPdfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedPdfError';
  }
}

const PDF_MAGIC = '%PDF-';

/**
 * Names that make a PDF run code or act by itself: JavaScript, and additional (automatic) actions.
 * A name may spell a character as #xx, so names are read with those decoded first.
 */
const SCRIPT_NAME = /\/(JS|JavaScript|AA)(?=[\s/<>[\]()%{}]|$)/;

function decodedNames(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/\/[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9a-fA-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))));
}

/** What pdf.js finds of scripts where a byte scan cannot see (object streams are compressed). */
async function hasScripts(pdf: PDFDocumentProxy): Promise<boolean> {
  if ((await pdf.getJSActions()) !== null || (await pdf.hasJSActions())) return true;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const pageActions = await page.getJSActions();
    if (pageActions && Object.keys(pageActions).length > 0) return true;
    const annotations = (await page.getAnnotations()) as { actions?: Record<string, unknown> }[];
    if (annotations.some((annotation) => annotation.actions && Object.keys(annotation.actions).length > 0)) return true;
  }
  return false;
}

async function pageText(pdf: PDFDocumentProxy): Promise<string> {
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages && length < MAX_DOCUMENT_TEXT; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim();
    pages.push(text);
    length += text.length + 1;
  }
  return pages.join('\n').slice(0, MAX_DOCUMENT_TEXT);
}

/**
 * Checks that `bytes` are a PDF a buyer may safely open (docs/decisions/inspection-documents.md):
 * not empty, starting with %PDF-, parsed whole by pdf.js, and without JavaScript or automatic
 * actions, which are refused rather than stripped so the stored file stays the issuer's bytes.
 * Answers the PDF's text, for the admin's search; throws RefusedPdfError naming the problem.
 */
export async function checkPdf(bytes: Uint8Array): Promise<{ text: string }> {
  if (bytes.length === 0) throw new RefusedPdfError(DOCUMENT_MESSAGES.empty);
  if (Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') !== PDF_MAGIC) throw new RefusedPdfError(DOCUMENT_MESSAGES.notAPdf);
  if (SCRIPT_NAME.test(decodedNames(bytes))) throw new RefusedPdfError(DOCUMENT_MESSAGES.scripted);
  let pdf: PDFDocumentProxy;
  try {
    // A copy: pdf.js takes over the buffer it is given, and the caller stores these very bytes.
    pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, stopAtErrors: true }).promise;
  } catch {
    throw new RefusedPdfError(DOCUMENT_MESSAGES.unreadable);
  }
  try {
    if (await hasScripts(pdf)) throw new RefusedPdfError(DOCUMENT_MESSAGES.scripted);
    return { text: await pageText(pdf) };
  } catch (error) {
    if (error instanceof RefusedPdfError) throw error;
    throw new RefusedPdfError(DOCUMENT_MESSAGES.unreadable);
  } finally {
    await pdf.destroy();
  }
}
