import { authorizedApiDownload } from './authorized-api-fetch';

/**
 * Saves a file an admin route makes (a CSV export) under the name the server gives, else `fallbackName`.
 * The route needs the admin's token, so the file is fetched and handed to the browser's download as
 * an object URL.
 */
export async function saveAdminDownload(path: `/api/${string}`, fallbackName: string): Promise<void> {
  const { blob, fileName } = await authorizedApiDownload(path);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
