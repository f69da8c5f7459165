import { createHash } from 'node:crypto';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { STATIC_DOCUMENTS } from './static-documents';

/** One file under /documents/. */
export interface SiteDocument {
  fileName: string;
  bytes: Uint8Array;
}

/** 32 hex digits naming one file of one edition (a PDF's file id). */
export const fileIdOf = (fileName: string, createdAt: Date) => createHash('md5').update(`${fileName}\n${createdAt.toISOString()}`).digest('hex').toUpperCase();

/**
 * Every document under /documents/, made with the listing's figures for `host` on `createdAt`: what
 * the build writes with the built-in figures and the page publisher with the stored ones.
 */
export async function makeSiteDocuments(figures: ListingFigures, { host, createdAt }: { host: string; createdAt: Date }): Promise<SiteDocument[]> {
  const documents: SiteDocument[] = [];
  for (const document of STATIC_DOCUMENTS) {
    documents.push({ fileName: document.fileName, bytes: await document.make({ host, createdAt, fileId: fileIdOf(document.fileName, createdAt) }, figures) });
  }
  return documents;
}
