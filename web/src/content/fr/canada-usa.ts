import { formatFrenchAmount } from '../../../../shared/french-format';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { TRAILER } from '../../../../shared/trailer';
import type { CanadaUsaCopy } from '../canada-usa';
import { FRENCH_REGION_ACTIONS } from './region-actions';

const regions = {
  title: 'Où nous livrons',
  intro: 'Les provinces et les États desservis depuis Edmonton. Pour toute autre destination, demandez une soumission.',
  provincesTitle: 'Provinces desservies',
  provinces: ['Alberta', 'Saskatchewan', 'Colombie-Britannique', 'Manitoba', 'Ontario'],
  statesTitle: 'États desservis',
  states: ['Montana', 'Dakota du Nord', 'Washington', 'Idaho', 'Minnesota'],
  deliveryTitle: 'Déroulement de la livraison',
  delivery: ['De porte à porte jusqu’à votre site', 'De 7 à 21 jours une fois organisée', 'Soumission sur demande', 'Visite virtuelle avant le départ d’Edmonton'],
} as const;

const usd = (amount: number) => formatFrenchAmount(amount, 'USD');

/** /fr/canada-etats-unis in Canadian French (docs/glossary-fr.md): the same facts as CANADA_USA_PAGE. */
export const FRENCH_CANADA_USA_PAGE: CanadaUsaCopy = {
  path: FRENCH_PATHS.canadaUsa,
  meta: ({ priceUsd }) => ({
    title: `Remorque médicale mobile à vendre\u00a0: livraison au Canada et aux États-Unis | ${TRAILER.year}, ${TRAILER.lengthFeet}\u00a0pi, ${usd(priceUsd)}`,
    description: `Vente transfrontalière d’une remorque médicale mobile de ${TRAILER.lengthFeet}\u00a0pieds (${TRAILER.year}) située à Edmonton\u00a0: livraison en Alberta, en Saskatchewan, en Colombie-Britannique, au Manitoba, en Ontario, au Montana, au Dakota du Nord, dans l’État de Washington, en Idaho et au Minnesota. Prix en dollars américains, avec l’équivalent en dollars canadiens.`,
    keywords: ['remorque médicale mobile États-Unis', 'remorque médicale Canada', 'livraison transfrontalière', 'clinique mobile Ontario', 'clinique mobile Manitoba', 'prix en $ US et en $ CA'],
  }),
  hero: {
    badge: 'CANADA ET ÉTATS-UNIS',
    title: 'Vente transfrontalière\u00a0: Canada et États-Unis',
    lead: 'Un prix en dollars américains, l’équivalent en dollars canadiens à côté, et une livraison de porte à porte aux acheteurs des deux côtés de la frontière.',
    primary: FRENCH_REGION_ACTIONS.crossBorderQuote,
    secondary: FRENCH_REGION_ACTIONS.viewSpecifications,
    factsLabel: 'En bref',
    facts: ({ priceUsd }) => [
      { label: 'Prix', value: usd(priceUsd) },
      { label: 'Livraison', value: '7 à 21 jours' },
      { label: 'Provinces', value: String(regions.provinces.length) },
      { label: 'États', value: String(regions.states.length) },
    ],
  },
  loadServices: () => import('./canada-usa-services').then((services) => services.frenchCanadaUsaServices),
  regions,
  quote: {
    title: 'Obtenir une soumission transfrontalière',
    intro: 'Indiquez au vendeur où la remorque doit aller\u00a0; la soumission couvre le transport jusqu’à votre porte.',
    cta: FRENCH_REGION_ACTIONS.crossBorderQuote,
  },
};
