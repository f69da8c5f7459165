import { formatFrenchDay } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { DocumentLanguage, PrintedRow, PrintedSection } from '../documents-print';

/** The French documents' subtitle: the builder and the unit, as DOCUMENT_SUBTITLE says them in English. */
export const FRENCH_BUILDER = 'Carrossier américain, New York';
export const FRENCH_DOCUMENT_SUBTITLE = `${FRENCH_BUILDER} – Unité nº\u00a0${TRAILER.unitNumber} – modèle ${TRAILER.year}`;

/** 'Produit à partir de {host}', at the foot of every page of a French document. */
export const frenchDocumentFooter = (host: string) => `Produit à partir de ${host}`;

/** Where the unit is, and its size, as the French documents write them. */
export const FRENCH_UNIT_LOCATION = 'Edmonton (Alberta), Canada';
export const FRENCH_DIMENSIONS = `${TRAILER.lengthFeet}\u00a0pi de longueur, ${TRAILER.height} de hauteur, ${TRAILER.width} de largeur`;

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

/** What is known about the unit itself, as the French documents about it open (unitRows in English). */
export const frenchUnitRows = (inspectionValidThrough: string): readonly PrintedRow[] => [
  { label: 'Numéro d’unité', value: TRAILER.unitNumber },
  { label: 'Année', value: String(TRAILER.year) },
  { label: 'Carrossier', value: FRENCH_BUILDER },
  { label: 'Usage d’origine', value: 'Clinique de mammographie (appareil retiré)' },
  { label: 'Dimensions', value: FRENCH_DIMENSIONS },
  { label: 'Emplacement', value: FRENCH_UNIT_LOCATION },
  { label: 'Inspection', value: frenchInspectionThrough(inspectionValidThrough) },
];

/** What the sale includes, as SALE_CONTENTS says it in English. */
export const FRENCH_SALE_CONTENTS: PrintedSection = {
  heading: 'Ce que comprend la vente',
  blocks: [
    {
      kind: 'rows',
      rows: [
        { label: 'Compris', value: 'La remorque et ses systèmes installés\u00a0: génératrice diesel, système CVC, élévateur pour fauteuil roulant et nivellement automatique aux quatre coins' },
        { label: 'Génératrices', value: 'Une (une deuxième génératrice est en option)' },
        { label: 'Non compris', value: 'Le mammographe a été retiré et N’EST PAS compris. Une seule génératrice est comprise\u00a0; une deuxième est en option.' },
      ],
    },
  ],
};
