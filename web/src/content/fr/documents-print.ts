import { TRAILER } from '../../../../shared/trailer';

/** The French documents' subtitle: the builder and the unit, as DOCUMENT_SUBTITLE says them in English. */
export const FRENCH_BUILDER = 'Carrossier américain, New York';
export const FRENCH_DOCUMENT_SUBTITLE = `${FRENCH_BUILDER} – Unité nº\u00a0${TRAILER.unitNumber} – modèle ${TRAILER.year}`;

/** 'Produit à partir de {host}', at the foot of every page of a French document. */
export const frenchDocumentFooter = (host: string) => `Produit à partir de ${host}`;

/** 'Inspection de véhicule commercial de l’Alberta valide jusqu’en 2026'. */
export const frenchInspectionThrough = (year: string) => `Inspection de véhicule commercial de l’Alberta valide jusqu’en ${year}`;
