import { REVALIDATE, siteFileHeaders } from '../shared/cache-policy';
import { ENV } from '../shared/backend/environment';
import { PUBLISHED_PAGES_FILE, pageFileContentType, type PublishedPagesRecord } from '../shared/published-pages';
import { isNoSuchKey, s3Sdk } from './common/s3';
import { environment, requiredName } from './common/env';
import { readListingSnapshot } from './common/listing-snapshot-source';
import { logger } from './common/logger';
import { renderDocuments, renderPages, renderVersion } from './common/page-renderer';
import { sitePhotoReader } from './common/site-photos';

const env = environment({ [ENV.siteBucket]: requiredName, [ENV.siteHost]: requiredName, [ENV.servedSiteHost]: requiredName });

/** How many pages are written at once. */
const WRITE_CONCURRENCY = 4;

/** `{ force: true }` (the deploy's request, after it has put the built pages back) publishes even when the pages look current. */
export interface PublishRequest {
  force?: boolean;
}

export interface PublishSummary {
  published: boolean;
  version: string;
  pages: number;
}

/**
 * The page publisher: renders every page and every document under /documents/ with what the tables
 * hold now and writes them to the site bucket, where CloudFront revalidates HTML on every request (max-age=0), so the next viewer gets them.
 * The record of what was published is written last: a run cut short (the process killed, S3 failing
 * half-way) leaves the pages out of date, and the next run (the schedule's, within a minute) publishes
 * them all again. A run that finds the pages current changes nothing; the seller's new day makes them
 * out of date (the condition report's age counts to it), so the first run after midnight in Edmonton
 * publishes them again. Runs never overlap (one at a time, in AWS by reserved concurrency), and each
 * reads the tables when it starts, so the last run shows the last change.
 */
export async function handler(event?: PublishRequest | null): Promise<PublishSummary> {
  const { [ENV.siteBucket]: bucket, [ENV.siteHost]: siteHost, [ENV.servedSiteHost]: servedHost } = env();
  const host = { from: siteHost, to: servedHost };
  const snapshot = await readListingSnapshot();
  const now = new Date();
  const version = renderVersion(snapshot, host, now);
  if (event?.force !== true && (await publishedVersion(bucket)) === version) return { published: false, version, pages: 0 };

  const started = performance.now();
  const pages = await renderPages(snapshot, host);
  const documents = await renderDocuments(snapshot, host, now, sitePhotoReader(bucket));
  const { s3, PutObjectCommand } = await s3Sdk();
  const documentObject = ({ key, bytes }: (typeof documents)[number]) => {
    const headers = siteFileHeaders(`/${key}`);
    return { Key: key, Body: bytes, ContentType: headers.contentType, ContentDisposition: headers.contentDisposition, CacheControl: headers.cacheControl };
  };
  // Named by their content: pages with the same later styles or snapshot share one file, and it never changes.
  const pageFiles = new Map(pages.flatMap(({ files }) => files.map((file) => [file.path, file.text] as const)));
  const queue = [
    ...[...pageFiles].map(([path, text]) => ({ Key: path.slice(1), Body: text, ContentType: pageFileContentType(path), CacheControl: siteFileHeaders(path).cacheControl })),
    ...pages.map((page) => ({ Key: page.key, Body: page.html, ContentType: 'text/html; charset=utf-8', CacheControl: REVALIDATE })),
    ...documents.map(documentObject),
  ];
  const writeNext = async (): Promise<void> => {
    const object = queue.shift();
    if (!object) return;
    await s3.send(new PutObjectCommand({ Bucket: bucket, ...object }));
    return writeNext();
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, writeNext));
  const record: PublishedPagesRecord = { version, publishedAt: new Date().toISOString(), pages: [...[...pageFiles.keys()].map((path) => path.slice(1)), ...pages.map((page) => page.key), ...documents.map((document) => document.key)] };
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: PUBLISHED_PAGES_FILE,
      Body: JSON.stringify(record),
      ContentType: 'application/json',
      CacheControl: REVALIDATE,
    }),
  );
  logger.info('Published the pages', { version, pages: pages.length, documents: documents.length, ms: Math.round(performance.now() - started) });
  return { published: true, version, pages: pages.length };
}

/** The version of the pages in the bucket; undefined before the first publish, or when its record cannot be read. */
async function publishedVersion(bucket: string): Promise<string | undefined> {
  const { s3, GetObjectCommand } = await s3Sdk();
  let text: string;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: PUBLISHED_PAGES_FILE }));
    text = await object.Body!.transformToString();
  } catch (error) {
    if (isNoSuchKey(error)) return undefined;
    throw error;
  }
  try {
    return (JSON.parse(text) as Partial<PublishedPagesRecord>).version;
  } catch {
    return undefined;
  }
}
