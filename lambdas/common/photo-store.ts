import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { imageObjectKey, type ImageMimeType } from '../../shared/images';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_SECONDS, type UploadTicket } from '../../shared/image-upload';
import { s3 } from './clients';
import { environment, requiredName } from './env';

const env = environment({ PHOTO_BUCKET: requiredName });
const bucket = () => env().PHOTO_BUCKET;

/** The photo bucket: presigned uploads straight from the browser, first-byte checks, deletes. */
export const photoStore = {
  /**
   * A presigned POST for one new object under images/: the policy itself limits the size
   * and pins the content type, so S3 refuses anything else.
   */
  async presignUpload(contentType: ImageMimeType, now: Date): Promise<UploadTicket> {
    const key = imageObjectKey(contentType, now.getTime(), randomBytes(4).toString('hex'));
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: bucket(),
      Key: key,
      Conditions: [
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_URL_SECONDS,
    });
    return { url, fields, key };
  },

  /** The object's first bytes and size, or undefined when there is no such object. */
  async readHead(key: string, bytes = 16): Promise<{ head: Uint8Array; size: number } | undefined> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }));
      const head = await object.Body!.transformToByteArray();
      const size = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? head.length);
      return { head, size };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    }
  },

  async remove(key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },
};
