import { formatFrenchDay } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { GalleryCopy } from '../gallery';
import type { MetaCopy } from '../types';

const { year, lengthFeet, unitNumber } = TRAILER;

/** The exterior gallery in Canadian French (docs/glossary-fr.md). */
export const FRENCH_GALLERY_META: MetaCopy = {
  title: `Visite extérieure – Photos de la remorque médicale mobile de ${lengthFeet}\u00a0pi (${year})`,
  description: `Photos de l’extérieur de la remorque médicale mobile de ${lengthFeet}\u00a0pieds (${year}, unité ${unitNumber}) à vendre à Edmonton (Alberta)\u00a0: côtés rue et trottoir, portes d’entrée, élévateur pour fauteuil roulant, compartiment de la génératrice et essieux.`,
  keywords: ['photos remorque médicale mobile', 'extérieur remorque médicale', 'galerie clinique mobile', `unité ${unitNumber}`, 'Edmonton'],
};

export const FRENCH_GALLERY_COPY: GalleryCopy = {
  eyebrow: 'Visite extérieure',
  title: 'Photos de l’extérieur',
  intro: `Chaque côté de l’unité ${unitNumber}, dans l’ordre des prises de vue. Choisissez une photo pour l’afficher en grand, parcourir la série et la télécharger.`,
  imageCount: (count) => `${count}\u00a0${count >= 2 ? 'photos' : 'photo'}`,
  loading: 'Chargement de la galerie',
  empty: 'Aucune photo de l’extérieur pour le moment',
  errorTitle: 'La galerie n’a pu être chargée',
  errorText: 'Le chargement des photos a échoué. Veuillez réessayer.',
  retry: 'Réessayer',
  errorToast: 'Le chargement des photos a échoué',
  featured: 'En vedette',
  numberBadge: (position) => `nº\u00a0${position}`,
  openLabel: (position, alt) => `Afficher la photo ${position} en grand\u00a0: ${alt}`,
  unavailable: 'Cette photo ne peut être affichée',
  fallbackAlt: (position) => `Photo ${position} de l’extérieur de la remorque médicale mobile, unité ${unitNumber}`,
  photoDate: (day) => (day ? formatFrenchDay(day) : 'Date inconnue'),
  categoryLabels: { exterior: 'extérieur', interior: 'intérieur', details: 'détails', systems: 'systèmes' },
};
