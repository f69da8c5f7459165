import type { ViewerCopy } from '../../components/image-viewer/viewer-copy';

/** The image viewer's labels in Canadian French (docs/glossary-fr.md): the counter reads '3 sur 12'. */
export const FRENCH_VIEWER_COPY: ViewerCopy = {
  counter: (position, count) => `${position} sur ${count}`,
  zoom: 'Agrandir',
  download: 'Télécharger la photo',
  close: 'Fermer la visionneuse',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  keywords: 'Mots-clés',
};
