import type { EstimateWords } from '../../../../shared/delivered-cost';
import { formatFrenchCents, formatFrenchDay, formatFrenchDecimal, formatFrenchNumber } from '../../../../shared/french-format';
import { SALES_TAX } from '../../../../shared/landed-cost-rates';
import { frenchPlaceLabel } from '../../../../shared/places';

const percent = (value: number) => `${formatFrenchDecimal(value)}\u00a0%`;

/** The provincial tax's French name: PST is TVP, Manitoba's RST is the TVD, Quebec's QST the TVQ (docs/glossary-fr.md). */
const PST_NAMES = { PST: 'TVP', RST: 'TVD', QST: 'TVQ' } as const;

/**
 * An estimate's lines, sources and notes in Canadian French (docs/glossary-fr.md): the French
 * estimator, the API's French answer page and the French quotation. The figures in the names come
 * from shared/landed-cost-rates.ts, as the English ones do.
 */
export const FRENCH_ESTIMATE_WORDS: EstimateWords = {
  price: 'Prix',
  delivery: 'Livraison depuis Edmonton',
  percent,
  provinces: {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NS: 'Nouvelle-Écosse',
    NT: 'Territoires du Nord-Ouest',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  gst: (rate) => `TPS ${rate}`,
  hst: (rate, province) => `TVH ${rate} (${province})`,
  pst: (name, rate, province) => `${PST_NAMES[name]} ${rate} (${province})`,
  usDuty: (code) => `Droits de douane, position ${code} du tarif harmonisé américain (autres remorques et semi-remorques)\u00a0: en franchise au taux général`,
  usMpf: (rate, minimumUsd, maximumUsd) =>
    `Frais de traitement des marchandises (MPF), ${rate} du prix (au moins ${formatFrenchCents(minimumUsd, 'USD')}, au plus ${formatFrenchCents(maximumUsd, 'USD')})`,
  usBroker: 'Courtier en douane (dépôt de la déclaration d’entrée)',
  sources: {
    salesTax: 'Agence du revenu du Canada, taux de la TPS/TVH par province (canada.ca), et ministère des Finances de la province',
    usDuty: 'Commission du commerce international des États-Unis, tarif douanier harmonisé (hts.usitc.gov)',
    usMpf:
      'Service des douanes et de la protection des frontières des États-Unis (CBP), 19 CFR 24.23\u00a0; décision CBP 25-10, 90 FR 34665\u00a0: montants en vigueur depuis le 1er octobre 2025, les derniers publiés à la vérification (le CBP les rajuste chaque 1er octobre)',
    usBroker: 'Barèmes publiés de courtiers en douane américains aux postes frontaliers terrestres du nord',
  },
  noRoadNote:
    'Aucune route ne mène à cette destination\u00a0: la livraison se fait par desserte maritime ou par fret aérien, au prix fixé par le transporteur\u00a0; le total n’en tient pas compte.',
  salesTaxNotes: [
    'La TPS/TVH s’applique lorsque le vendeur est inscrit aux fichiers de la TPS/TVH\u00a0; plusieurs provinces perçoivent leur taxe de vente sur un véhicule d’occasion à l’immatriculation, sur le prix payé.',
    'Un organisme public (autorité de santé, municipalité, ministère provincial) ou une Première Nation qui achète pour livraison dans une réserve peut être exonéré ou avoir droit à un remboursement. L’estimation comprend la taxe\u00a0; votre service des finances confirme votre statut.',
  ],
  provinceNotes: {
    QC: `Au Québec, la TPS (${percent(SALES_TAX.QC.gstPercent)}) et la TVQ (${percent(SALES_TAX.QC.pstPercent)}) se calculent chacune sur le prix et la livraison avant taxes\u00a0: la TVQ ne s’applique pas sur la TPS.`,
  },
  usImportNotes: [
    'Droits de douane\u00a0: la position tarifaire est en franchise au taux général, mais le traitement dépend du lieu de fabrication de la remorque et des mesures commerciales en vigueur le jour de son entrée. Consultez un courtier en douane agréé avant de vous engager.',
    'Les frais de traitement des marchandises ne s’appliquent pas aux biens admissibles comme originaires au titre de l’ACEUM (USMCA).',
    'Un appareil à rayons X, comme un mammographe, exige le formulaire FDA 2877 à l’entrée\u00a0; une remorque qui n’en a pas en est dispensée.',
    'La taxe de vente ou d’utilisation de l’État est exigible à l’immatriculation dans la plupart des États et n’est pas comprise.',
  ],
  roadDistance: (km) => `${formatFrenchNumber(km)}\u00a0km par la route`,
  estimatedDistance: (low, high, factor) =>
    `environ ${formatFrenchNumber(low)} à ${formatFrenchNumber(high)}\u00a0km (estimation\u00a0: distance à vol d’oiseau × ${formatFrenchDecimal(factor)})`,
  // The currency is the column's ('$ US', '$ CA'), said after the figures as French writes it.
  amountRange: ({ low, high }) => (low === high ? formatFrenchNumber(low) : `${formatFrenchNumber(low)} à ${formatFrenchNumber(high)}`),
  day: formatFrenchDay,
  placeLabel: frenchPlaceLabel,
};
