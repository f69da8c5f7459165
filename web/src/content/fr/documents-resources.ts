import { formatFrenchDay } from '../../../../shared/french-format';
import { TRAILER } from '../../../../shared/trailer';
import type { ResourceDocumentWords, RoiModel } from '../documents-resources';
import { FRENCH_ARTICLE_FIGURES } from './article-figures';
import { FRENCH_DOCUMENT_LANGUAGE } from './documents-print';
import { FRENCH_RESOURCE_ARTICLES } from './resource-articles';
import { frenchSpecCategories } from './spec-categories';

/**
 * The specifications template, the compliance checklist and the maintenance schedule in Canadian
 * French (docs/glossary-fr.md): the French guides' own lists and the French specifications page's
 * rows, with the listing's figures as the French pages write them.
 */
export const FRENCH_RESOURCE_DOCUMENT_WORDS: ResourceDocumentWords = {
  language: FRENCH_DOCUMENT_LANGUAGE,
  articles: FRENCH_RESOURCE_ARTICLES,
  articleFigures: FRENCH_ARTICLE_FIGURES,
  specCategories: frenchSpecCategories,
  template: {
    title: 'Modèle de fiche technique',
    howToHeading: 'Comment utiliser ce modèle',
    howTo: `La colonne du milieu donne les caractéristiques de l’unité ${TRAILER.unitNumber}, telles que les présente sa fiche technique en ligne. Inscrivez dans la colonne de droite les données de l’unité que vous lui comparez, et demandez à son vendeur celles qui manquent.`,
    headings: ['Élément', `Unité ${TRAILER.unitNumber}`, 'Unité comparée'],
  },
  checklist: {
    title: 'Liste de vérification de la conformité',
    beforeHeading: 'Avant de commencer',
    before:
      'Cochez chaque élément à mesure que vous le confirmez pour la province ou l’État où l’unité sera exploitée. Cette liste n’est pas un avis juridique\u00a0: confirmez chaque exigence auprès de l’organisme qui immatricule les véhicules, de l’autorité de santé et de votre assureur.',
    groups: ['Véhicule et sécurité routière', 'Accessibilité', 'Électricité et sécurité incendie', 'Le dossier de documents'],
    writeIn: 'Confirmé par',
  },
  schedule: {
    title: 'Calendrier d’entretien',
    howToHeading: 'Comment utiliser ce calendrier',
    howTo:
      'Attribuez chaque vérification à un responsable, gardez cette feuille dans l’unité et une copie au bureau. Les manuels des fabricants fixent les intervalles et les méthodes de chaque système et ont préséance sur ce calendrier.',
    routineHeading: 'Établir la routine',
    recordsHeading: 'Des registres qui ajoutent de la valeur',
    writeIn: 'Date et initiales',
  },
};

const USD = '$\u00a0US';

/** The ROI workbook in Canadian French: the same cells and formulas, the French guide's words (« rendement », « période de récupération »). */
export const FRENCH_ROI_MODEL: RoiModel = {
  fileTitle: `Modèle de rendement, remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pi (${TRAILER.year}), unité ${TRAILER.unitNumber}`,
  sheetName: 'Modèle de rendement',
  instructions:
    'Inscrivez vos propres données dans les cellules ombrées de la colonne B\u00a0; les résultats se recalculent. Seuls le prix et le taux de change sont remplis\u00a0: toutes les autres données sont les vôtres.',
  columns: ['Élément', 'Valeur', 'Notes'],
  inputsHeading: 'Données',
  resultsHeading: 'Résultats',
  inputs: {
    purchasePrice: { label: `Prix d’achat (${USD})`, note: `Prix demandé pour l’unité ${TRAILER.unitNumber}` },
    cadRate: { label: 'Taux de change, $\u00a0CA pour 1\u00a0$\u00a0US', note: ({ facts }) => `Taux du vendeur en vigueur le ${formatFrenchDay(facts.cadRate.setOn)}\u00a0; remplacez-le par le taux du jour` },
    oneTimeCosts: { label: `Livraison, équipement et mise en service (${USD})`, note: 'Soumission de livraison, équipement ajouté, préparation du site, immatriculation' },
    visitsPerDay: { label: 'Visites de patients par jour', note: 'Votre moyenne prévue par jour de clinique' },
    revenuePerVisit: { label: `Revenu par visite (${USD})`, note: 'Facturation ou financement du programme par patient vu' },
    operatingDays: { label: 'Jours d’exploitation par année', note: 'Les jours de clinique prévus dans une année' },
    dailyCosts: { label: `Coût de fonctionnement par jour d’exploitation (${USD})`, note: 'Personnel, carburant et génératrice, fournitures, déplacements' },
    yearlyFixedCosts: { label: `Coûts fixes annuels (${USD})`, note: 'Assurance, immatriculation, inspection, entretien, stationnement' },
  },
  results: {
    oneTimeCost: { label: `Coût initial (${USD})`, note: 'Prix d’achat plus livraison, équipement et mise en service' },
    oneTimeCostCad: { label: 'Coût initial ($\u00a0CA)', note: 'Au taux ci-dessus' },
    annualRevenue: { label: `Revenu annuel (${USD})`, note: 'Visites par jour × revenu par visite × jours d’exploitation' },
    annualCost: { label: `Coût annuel (${USD})`, note: 'Coût de fonctionnement par jour × jours d’exploitation, plus coûts fixes annuels' },
    annualNet: { label: `Revenu net annuel (${USD})`, note: 'Revenu annuel moins coût annuel' },
    paybackMonths: { label: 'Période de récupération (mois)', note: 'Coût initial divisé par le revenu net annuel, en mois' },
  },
  noPayback: 'Aucune récupération à ces chiffres',
};

