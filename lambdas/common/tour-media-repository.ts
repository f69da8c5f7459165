import { TOUR_MEDIA_TABLE } from '../../shared/backend/tables';
import type { ImageRecord } from '../../shared/images';
import {
  NO_PLACEMENTS,
  TOUR_ROOM_IDS,
  TOUR_VIDEO_IDS,
  buildTourSnapshot,
  type ChangeStamp,
  type PlacedBuiltInPhoto,
  type PlacedPhoto,
  type PlacedUploadedPhoto,
  type TourMediaView,
  type TourPlacements,
  type TourRoomId,
  type TourSnapshot,
  type TourVideoId,
} from '../../shared/tour-media';
import { AUDIT_UNKNOWN_ADMIN, adminDisplayName } from '../../shared/audit';
import { conditionally, isConditionFailure, storedAsWritten } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { imagesRepository } from './images-repository';

const env = environment({ [TOUR_MEDIA_TABLE.envVar]: requiredName });
const tableName = () => env()[TOUR_MEDIA_TABLE.envVar];

/** Each placement's item key; the log names placements by it. */
export const PLACEMENT_KEYS = {
  room: (id: TourRoomId) => `room:${id}`,
  floorPlan: 'floor-plan',
  video: (id: TourVideoId) => `video:${id}`,
} as const;

/** Placements stamped before the admin was named by e-mail hold the admin's user-pool ids instead. */
interface StoredStamp {
  updatedAt: string;
  updatedBy: string | { userId: string; username: string };
}

/** Photos saved before French captions have no captionFr: they read as null (no French version). */
type StoredPhoto = (Omit<PlacedUploadedPhoto, 'captionFr'> | Omit<PlacedBuiltInPhoto, 'captionFr'>) & { captionFr?: string | null };
/** Items written before room versions have none: they read as version 0 (docs/decisions/room-photo-list.md). */
type RoomItem = { placement: string; photos: StoredPhoto[]; version?: number } & StoredStamp;
type FloorPlanItem = { placement: string; imageId: string | null } & StoredStamp;
type VideoItem = { placement: string; youtubeId: string | null; posterImageId: string | null } & StoredStamp;
type PlacementItem = RoomItem | FloorPlanItem | VideoItem;

/** How many times removing an image from a placement re-reads it after a concurrent change. */
const REMOVE_ATTEMPTS = 3;


/** Strips the key, leaving the placement as TourPlacements holds it: its admin named by e-mail, an id read as unknown. */
const withoutKey = <Item extends PlacementItem>({ placement: _key, updatedBy, ...rest }: Item) => ({
  ...rest,
  updatedBy: typeof updatedBy === 'string' ? adminDisplayName(updatedBy) : AUDIT_UNKNOWN_ADMIN,
});

function toPlacements(items: readonly PlacementItem[]): TourPlacements {
  const byKey = new Map(items.map((item) => [item.placement, item]));
  const placements: TourPlacements = { rooms: {}, floorPlan: null, videos: {} };
  for (const id of TOUR_ROOM_IDS) {
    const item = byKey.get(PLACEMENT_KEYS.room(id)) as RoomItem | undefined;
    if (item) placements.rooms[id] = { ...withoutKey(item), photos: item.photos.map((photo) => ({ ...photo, captionFr: photo.captionFr ?? null }) as PlacedPhoto), version: item.version ?? 0 };
  }
  const floorPlan = byKey.get(PLACEMENT_KEYS.floorPlan) as FloorPlanItem | undefined;
  if (floorPlan) placements.floorPlan = withoutKey(floorPlan);
  for (const id of TOUR_VIDEO_IDS) {
    const item = byKey.get(PLACEMENT_KEYS.video(id)) as VideoItem | undefined;
    if (item) placements.videos[id] = withoutKey(item);
  }
  return placements;
}

async function scanItems(): Promise<PlacementItem[]> {
  const { dynamo, ScanCommand } = await dynamoSdk();
  const items: PlacementItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as PlacementItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

async function put(item: PlacementItem) {
  const { dynamo, PutCommand } = await dynamoSdk();
  return dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The item without the image, or undefined when it does not name it. */
function withoutImage(item: PlacementItem, imageId: string, stamp: ChangeStamp): PlacementItem | undefined {
  if ('photos' in item) {
    const photos = item.photos.filter((photo) => 'builtIn' in photo || photo.imageId !== imageId);
    // A new version, so an editor still holding the old list gets a 409 instead of putting the image back.
    return photos.length === item.photos.length ? undefined : { ...item, ...stamp, photos, version: (item.version ?? 0) + 1 };
  }
  if ('imageId' in item) return item.imageId === imageId ? { ...item, ...stamp, imageId: null } : undefined;
  return item.posterImageId === imageId ? { ...item, ...stamp, posterImageId: null } : undefined;
}

/**
 * Takes the image out of one placement. The write holds only if nobody changed the placement since
 * it was read; otherwise it is read again, so a concurrent change is never overwritten.
 */
async function removeFromItem(first: PlacementItem, imageId: string, stamp: ChangeStamp): Promise<boolean> {
  const { dynamo, GetCommand, PutCommand } = await dynamoSdk();
  let item: PlacementItem | undefined = first;
  for (let attempt = 0; item && attempt < REMOVE_ATTEMPTS; attempt += 1) {
    const changed = withoutImage(item, imageId, stamp);
    if (!changed) return false;
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: changed,
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeValues: { ':seen': item.updatedAt },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { placement: item.placement }, ConsistentRead: true }));
      item = Item as PlacementItem | undefined;
    }
  }
  throw new Error(`The tour placement ${first.placement} kept changing while image ${imageId} was taken out of it`);
}

/** The walkthrough's placements of uploaded photos (shared/tour-media.ts). */
export const tourMediaRepository = {
  async readPlacements(): Promise<TourPlacements> {
    const items = await scanItems();
    return items.length ? toPlacements(items) : NO_PLACEMENTS;
  },

  /**
   * Replaces a room's photo list if the room is still at `expectedVersion`; false, with nothing
   * written, when it has changed since (a retry of this very write that already landed is true).
   * An empty list shows the built-in photos again.
   */
  async setRoomPhotos(roomId: TourRoomId, photos: readonly PlacedPhoto[], expectedVersion: number, stamp: ChangeStamp): Promise<boolean> {
    const { dynamo, GetCommand, PutCommand } = await dynamoSdk();
    const item: RoomItem = { placement: PLACEMENT_KEYS.room(roomId), photos: [...photos], version: expectedVersion + 1, ...stamp };
    // Version 0 is a room never saved, or saved before versions (no attribute): both have no version.
    const condition =
      expectedVersion === 0
        ? { ConditionExpression: 'attribute_not_exists(version)' }
        : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } };
    const written = await conditionally(() => dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ...condition })));
    if (written) return true;
    return storedAsWritten(item, async () => (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { placement: item.placement }, ConsistentRead: true }))).Item);
  },

  async setFloorPlan(imageId: string | null, stamp: ChangeStamp): Promise<void> {
    await put({ placement: PLACEMENT_KEYS.floorPlan, imageId, ...stamp });
  },

  /** One item per video: each write is whole and a retry repeats it harmlessly. */
  async setVideos(videos: readonly { id: TourVideoId; youtubeId: string | null; posterImageId: string | null }[], stamp: ChangeStamp): Promise<void> {
    await Promise.all(videos.map(({ id, youtubeId, posterImageId }) => put({ placement: PLACEMENT_KEYS.video(id), youtubeId, posterImageId, ...stamp })));
  },

  /** Takes a deleted image out of every placement naming it; the placements changed, by key. */
  async removeImage(imageId: string, stamp: ChangeStamp): Promise<string[]> {
    const items = await scanItems();
    const removed = await Promise.all(items.map((item) => removeFromItem(item, imageId, stamp)));
    return items.filter((_, index) => removed[index]).map((item) => item.placement);
  },
};

function imagesById(images: readonly ImageRecord[]): Map<string, ImageRecord> {
  return new Map(images.map((image) => [image.id, image]));
}

/** The placements and the tour they show with the image records stored now. */
export async function readTourMediaView(): Promise<TourMediaView> {
  const [placements, images] = await Promise.all([tourMediaRepository.readPlacements(), imagesRepository.listAll()]);
  return { placements, tour: buildTourSnapshot(placements, imagesById(images)) };
}

/** The snapshot's `tour` (shared/listing-snapshot.ts), for the page publisher. */
export async function readTourSnapshot(): Promise<TourSnapshot> {
  return (await readTourMediaView()).tour;
}
