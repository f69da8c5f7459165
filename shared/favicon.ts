/** The site's icon as pages link it and the build writes it (web/build/favicon.ts). */
export const FAVICON_PATH = '/favicon.png';
export const FAVICON_TYPE = 'image/png';
