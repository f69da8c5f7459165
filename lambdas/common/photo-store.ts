import { UPLOAD_URL_SECONDS, type UploadTicket } from '../../shared/image-upload';
import { ENV } from '../../shared/backend/environment';
import { isNoSuchKey, s3Sdk } from './s3';
import { environment, requiredName } from './env';

const env = environment({ [ENV.photoBucket]: requiredName });
const bucket = () => env()[ENV.photoBucket];

/** The object is larger than the reader accepts; its body was not read. */
export class ObjectTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`The object is ${size} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** The photo bucket: presigned uploads straight from the browser, reads, the variants' writes, deletes. */
export const photoStore = {
  /**
   * A presigned POST for one new object under uploads/ (`key`): the policy itself pins the key, limits
   * the size to `maxBytes` and pins the content type, so S3 refuses anything else.
   */
  async presignUpload(key: string, contentType: string, maxBytes: number): Promise<UploadTicket> {
    const { s3, createPresignedPost } = await s3Sdk();
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: bucket(),
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_URL_SECONDS,
    });
    return { url, fields, key };
  },

  /**
   * The whole object, or undefined when there is no such object. An object larger than `maxBytes`
   * throws ObjectTooLargeError unread: the size is checked here rather than trusted to the upload
   * policy, so what this function holds in memory is bounded whatever wrote the object.
   */
  async read(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const { s3, GetObjectCommand } = await s3Sdk();
    let object;
    try {
      object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    } catch (error) {
      if (isNoSuchKey(error)) return undefined;
      throw error;
    }
    const size = object.ContentLength ?? 0;
    if (size > maxBytes) {
      await object.Body?.transformToWebStream().cancel();
      throw new ObjectTooLargeError(size);
    }
    const bytes = await object.Body!.transformToByteArray();
    // The declared length is the object's; this guards against a body longer than it said.
    if (bytes.length > maxBytes) throw new ObjectTooLargeError(bytes.length);
    return bytes;
  },

  /** `downloadName` makes the object a download (Content-Disposition: attachment) saved under that name. */
  async put(key: string, body: Uint8Array, contentType: string, downloadName?: string): Promise<void> {
    const { s3, PutObjectCommand } = await s3Sdk();
    const disposition = downloadName ? { ContentDisposition: `attachment; filename="${downloadName}"` } : {};
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, ...disposition }));
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
