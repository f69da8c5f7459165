import { roomPhotosSchema, tourRoomIdSchema } from '../shared/tour-media-schema';
import { requireAdmin } from './common/auth';
import { httpHandler, parseJsonBody, parsePathParameter } from './common/http';
import { applyTourMediaChange } from './common/tour-media-change';
import { PLACEMENT_KEYS, tourMediaRepository } from './common/tour-media-repository';
import type { TourPlacements } from '../shared/tour-media';
import { auditedTourChange } from './common/tour-media-audit';

/** PUT /api/tour-media/rooms/{roomId} (admin): the room's photos in order, with captions; none shows the built-in ones. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const roomId = parsePathParameter(event, 'roomId', tourRoomIdSchema);
  const { photos } = parseJsonBody(event, roomPhotosSchema, { maxBytes: 32 * 1024 });
  const photosOf = (placements: TourPlacements) => ({ photos: placements.rooms[roomId]?.photos ?? [] });
  return auditedTourChange(admin, 'tour.room-photos', roomId, photosOf, () => applyTourMediaChange(admin, {
    placements: [PLACEMENT_KEYS.room(roomId)],
    imageIds: photos.map((photo) => photo.imageId),
    details: { roomId, imageIds: photos.map((photo) => photo.imageId) },
    write: (stamp) => tourMediaRepository.setRoomPhotos(roomId, photos, stamp),
  }));
});
