import type { DeliveredCostCopy } from '../../../../shared/delivered-cost-copy';
import { TRAILER } from '../../../../shared/trailer';
import type { MetaCopy } from '../types';

/**
 * The delivered-cost estimator's words in Canadian French (docs/glossary-fr.md): the page, the
 * form and the table, on /fr/cout-livre and on the API's French answer page. The lines' names and
 * the notes are in ./delivered-cost-estimate.ts, which only the estimator's own chunk loads.
 */
export const FRENCH_DELIVERED_COST_COPY: DeliveredCostCopy = {
  title: 'Coût livré',
  intro:
    'Le prix, la livraison depuis Edmonton et les taxes ou les frais d’entrée de votre destination, en dollars américains et canadiens. Hormis le prix, chaque montant est une estimation\u00a0; le total est une fourchette.',
  destinationLabel: 'Livraison à',
  destinationHint: 'Tapez une ville et choisissez-la dans la liste, ou tapez un code postal canadien ou un code ZIP américain.',
  destinationPlaceholder: 'p.\u00a0ex. Québec, QC, G1R 4P5 ou 80202',
  unknownDestination: 'Destination inconnue\u00a0: choisissez une ville dans la liste, ou tapez un code postal canadien ou un code ZIP américain.',
  submit: 'Afficher l’estimation',
  missingDestination: 'Indiquez une destination\u00a0: une ville, un code postal ou un code ZIP.',
  columns: { item: 'Poste', usd: '$\u00a0US', cad: '$\u00a0CA' },
  total: 'Total estimatif, livraison comprise',
  quotedByCarrier: 'Prix fixé par le transporteur',
  estimateMark: 'estimation',
  fromEdmonton: 'depuis Edmonton',
  sourcesSummary: 'Sources et date de vérification de chaque taux',
  checkedOn: 'vérifié le',
  empty: 'Choisissez une destination pour voir le coût livré.',
  labelSeparator: '\u00a0: ',
};

/** The French page's link to the French specification sheet, for the tender file (docs/glossary-fr.md: appel d'offres). */
export const FRENCH_SPEC_SHEET_LINK = {
  lead: 'Pour votre dossier d’appel d’offres :',
  label: 'la fiche technique de la remorque (PDF)',
} as const;

export const FRENCH_DELIVERED_COST_META: MetaCopy = {
  title: `Coût livré estimatif | Remorque médicale mobile ${TRAILER.year}`,
  description: `Ce que coûte la remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) livrée chez vous au Canada ou aux États-Unis\u00a0: prix, livraison depuis Edmonton, TPS, TVH, TVQ ou TVP, ou frais d’entrée aux États-Unis, en dollars américains et canadiens, et une soumission officielle pour votre service de l’approvisionnement.`,
  keywords: ['coût de livraison remorque médicale', 'remorque médicale mobile Québec', 'TPS TVQ remorque', 'soumission remorque médicale', 'appel d’offres clinique mobile'],
};
