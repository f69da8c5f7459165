import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { TOUR_MEDIA_ROOT } from '../../web/src/content/walkthrough-media';

/**
 * Puts the build's tour photo originals (`rooms/<folder>/<nn>.jpg`) into the local site bucket, as
 * each deploy puts every build file into the site bucket in AWS. The page publisher reads them there
 * for the photo package; the local site server serves the rest of the build from its folder.
 * Returns how many were put.
 */
export async function putBuiltTourPhotos(s3: S3Client, bucket: string, siteDir: string): Promise<number> {
  const root = join(siteDir, TOUR_MEDIA_ROOT.slice(1));
  const originals = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.jpg'));
  for (const entry of originals) {
    const path = join(entry.parentPath, entry.name);
    const key = relative(siteDir, path).split(sep).join('/');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: await readFile(path), ContentType: 'image/jpeg' }));
  }
  return originals.length;
}
