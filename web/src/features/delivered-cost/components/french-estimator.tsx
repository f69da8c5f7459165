import { FRENCH_DELIVERED_COST_COPY } from '../../../content/fr/delivered-cost';
import { FRENCH_ESTIMATE_WORDS } from '../../../content/fr/delivered-cost-estimate';
import { FRENCH_QUOTATION_FORM } from '../../../content/fr/quotation';
import type { EstimatorCopy } from '../estimator-copy';
import { DeliveredCostEstimator } from './delivered-cost-estimator';

const FRENCH_ESTIMATOR: EstimatorCopy = { locale: 'fr', page: FRENCH_DELIVERED_COST_COPY, estimate: FRENCH_ESTIMATE_WORDS, quotation: FRENCH_QUOTATION_FORM };

/** The estimator in French: the deferred part of /fr/cout-livre. */
export default function FrenchEstimator() {
  return <DeliveredCostEstimator copy={FRENCH_ESTIMATOR} />;
}
