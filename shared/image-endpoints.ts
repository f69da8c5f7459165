/**
 * The image endpoints: the route table's image rows and the browser's calls read these. Apart
 * from images.ts, which holds zod schemas, so public pages can read them without loading zod.
 */
export const IMAGES_ENDPOINT = '/api/images';
/** POST: a presigned upload ticket for one photo. */
export const IMAGE_UPLOAD_ENDPOINT = `${IMAGES_ENDPOINT}/upload` as const;
/** PATCH: one featured flag for several images. */
export const FEATURED_IMAGES_ENDPOINT = `${IMAGES_ENDPOINT}/featured` as const;
/** PATCH and DELETE one image, as an API Gateway route path. */
export const IMAGE_ENDPOINT = `${IMAGES_ENDPOINT}/{id}` as const;
/** IMAGE_ENDPOINT for one image. */
export const imageEndpoint = (id: string) => IMAGE_ENDPOINT.replace('{id}', encodeURIComponent(id)) as `${typeof IMAGES_ENDPOINT}/${string}`;
