import { useState } from 'react';
import { siteMutate } from '../../../lib/site-swr';
import { TOUR_MEDIA_ENDPOINT, type TourMediaView } from '../../../../../shared/tour-media';
import { TOUR_MEDIA_ADMIN_COPY } from '../../../content/tour-media-admin';
import { showNotice } from '../../../lib/notices';

/**
 * Sends one tour media change; the answer (the placements and the tour they make) replaces the cached
 * view, so this page shows the change at once, and the admin is told when the public pages follow.
 */
export function useTourMediaSave() {
  const [saving, setSaving] = useState(false);

  async function save(request: () => Promise<TourMediaView>): Promise<boolean> {
    setSaving(true);
    try {
      await siteMutate(TOUR_MEDIA_ENDPOINT, await request(), { revalidate: false });
      showNotice({ severity: 'success', text: TOUR_MEDIA_ADMIN_COPY.published });
      return true;
    } catch (error) {
      showNotice({ severity: 'error', title: TOUR_MEDIA_ADMIN_COPY.saveFailed, text: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
