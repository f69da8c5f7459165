import { DELIVERED_COST_COPY } from '../../../../../shared/delivered-cost-copy';
import { ENGLISH_ESTIMATE_WORDS } from '../../../../../shared/delivered-cost';
import { QUOTATION_COPY } from '../../../content/quotation';
import type { EstimatorCopy } from '../estimator-copy';
import { DeliveredCostEstimator } from './delivered-cost-estimator';

export const ENGLISH_ESTIMATOR: EstimatorCopy = { locale: 'en', page: DELIVERED_COST_COPY, estimate: ENGLISH_ESTIMATE_WORDS, quotation: QUOTATION_COPY.form };

/** The estimator in English: the deferred part of /delivered-cost. */
export default function EnglishEstimator() {
  return <DeliveredCostEstimator copy={ENGLISH_ESTIMATOR} />;
}
