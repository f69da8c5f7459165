import type { ListingStatus } from './listing-state';

/** The listing's statuses in French (docs/glossary-fr.md): the French pages' banner and the French watchers' alerts. */
export const FRENCH_STATUS_LABELS: Record<ListingStatus, string> = { available: 'Disponible', 'under-offer': 'Offre en cours', sold: 'Vendue' };
