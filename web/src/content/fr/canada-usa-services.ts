import { formatFrenchAmount, formatFrenchDay, formatFrenchDecimal } from '../../../../shared/french-format';
import type { CrossBorderServicesCopy } from '../canada-usa';

const usd = (amount: number) => formatFrenchAmount(amount, 'USD');

/** /fr/canada-etats-unis's services section: the same facts as canadaUsaServices. */
export const frenchCanadaUsaServices: CrossBorderServicesCopy = ({ priceUsd, facts }) => ({
  title: 'Services transfrontaliers',
  intro: 'Ce que le vendeur organise pour qu’un acheteur de l’un ou l’autre pays puisse planifier en toute confiance.',
  items: [
    {
      icon: 'transport',
      title: 'Transport transfrontalier',
      text: 'Livraison de porte à porte depuis Edmonton jusqu’à votre site au Canada ou aux États-Unis, en 7 à 21 jours, sur soumission.',
    },
    {
      icon: 'compliance',
      title: 'Conformité réglementaire',
      text: 'Une inspection de véhicule commercial de l’Alberta en vigueur, la conformité à l’ADA (la norme d’accessibilité américaine) et une documentation technique complète à l’appui de vos propres vérifications d’importation et d’immatriculation.',
    },
    {
      icon: 'coordination',
      title: 'Coordination de la livraison',
      text: 'Le moment, l’itinéraire et la remise sont convenus avec vous, que la remorque aille à Vancouver, à Toronto, à Seattle, à Denver ou à Chicago.',
    },
    {
      icon: 'currency',
      title: 'Deux devises\u00a0: $ US et $ CA',
      text: `Prix de ${usd(priceUsd)}, avec à côté l’équivalent en dollars canadiens au taux de ${formatFrenchDecimal(facts.cadRate.usdToCad)}\u00a0$\u00a0CA pour 1\u00a0$\u00a0US, celui du vendeur en date du ${formatFrenchDay(facts.cadRate.setOn)}.`,
    },
  ],
});
