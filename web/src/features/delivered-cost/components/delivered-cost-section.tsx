import { Section } from '../../../components/ui/section';
import { DELIVERED_COST_COPY } from '../../../../../shared/delivered-cost-copy';
import { DeliveredCostEstimator } from './delivered-cost-estimator';
import { ENGLISH_ESTIMATOR } from './english-estimator';

/** The estimator as a band of a page (contact, cross-border, regional), hydrated when scrolled near. */
export default function DeliveredCostSection() {
  return (
    <Section id="delivered-cost" title={DELIVERED_COST_COPY.title} intro={DELIVERED_COST_COPY.intro}>
      <DeliveredCostEstimator copy={ENGLISH_ESTIMATOR} />
    </Section>
  );
}
