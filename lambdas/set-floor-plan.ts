import { floorPlanSchema } from '../shared/tour-media-schema';
import { requireAdmin } from './common/auth';
import { httpHandler, parseJsonBody } from './common/http';
import { applyTourMediaChange } from './common/tour-media-change';
import { PLACEMENT_KEYS, tourMediaRepository } from './common/tour-media-repository';
import type { TourPlacements } from '../shared/tour-media';
import { auditedTourChange } from './common/tour-media-audit';

/** PUT /api/tour-media/floor-plan (admin): the image shown as the floor plan; null shows the built-in plan. */
export const handler = httpHandler(async (event) => {
  const admin = requireAdmin(event);
  const { imageId } = parseJsonBody(event, floorPlanSchema, { maxBytes: 1024 });
  const floorPlanOf = (placements: TourPlacements) => ({ imageId: placements.floorPlan?.imageId ?? null });
  return auditedTourChange(admin, 'tour.floor-plan', PLACEMENT_KEYS.floorPlan, floorPlanOf, () => applyTourMediaChange(admin, {
    placements: [PLACEMENT_KEYS.floorPlan],
    imageIds: imageId ? [imageId] : [],
    details: { imageId },
    write: (stamp) => tourMediaRepository.setFloorPlan(imageId, stamp),
  }));
});
