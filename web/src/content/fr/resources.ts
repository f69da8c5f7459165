import { SITE_SETTINGS } from '../../lib/site-settings';
import type { ResourceDownloadsCopy, ResourcesCopy } from '../resources';
import { frenchLink } from './links';
import { frenchDownloadLabel } from './download-label';

/** /fr/ressources and the frame of its guides in Canadian French (docs/glossary-fr.md); the guides' text is in ./resource-articles.ts. */
export const FRENCH_RESOURCES_COPY: ResourcesCopy = {
  meta: {
    title: 'Ressources pour les acheteurs\u00a0: guides sur la remorque médicale mobile | Achat, conformité, entretien, rendement',
    description:
      'Des guides pour l’achat d’une remorque médicale mobile d’occasion\u00a0: un guide d’achat, une liste de vérification de la conformité au Canada et aux États-Unis, l’entretien de la génératrice, du système CVC et de l’élévateur, et le calcul du rendement du capital investi.',
    keywords: ['guide d’achat remorque médicale mobile', 'conformité clinique mobile', 'entretien remorque médicale', 'rendement clinique mobile', 'unité médicale mobile d’occasion'],
  },
  hero: {
    badge: 'Ressources pour les acheteurs',
    title: 'Guides pour l’achat d’une remorque médicale mobile',
    lead: 'Des conseils clairs pour les cliniques, les établissements de santé et les services d’urgence qui envisagent une unité médicale mobile d’occasion\u00a0: quoi vérifier, quoi demander et comment justifier la dépense.',
  },
  guides: {
    title: 'Guides',
    intro: 'Quatre articles à lire avant d’acheter, chacun rédigé autour de cette unité de 53\u00a0pieds construite en 2009.',
    readLabel: 'Lire le guide',
    items: [
      {
        slug: 'buying-guide',
        category: 'Guide d’achat',
        title: 'Acheter une remorque médicale mobile d’occasion',
        summary: 'Ce qu’il faut vérifier côté route et côté clinique, les questions à poser et la planification de la livraison.',
        readingMinutes: 15,
      },
      {
        slug: 'compliance-guide',
        category: 'Conformité',
        title: 'Liste de vérification de la conformité au Canada et aux États-Unis',
        summary: 'Inspection du véhicule, accessibilité, sécurité électrique et incendie, et les documents qu’un organisme de réglementation ou un assureur vous demandera.',
        readingMinutes: 12,
      },
      {
        slug: 'maintenance-guide',
        category: 'Entretien',
        title: 'L’entretien d’une remorque médicale mobile',
        summary: 'Génératrice, système CVC, élévateur pour fauteuil roulant, nivellement, suspension pneumatique et aménagement clinique\u00a0: une routine qui garde l’unité en service.',
        readingMinutes: 10,
      },
      {
        slug: 'roi-guide',
        category: 'Rendement',
        title: 'Calculer le rendement d’une unité médicale mobile',
        summary: 'Une méthode pas à pas pour comparer l’achat aux autres options, avec les données de votre propre programme.',
        readingMinutes: 8,
      },
    ],
  },
  consultation: {
    title: 'Parlez-en avec le vendeur',
    intro: `Des questions sur l’usage prévu, la livraison ou les documents\u00a0? ${SITE_SETTINGS.sellerName} répond en moins de 24\u00a0heures et prend les appels du lundi au vendredi, de 8\u00a0h à 20\u00a0h (heure des Rocheuses).`,
    cta: frenchLink('contact', 'Planifier une consultation'),
  },
  readingTimeLabel: (minutes) => `Lecture de ${minutes}\u00a0min`,
  article: {
    titleSuffix: 'Guides sur la remorque médicale mobile',
    keywords: ['remorque médicale mobile', 'clinique mobile', 'guide remorque médicale d’occasion'],
    backLabel: 'Tous les guides et documents',
  },
};

/** The downloads in French words; the French files where they exist, else the English ones, whose buttons say so. */
export const FRENCH_RESOURCE_DOWNLOADS: ResourceDownloadsCopy = {
  title: 'Documents à télécharger',
  intro: 'Des documents de travail pour votre évaluation et votre conseil d’administration, prêts à imprimer ou à remplir.',
  items: [
    {
      id: 'specifications-template',
      title: 'Modèle de fiche technique',
      description: 'Un modèle pour consigner et comparer les caractéristiques d’unités médicales mobiles, rempli pour cette unité.',
    },
    {
      id: 'compliance-checklist',
      title: 'Liste de vérification de la conformité',
      description: 'Les vérifications de notre guide de conformité, en liste imprimable à cocher.',
    },
    {
      id: 'roi-spreadsheet',
      title: 'Chiffrier du rendement',
      description: 'La méthode de notre guide du rendement en classeur Excel, pour vos propres données.',
    },
    {
      id: 'maintenance-schedule',
      title: 'Calendrier d’entretien',
      description: 'Un calendrier imprimable des vérifications de la génératrice, du système CVC, de l’élévateur, du nivellement et de l’aménagement intérieur.',
    },
  ],
  buttonLabel: frenchDownloadLabel,
};
