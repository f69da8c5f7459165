import type { DeliveredCostCopy } from '../../../../shared/delivered-cost-copy';
import type { EstimateWords } from '../../../../shared/delivered-cost';
import type { Locale } from '../../../../shared/site-routes';
import type { QuotationFormCopy } from '../../content/quotation';

/**
 * Every word the estimator shows, in one language: its page's, its estimate's and its quotation
 * form's. Each language's deferred estimator (english-estimator.tsx, french-estimator.tsx) hands in
 * its own, so a page loads one language's words (docs/decisions/french-messages.md).
 */
export interface EstimatorCopy {
  locale: Locale;
  page: DeliveredCostCopy;
  estimate: EstimateWords;
  quotation: QuotationFormCopy;
}
