import { formatFrenchDay } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { DocumentLanguage } from '../documents-print';

/** The French documents' subtitle: the builder and the unit, as DOCUMENT_SUBTITLE says them in English. */
export const FRENCH_BUILDER = 'Carrossier américain, New York';
export const FRENCH_DOCUMENT_SUBTITLE = `${FRENCH_BUILDER} – Unité nº\u00a0${TRAILER.unitNumber} – modèle ${TRAILER.year}`;

/** 'Produit à partir de {host}', at the foot of every page of a French document. */
export const frenchDocumentFooter = (host: string) => `Produit à partir de ${host}`;

/** 'Inspection de véhicule commercial de l’Alberta valide jusqu’en 2026'. */
export const frenchInspectionThrough = (year: string) => `Inspection de véhicule commercial de l’Alberta valide jusqu’en ${year}`;

/** Beside a text the seller wrote only in English, as the French pages mark it (SellerText). */
export const IN_ENGLISH = 'en anglais';

/** A text the seller wrote only in English, marked as such: 'Starts hard when cold. (en anglais)'. */
export const markedEnglish = (english: string) => `${english} (${IN_ENGLISH})`;

export const FRENCH_DOCUMENT_LANGUAGE: DocumentLanguage = {
  locale: 'fr',
  subtitle: FRENCH_DOCUMENT_SUBTITLE,
  footer: frenchDocumentFooter,
  day: formatFrenchDay,
  contact: { seller: 'Vendeur', phone: 'Téléphone', email: 'Courriel', contactForm: 'Formulaire de contact' },
  sellerText: ({ english, french }) => french || (english && markedEnglish(english)),
};
