import { floorPlanSchema } from '../shared/tour-media-schema';
import { requireAdmin } from './common/auth';
import { httpHandler, parseJsonBody } from './common/http';
import { applyTourMediaChange } from './common/tour-media-change';
import { PLACEMENT_KEYS, tourMediaRepository } from './common/tour-media-repository';

/** PUT /api/tour-media/floor-plan (admin): the image shown as the floor plan; null shows the built-in plan. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { imageId } = parseJsonBody(event, floorPlanSchema, { maxBytes: 1024 });
  return applyTourMediaChange(admin, {
    placements: [PLACEMENT_KEYS.floorPlan],
    imageIds: imageId ? [imageId] : [],
    details: { imageId },
    write: (stamp) => tourMediaRepository.setFloorPlan(imageId, stamp),
  });
});
