import { localizedPath } from '../../../../shared/site-routes';
import type { LinkCopy } from '../types';

/** The calls to action the French pages share, each written once (content/calls-to-action.ts in English). */
export const FRENCH_CALLS_TO_ACTION = {
  scheduleInspection: { label: 'Planifier une inspection', to: localizedPath('contact', 'fr') },
  viewSpecifications: { label: 'Voir la fiche technique', to: localizedPath('specifications', 'fr') },
  readConditionReport: { label: 'Lire le rapport d’état', to: localizedPath('condition', 'fr') },
} as const satisfies Record<string, LinkCopy>;
