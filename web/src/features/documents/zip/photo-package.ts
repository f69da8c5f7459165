import { strToU8, zipSync, type Zippable } from 'fflate';
import { isSafeImageUrl } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import type { ListingFigures } from '../../../../../shared/listing-figures';
import { LISTING_STATUS_LABELS, formatUsd } from '../../../../../shared/listing-state';
import { BUILT_IN_TOUR, isBuiltInPhoto, roomPhotoList, type TourSnapshot } from '../../../../../shared/tour-media';
import { TRAILER } from '../../../../../shared/trailer';
import { ROOMS } from '../../../content/rooms';
import { ROOMS_SECTION } from '../../../content/walkthrough';
import { downloadPath, roomPhotoAsset } from '../../../content/walkthrough-media';

/**
 * The photo package (docs/product.md#document-templates): a ZIP of the exterior gallery's photos and
 * every walkthrough room photo at full size (the served originals, metadata already removed), with a
 * manifest of captions. Made in Node only, as a file under /documents/: by the build with the built-in
 * tour, by the page publisher with the tables' photos after every change, so its button is a link.
 */

/** One photo of the package: its site URL, where it goes in the ZIP, the room it shows and its caption. */
export interface PackagePhoto {
  url: string;
  path: string;
  room: string;
  caption: string;
}

/** A photo's bytes by its site URL (/media/images/..., /rooms/...); undefined when there is no such file. */
export type PhotoReader = (url: string) => Promise<Uint8Array | undefined>;

export const MANIFEST_FILE = 'manifest.txt';

/** A ZIP entry's date cannot be before 1980 (its MS-DOS format); an earlier edition date (SOURCE_DATE_EPOCH=0) is dated then. */
const ZIP_FIRST_DATE = Date.UTC(1980, 0, 2);

/** Photos read at once. */
const PARALLEL_READS = 6;

/** The room name the manifest gives the exterior gallery's photos. */
const EXTERIOR_ROOM = 'Exterior';

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Keeps an uploaded file name safe as a ZIP path: no folders, no odd characters. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');
const byUploadDate = (a: ImageRecord, b: ImageRecord) => a.uploadDate.localeCompare(b.uploadDate) || a.filename.localeCompare(b.filename);

/** The exterior gallery's photos, oldest first as it shows them; a URL the gallery would not show is left out, as there. */
export function exteriorPackagePhotos(records: readonly ImageRecord[]): PackagePhoto[] {
  return [...records]
    .sort(byUploadDate)
    .filter((record) => isSafeImageUrl(record.publicUrl))
    .map((record, index) => ({
      url: record.publicUrl,
      path: `exterior/${twoDigits(index + 1)}-${safeFileName(record.filename)}`,
      room: EXTERIOR_ROOM,
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
      const position = ROOMS_SECTION.photoPosition(index + 1, list.length);
      if (!isBuiltInPhoto(photo)) {
        return {
          url: photo.publicUrl,
          path: `${folder}/${twoDigits(index + 1)}-${safeFileName(photo.publicUrl.split('/').pop() ?? '')}`,
          room: room.title,
          caption: `${position}: ${photo.caption ?? photo.alt}`,
        };
      }
      const asset = roomPhotoAsset(room.id, photo.builtIn);
      return { url: downloadPath(asset), path: `${folder}/${asset.name}.jpg`, room: room.title, caption: photo.caption ? `${position}: ${photo.caption}` : position };
    });
  });
}

/** The text file of captions that opens the package: the unit, its price and status, then one entry per photo. */
export function photoManifest(photos: readonly PackagePhoto[], figures: ListingFigures, host: string): string {
  const exterior = photos.filter((photo) => photo.room === EXTERIOR_ROOM).length;
  return [
    `Photo Package: ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer, unit ${TRAILER.unitNumber}`,
    `${formatUsd(figures.priceUsd)}, ${LISTING_STATUS_LABELS[figures.status]}`,
    `Generated from ${host}`,
    `${photos.length} photos: ${exterior} exterior, ${photos.length - exterior} interior`,
    '',
    ...photos.flatMap((photo) => [`${photo.room}: ${photo.caption}`, `    ${photo.path}`]),
    '',
  ].join('\r\n');
}

export interface PhotoPackageContent {
  /** The exterior gallery's records; null where they were not read (the build): the package then has none. */
  gallery: readonly ImageRecord[] | null;
  tour: TourSnapshot;
  figures: ListingFigures;
}

/**
 * The package's bytes. Photos are stored as they are (JPEG does not compress further), the manifest
 * deflated; every entry is dated `createdAt`, so the same photos and figures give the same bytes. A
 * photo whose file is missing (deleted meanwhile) is left out, and so out of the manifest too.
 */
export async function photoPackageZip({ gallery, tour, figures }: PhotoPackageContent, { host, createdAt }: { host: string; createdAt: Date }, readPhoto: PhotoReader): Promise<Uint8Array> {
  const entries: Zippable = {};
  const packed: PackagePhoto[] = [];
  const photos = [...exteriorPackagePhotos(gallery ?? []), ...roomPackagePhotos(tour)];
  // A few reads at a time, kept in order: S3's latency, not the bytes, is what a publish waits for.
  for (let start = 0; start < photos.length; start += PARALLEL_READS) {
    const batch = photos.slice(start, start + PARALLEL_READS);
    const read = await Promise.all(batch.map((photo) => readPhoto(photo.url)));
    batch.forEach((photo, index) => {
      const bytes = read[index];
      if (!bytes) return;
      entries[photo.path] = [bytes, { level: 0 }];
      packed.push(photo);
    });
  }
  return zipSync({ [MANIFEST_FILE]: strToU8(photoManifest(packed, figures, host)), ...entries }, { mtime: Math.max(createdAt.getTime(), ZIP_FIRST_DATE) });
}
