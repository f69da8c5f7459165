import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type RunningService } from './emulators';

const BUCKET = 'site';
const KEY = 'questions.html';

let dataDir: string;
let s3: RunningService;
let client: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 's3-consistency-'));
  s3 = await startS3(join(dataDir, 's3'), [BUCKET]);
  client = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page-sized body that tells its version from its first byte to its last. */
const version = (n: number) => `${n}:`.repeat(20_000 + n * 997);

const put = (body: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: KEY, Body: body, ContentType: 'text/html' }));
const get = async () => (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: KEY }))).Body!.transformToString();

// S3 writes are atomic and strongly consistent: a reader sees the whole old object or the whole new one,
// and a read after a write's answer sees the write. The page publisher rewrites pages while buyers read them.
describe('the local S3 under concurrent writes and reads of one key', () => {
  it('answers every read with one whole version, never a cut or mixed body', async () => {
    const versions = Array.from({ length: 12 }, (_, n) => version(n));
    await put(versions[0]!);
    const readers = Array.from({ length: 60 }, async () => get());
    const writers = versions.slice(1).map((body) => put(body));
    const [reads] = await Promise.all([Promise.all(readers), Promise.all(writers)]);
    for (const body of reads) expect(versions).toContain(body);
    // Each write's own file was moved into place: none is left beside the object.
    expect(readdirSync(join(dataDir, 's3', BUCKET)).filter((name) => name.includes(KEY)).sort()).toEqual([`${KEY}._S3rver_metadata.json`, `${KEY}._S3rver_object`, `${KEY}._S3rver_object.md5`]);
  });

  it('shows a write to the next read, whatever its size', async () => {
    for (const n of [30, 2, 17, 0]) {
      await put(version(n));
      expect(await get()).toBe(version(n));
    }
  });

  it('forgets a deleted object at once', async () => {
    await put(version(3));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: KEY }));
    await expect(get()).rejects.toBeInstanceOf(NoSuchKey);
  });
});
