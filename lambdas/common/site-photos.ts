import { ENV } from '../../shared/backend/environment';
import { MEDIA_PATH_PREFIX } from '../../shared/images';
import { environment, requiredName } from './env';
import { isNoSuchKey, s3Sdk } from './s3';

const env = environment({ [ENV.photoBucket]: requiredName });

/**
 * A photo the site serves, by its URL, for the photo package: an upload (`/media/images/...`) from the
 * photo bucket, a build file (the built-in tour's `/rooms/...`) from the site bucket, where the deploy
 * put it. Undefined when there is no such object (a photo deleted meanwhile); any other failure throws.
 */
export function sitePhotoReader(siteBucket: string) {
  return async (url: string): Promise<Uint8Array | undefined> => {
    const media = `${MEDIA_PATH_PREFIX}/`;
    const [bucket, key] = url.startsWith(media) ? [env()[ENV.photoBucket], url.slice(media.length)] : [siteBucket, url.slice(1)];
    const { s3, GetObjectCommand } = await s3Sdk();
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if (isNoSuchKey(error)) return undefined;
      throw error;
    }
  };
}
