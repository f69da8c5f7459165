/**
 * Writes the documents (the specification sheet, service records, warranty information, the
 * resource PDFs, the ROI workbook and the photo package of the built-in room photos), with the
 * built-in snapshot of the listing, under
 * `<siteDir>/documents/`, with the file names of docs/product.md#document-templates, so the download buttons are plain links that
 * work before any script runs and with JavaScript off. The same jsPDF and write-excel-file code
 * that made them in the browser makes them here, in Node. The files go into the build output,
 * never into git; a rebuild of the same commit writes the same bytes (the date is the commit's).
 *
 *   node --import tsx web/build/build-documents.ts <siteDir>   (react-router.config.ts runs it after prerendering)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS_FOLDER, documentPath } from '../../shared/documents';
import { MEDIA_PATH_PREFIX } from '../../shared/images';
import { BUILT_IN_SNAPSHOT } from '../../shared/built-in-snapshot';
import { toPublicSettings } from '../../shared/settings';
import { readSiteSettings } from '../../infra/settings';

/**
 * The documents' creation date: SOURCE_DATE_EPOCH when the build sets it (reproducible builds),
 * else the checked-out commit's date, else now (a build outside git).
 */
export function editionDate(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined) {
    const seconds = Number(epoch);
    if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds, not "${epoch}"`);
    return new Date(seconds * 1000);
  }
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (committed) return new Date(Number(committed) * 1000);
  } catch {
    // Not a git checkout: the build's own time.
  }
  return new Date();
}

/**
 * A photo of the build by its site URL: the built-in tour's originals are build files. The build's
 * snapshot holds no uploaded photo (under /media/, in the photo bucket), so one is an error here.
 */
export function buildPhotoReader(siteDir: string) {
  return async (url: string): Promise<Uint8Array> => {
    if (url.startsWith(`${MEDIA_PATH_PREFIX}/`)) throw new Error(`The build has no uploaded photos: ${url}`);
    return readFile(path.join(siteDir, ...url.split('/')));
  };
}

/** Writes every document into `<siteDir>/documents/` (emptied first) and returns the site paths written. */
export async function writeStaticDocuments(siteDir: string, host: string, createdAt: Date): Promise<string[]> {
  // The web code reads the operator's public settings from a constant Vite defines; here it is a global.
  Object.assign(globalThis, { __SITE_SETTINGS__: toPublicSettings(readSiteSettings()) });
  const { makeSiteDocuments } = await import('../src/features/documents/site-documents');
  const folder = path.join(siteDir, DOCUMENTS_FOLDER);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const { fileName, bytes } of await makeSiteDocuments(BUILT_IN_SNAPSHOT, { host, createdAt, readPhoto: buildPhotoReader(siteDir) })) {
    await writeFile(path.join(folder, fileName), bytes);
    written.push(documentPath(fileName));
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const siteDir = process.argv[2];
  if (!siteDir) throw new Error('Usage: build-documents.ts <siteDir>');
  const written = await writeStaticDocuments(path.resolve(siteDir), readSiteSettings().siteHost, editionDate());
  console.log(`Documents: ${written.join(', ')}`);
}
