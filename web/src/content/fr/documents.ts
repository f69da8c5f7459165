import { localizedPath } from '../../../../shared/site-routes';
import { DOCUMENT_TEMPLATES, contactHrefWithDocuments, type DocumentationCopy } from '../documents';
import { frenchDownloadLabel } from './download-label';

/** /fr/specifications' 'Downloadable Documentation' section in Canadian French (docs/glossary-fr.md). */
export const FRENCH_DOCUMENTATION_COPY: DocumentationCopy = {
  section: {
    title: 'Documentation à télécharger',
    intro: 'La documentation de cette remorque médicale mobile, préparée à partir des renseignements de l’annonce, avec le détail technique de chaque système.',
  },
  categoryLabels: { technical: 'Technique', service: 'Entretien', warranty: 'Garantie', photos: 'Photos' },
  templates: {
    'technical-specs': { title: 'Fiche technique (PDF)', description: 'Les caractéristiques techniques complètes et le détail des systèmes.' },
    'service-records': { title: 'Registres d’entretien', description: 'L’historique et les documents d’entretien.' },
    'warranty-info': { title: 'Renseignements sur la garantie', description: 'Les garanties offertes et le détail de leur couverture.' },
    'photo-package': { title: 'Dossier de photos', description: 'Les photos en haute résolution (fichier ZIP).' },
  },
  additional: {
    title: 'Besoin d’autres documents\u00a0?',
    text: 'Le vendeur peut fournir sur demande un dossier de documents sur mesure, d’autres photos ou des précisions techniques.',
    cta: { label: 'Demander des documents', to: contactHrefWithDocuments(DOCUMENT_TEMPLATES.map((template) => template.requestName), localizedPath('contact', 'fr')) },
  },
  buttonLabel: frenchDownloadLabel,
};
