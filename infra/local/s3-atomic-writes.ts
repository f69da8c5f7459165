import { randomUUID, createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FilesystemStore, S3rverObject } from 's3rver';

/** Runs each key's work one at a time, in call order; different keys do not wait for each other. */
function oneAtATimePerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

/** Writes a body to a file in full, answering its size and MD5 (hex) as S3 computes the ETag. */
async function writeWhole(content: S3rverObject['content'], path: string): Promise<{ size: number; md5: string }> {
  const md5 = createHash('md5');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, measure, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

/**
 * S3 replaces an object atomically and reads after a write see it. s3rver's file store truncates the
 * object's file and writes it in place, then its metadata (the length a read announces) in a second
 * step, and answers a PUT before the file is flushed: a read during the page publisher's rewrite of a
 * page got a cut body, and the connection reset. This writes each body to a file of its own, then moves
 * it into place and writes its metadata while reads of that key wait; a read opens the file it serves
 * under the same turn, so it streams one whole version even if the next one lands meanwhile.
 */
export function makeObjectWritesAtomic(store: FilesystemStore): void {
  const inTurn = oneAtATimePerKey();
  const objectPath = (bucket: string, key: string) => store.getResourcePath(bucket, key, 'object');

  const getObject = store.getObject.bind(store);
  const deleteObject = store.deleteObject.bind(store);
  const copyObject = store.copyObject.bind(store);

  store.getObject = (bucket, key, options) => inTurn(objectPath(bucket, key), () => getObject(bucket, key, options));
  store.deleteObject = (bucket, key) => inTurn(objectPath(bucket, key), () => deleteObject(bucket, key));
  store.copyObject = (srcBucket, srcKey, destBucket, destKey, replacementMetadata) =>
    inTurn(objectPath(destBucket, destKey), () => copyObject(srcBucket, srcKey, destBucket, destKey, replacementMetadata));

  store.putObject = async (object) => {
    const path = objectPath(object.bucket, object.key);
    await mkdir(dirname(path), { recursive: true });
    // Beside the object, under a name the store's listing skips (it lists names ending in the object suffix).
    const partial = `${path}.writing-${randomUUID()}`;
    try {
      const written = await writeWhole(object.content, partial);
      await inTurn(path, async () => {
        await rename(partial, path);
        await store.putMetadata(object.bucket, object.key, object.metadata, written.md5);
      });
      return written;
    } catch (error) {
      // Moved into place, it is gone from here; only a write that failed leaves it behind.
      await rm(partial, { force: true });
      throw error;
    }
  };
}
