import { BUILT_IN_ROOM_PHOTO_COUNTS, TOUR_MEDIA_MESSAGES, isBuiltInPhoto, type TourPlacements } from '../shared/tour-media';
import { roomPhotosSchema, tourRoomIdSchema } from '../shared/tour-media-schema';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, parseJsonBody, parsePathParameter } from './common/http';
import { applyTourMediaChange } from './common/tour-media-change';
import { PLACEMENT_KEYS, tourMediaRepository } from './common/tour-media-repository';
import { auditedTourChange } from './common/tour-media-audit';

/**
 * PUT /api/tour-media/rooms/{roomId} (admin): the room's photo list in order, built-in and uploaded,
 * with captions, made on `version` (409 when the room changed since); an empty list shows the built-in ones.
 */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const roomId = parsePathParameter(event, 'roomId', tourRoomIdSchema);
  const { photos, version } = parseJsonBody(event, roomPhotosSchema, { maxBytes: 32 * 1024 });
  const count = BUILT_IN_ROOM_PHOTO_COUNTS[roomId];
  const pastTheEnd = photos.findIndex((photo) => isBuiltInPhoto(photo) && photo.builtIn > count);
  if (pastTheEnd >= 0) throw new HttpError(400, TOUR_MEDIA_MESSAGES.noSuchBuiltIn(pastTheEnd, roomId, count));
  const imageIds = photos.flatMap((photo) => (isBuiltInPhoto(photo) ? [] : photo.imageId));
  const photosOf = (placements: TourPlacements) => ({ photos: placements.rooms[roomId]?.photos ?? [] });
  return auditedTourChange(admin, 'tour.room-photos', roomId, photosOf, () =>
    applyTourMediaChange(admin, {
      placements: [PLACEMENT_KEYS.room(roomId)],
      imageIds,
      details: { roomId, photos: photos.map((photo) => (isBuiltInPhoto(photo) ? `built-in ${photo.builtIn}` : photo.imageId)), version },
      write: async (stamp) => {
        if (!(await tourMediaRepository.setRoomPhotos(roomId, photos, version, stamp))) throw new HttpError(409, TOUR_MEDIA_MESSAGES.roomChanged);
      },
    }),
  );
});
