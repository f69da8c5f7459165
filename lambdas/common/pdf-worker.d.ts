// pdf.js ships no types for its worker module; lambdas/common/pdf-check.ts only hands it to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
