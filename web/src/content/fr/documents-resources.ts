import { TRAILER } from '../../../../shared/trailer';
import type { ResourceDocumentWords } from '../documents-resources';
import { FRENCH_ARTICLE_FIGURES } from './article-figures';
import { FRENCH_DOCUMENT_LANGUAGE } from './documents-print';
import { FRENCH_RESOURCE_ARTICLES } from './resource-articles';
import { FRENCH_SPECIFICATIONS_COPY } from './specifications';

/**
 * The specifications template, the compliance checklist and the maintenance schedule in Canadian
 * French (docs/glossary-fr.md): the French guides' own lists and the French specifications page's
 * rows, with the listing's figures as the French pages write them.
 */
export const FRENCH_RESOURCE_DOCUMENT_WORDS: ResourceDocumentWords = {
  language: FRENCH_DOCUMENT_LANGUAGE,
  articles: FRENCH_RESOURCE_ARTICLES,
  articleFigures: FRENCH_ARTICLE_FIGURES,
  specCategories: FRENCH_SPECIFICATIONS_COPY.categories,
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
