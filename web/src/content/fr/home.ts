import { formatFrenchAmount, formatFrenchNumber } from '../../../../shared/french-format';
import type { ListingFigures } from '../../../../shared/listing-figures';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import type { HomeHeroCopy, HomeMetaCopy } from '../home';
import { examRoomsText } from './trailer-facts';

/** Home in Canadian French (docs/glossary-fr.md); the facts come from the same records as the English page. */
export const FRENCH_HOME_HERO: HomeHeroCopy = {
  statusBadges: { available: 'À VENDRE', 'under-offer': 'OFFRE EN COURS', sold: 'VENDUE' },
  locationBadge: 'Edmonton (Alberta)',
  title: `Remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) à vendre`,
  subtitle: (examRooms) =>
    `Unité ${TRAILER.unitNumber}\u00a0: ancienne clinique de mammographie avec ${examRoomsText(examRooms)}, réception, salle de pause, génératrice diesel, système CVC, élévateur pour fauteuil roulant et nivellement automatique aux quatre coins, ainsi qu'une inspection de véhicule commercial de l'Alberta en vigueur.`,
  priceNote: 'Le mammographe a été retiré et n’est pas inclus.',
  secondaryCta: { label: 'Visite intérieure', to: FRENCH_PATHS.walkthrough },
  highlights: (examRooms) => [examRoomsText(examRooms), 'Élévateur pour fauteuil roulant', 'Génératrice diesel', 'Livraison au Canada et aux États-Unis'],
  keyFactsLabel: 'Caractéristiques clés',
  keyFacts: [
    { label: 'Année', value: String(TRAILER.year) },
    { label: 'Longueur', value: `${TRAILER.lengthFeet}\u00a0pi` },
    { label: 'PNBV', value: `${formatFrenchNumber(TRAILER.gvwrLbs)}\u00a0lb` },
    { label: 'Unité', value: `nº\u00a0${TRAILER.unitNumber}` },
  ],
};

export const frenchHomeMeta = ({ priceUsd, facts }: ListingFigures): HomeMetaCopy => ({
  title: `Remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pi (${TRAILER.year}) à vendre – ${formatFrenchAmount(priceUsd, 'USD')} | Edmonton (Alberta)`,
  description: `Remorque de clinique médicale mobile d’occasion de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}, unité ${TRAILER.unitNumber}) à vendre à Edmonton (Alberta)\u00a0: ${examRoomsText(facts.unit.examRooms)}, réception, génératrice, système CVC, élévateur pour fauteuil roulant. ${formatFrenchAmount(priceUsd, 'USD')}. Livraison partout au Canada et aux États-Unis.`,
  keywords: [
    'remorque médicale mobile à vendre',
    'clinique mobile',
    'remorque de mammographie',
    'unité médicale mobile',
    'appel d’offres',
    'Edmonton',
    'Alberta',
    'Québec',
    'Canada',
  ],
});
