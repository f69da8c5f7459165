import { randomBytes } from 'node:crypto';
import { uploadObjectKey, type ImageMimeType } from '../../shared/images';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_SECONDS, type UploadTicket } from '../../shared/image-upload';
import { ENV } from '../../shared/backend/environment';
import { isNoSuchKey, s3Sdk } from './s3';
import { environment, requiredName } from './env';

const env = environment({ [ENV.photoBucket]: requiredName });
const bucket = () => env()[ENV.photoBucket];

/** The photo bucket: presigned uploads straight from the browser, reads, the variants' writes, deletes. */
export const photoStore = {
  /**
   * A presigned POST for one new object under uploads/: the policy itself pins the key, limits the
   * size and pins the content type, so S3 refuses anything else.
   */
  async presignUpload(contentType: ImageMimeType, now: Date): Promise<UploadTicket> {
    const key = uploadObjectKey(contentType, now.getTime(), randomBytes(4).toString('hex'));
    const { s3, createPresignedPost } = await s3Sdk();
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

  /** The whole object (at most MAX_UPLOAD_BYTES, which the upload policy enforced), or undefined when there is no such object. */
  async read(key: string): Promise<Uint8Array | undefined> {
    const { s3, GetObjectCommand } = await s3Sdk();
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if (isNoSuchKey(error)) return undefined;
      throw error;
    }
  },

  async put(key: string, body: Uint8Array, contentType: ImageMimeType): Promise<void> {
    const { s3, PutObjectCommand } = await s3Sdk();
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
  },

  async remove(key: string): Promise<void> {
    const { s3, DeleteObjectCommand } = await s3Sdk();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },

  /** Deletes every key; S3 answers a key that is already gone like any other. */
  async removeAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.remove(key)));
  },
};
