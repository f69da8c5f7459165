import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { isSafeImageUrl } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { BUILT_IN_TOUR, isBuiltInPhoto, roomPhotoList, type TourSnapshot } from '../../../../../shared/tour-media';
import { TRAILER } from '../../../../../shared/trailer';
import { ROOMS } from '../../../content/rooms';
import { ROOMS_SECTION } from '../../../content/walkthrough';
import { downloadPath, roomPhotoAsset } from '../../../content/walkthrough-media';
import { IMAGE_LISTS, getImageList } from '../../../lib/images-api';
import { SITE_SETTINGS } from '../../../lib/site-settings';

/** One photo of the package: where to fetch it, where it goes in the ZIP, and its caption. */
export interface PackagePhoto {
  url: string;
  path: string;
  caption: string;
}

export type PhotoProgress = (done: number, total: number) => void;

/** Photos fetched at once: enough to keep the connection busy, few enough to keep memory flat. */
const PARALLEL_FETCHES = 4;

export const MANIFEST_FILE = 'manifest.txt';

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Keeps an uploaded file name safe as a ZIP path: no folders, no odd characters. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');

/** The exterior gallery's photos in its order; a URL the gallery would not show is left out, as there. */
export function exteriorPackagePhotos(records: readonly ImageRecord[]): PackagePhoto[] {
  return records
    .filter((record) => isSafeImageUrl(record.publicUrl))
    .map((record, index) => ({
      url: record.publicUrl,
      path: `exterior/${twoDigits(index + 1)}-${safeFileName(record.filename)}`,
      caption: record.caption?.trim() || record.altText,
    }));
}

/**
 * Every walkthrough room photo, full size (what the viewer's download button serves), in tour order:
 * each room's photo list in the page's snapshot, built-in and uploaded.
 */
export function roomPackagePhotos(tour: TourSnapshot = BUILT_IN_TOUR): PackagePhoto[] {
  return ROOMS.flatMap((room, roomIndex) => {
    const folder = `interior/${twoDigits(roomIndex + 1)}-${room.id}`;
    const list = roomPhotoList(room.id, tour).filter((photo) => isBuiltInPhoto(photo) || isSafeImageUrl(photo.publicUrl));
    return list.map((photo, index) => {
      const position = `${room.title}, ${ROOMS_SECTION.photoPosition(index + 1, list.length)}`;
      if (!isBuiltInPhoto(photo)) {
        return {
          url: photo.publicUrl,
          path: `${folder}/${twoDigits(index + 1)}-${safeFileName(photo.publicUrl.split('/').pop() ?? '')}`,
          caption: `${position}: ${photo.caption ?? photo.alt}`,
        };
      }
      const asset = roomPhotoAsset(room.id, photo.builtIn);
      return { url: downloadPath(asset), path: `${folder}/${asset.name}.jpg`, caption: photo.caption ? `${position}: ${photo.caption}` : position };
    });
  });
}

/** The text file of captions that opens the package. */
export function photoManifest(exterior: readonly PackagePhoto[], interior: readonly PackagePhoto[], host: string): string {
  const list = (photos: readonly PackagePhoto[]) => photos.map((photo) => `${photo.path}\n    ${photo.caption}`);
  return [
    `Photo Package: ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer, unit ${TRAILER.unitNumber}`,
    `Generated from ${host}`,
    `${exterior.length + interior.length} photos: ${exterior.length} exterior, ${interior.length} interior`,
    '',
    'Exterior (the exterior tour gallery)',
    ...list(exterior),
    '',
    'Interior (the digital walkthrough, room by room)',
    ...list(interior),
    '',
  ].join('\r\n');
}

async function fetchPhoto(photo: PackagePhoto): Promise<Uint8Array> {
  const response = await fetch(photo.url);
  if (!response.ok) throw new Error(`Photo ${photo.url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The photo package as a ZIP made in the browser: the exterior gallery's photos and every room
 * photo at full size, plus the manifest. Photos are stored as they are (JPEG does not compress
 * further); fflate streams the archive without workers, which the site's CSP does not allow.
 */
export async function photoPackageZip(onProgress: PhotoProgress = () => {}, tour: TourSnapshot = BUILT_IN_TOUR): Promise<Blob> {
  // Unlike the gallery page, a failure to read the list is thrown: a package without its exterior photos would not be the package.
  const exterior = exteriorPackagePhotos(await getImageList(IMAGE_LISTS.exterior));
  const interior = roomPackagePhotos(tour);
  const photos = [...exterior, ...interior];

  // ZipPassThrough and ZipDeflate work synchronously: each push hands its output to this callback at once.
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const add = (entry: ZipPassThrough | ZipDeflate, data: Uint8Array) => {
    zip.add(entry);
    entry.push(data, true);
  };

  add(new ZipDeflate(MANIFEST_FILE), strToU8(photoManifest(exterior, interior, SITE_SETTINGS.siteHost)));
  onProgress(0, photos.length);
  for (let start = 0; start < photos.length; start += PARALLEL_FETCHES) {
    const batch = photos.slice(start, start + PARALLEL_FETCHES);
    const fetched = await Promise.all(batch.map(async (photo) => ({ photo, data: await fetchPhoto(photo) })));
    for (const { photo, data } of fetched) add(new ZipPassThrough(photo.path), data);
    onProgress(start + batch.length, photos.length);
  }
  zip.end();
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}
