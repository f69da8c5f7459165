import { formatFrenchAmount } from '../../../../shared/french-format';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import type { RegionalPageCopy } from '../regions';
import { examRoomsText } from './trailer-facts';
import { FRENCH_REGIONAL_HERO, FRENCH_TRAILER_NAME, frenchKmTo } from './regions';

/** /fr/saskatchewan in Canadian French: the same facts as SASKATCHEWAN_PAGE. */
export const FRENCH_SASKATCHEWAN_PAGE: RegionalPageCopy = {
  ...FRENCH_REGIONAL_HERO,
  path: FRENCH_PATHS.saskatchewan,
  meta: ({ priceUsd, facts }) => ({
    title: `Remorque médicale mobile à vendre en Saskatchewan – ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi | ${formatFrenchAmount(priceUsd, 'USD')}`,
    description: `Une ${FRENCH_TRAILER_NAME} livrée d’Edmonton à Saskatoon, Regina, Prince Albert, Moose Jaw, Swift Current et Yorkton\u00a0: ${examRoomsText(facts.unit.examRooms)}, génératrice, système CVC, élévateur pour fauteuil roulant.`,
    keywords: ['remorque médicale mobile Saskatchewan', 'clinique mobile Saskatoon', 'remorque médicale Regina', 'santé en région Saskatchewan', 'clinique mobile santé autochtone'],
  }),
  loadSections: () => import('./regional-sections').then((sections) => sections.FRENCH_SASKATCHEWAN_SECTIONS),
  loadServicePackage: () => import('./regional-sections').then((sections) => sections.FRENCH_SASKATCHEWAN_SERVICE_PACKAGE),
  badge: 'À VENDRE EN SASKATCHEWAN',
  title: 'Remorque médicale mobile à vendre en Saskatchewan',
  lead: () => `Une clinique mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}), livrée de porte à porte depuis Edmonton jusqu’à votre communauté de la Saskatchewan.`,
  heroFacts: (unit) => [
    { label: 'Saskatoon', value: frenchKmTo('saskatoon') },
    { label: 'Regina', value: frenchKmTo('regina') },
    { label: 'Salles d’examen', value: String(unit.examRooms) },
    { label: 'Livraison', value: 'Porte à porte' },
  ],
};
