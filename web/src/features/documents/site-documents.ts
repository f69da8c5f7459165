import { createHash } from 'node:crypto';
import { snapshotFigures, type ListingSnapshot } from '../../../../shared/listing-snapshot';
import { PHOTO_PACKAGE_FILE_NAME } from '../../content/documents';
import { STATIC_DOCUMENTS } from './static-documents';
import { photoPackageZip, type PhotoReader } from './zip/photo-package';

/** One file under /documents/. */
export interface SiteDocument {
  fileName: string;
  bytes: Uint8Array;
}

/** 32 hex digits naming one file of one edition (a PDF's file id). */
export const fileIdOf = (fileName: string, createdAt: Date) => createHash('md5').update(`${fileName}\n${createdAt.toISOString()}`).digest('hex').toUpperCase();

/** What an edition of the documents is made for: the host they name, their date, and where the photos are read. */
export interface DocumentsEdition {
  host: string;
  createdAt: Date;
  readPhoto: PhotoReader;
}

/**
 * Every document under /documents/, made from `snapshot` for `host` on `createdAt`: what the build
 * writes with the built-in snapshot and the page publisher with the stored one. The photo package
 * zips the snapshot's photos, read through `readPhoto`.
 */
export async function makeSiteDocuments(snapshot: ListingSnapshot, { host, createdAt, readPhoto }: DocumentsEdition): Promise<SiteDocument[]> {
  const figures = snapshotFigures(snapshot);
  const documents: SiteDocument[] = [];
  for (const document of STATIC_DOCUMENTS) {
    documents.push({ fileName: document.fileName, bytes: await document.make({ host, createdAt, fileId: fileIdOf(document.fileName, createdAt) }, figures) });
  }
  const photoPackage = await photoPackageZip({ gallery: snapshot.gallery, tour: snapshot.tour, figures }, { host, createdAt }, readPhoto);
  documents.push({ fileName: PHOTO_PACKAGE_FILE_NAME, bytes: photoPackage });
  return documents;
}
