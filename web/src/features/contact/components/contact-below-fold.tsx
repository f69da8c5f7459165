import { Section } from '../../../components/ui/section';
import { useContactCopy } from '../contact-copy';
import { ContactFaq } from './contact-faq';
import { DeliveryRegions } from './delivery-regions';

/**
 * The delivery regions and the FAQ: static content whose links and <details> work from the
 * prerendered HTML, so the route hydrates them only when the visitor scrolls near them.
 */
export default function ContactBelowFold() {
  const { deliveryIntro, faq } = useContactCopy();
  return (
    <>
      <Section id="delivery" title={deliveryIntro.title} intro={deliveryIntro.intro} tone="muted">
        <DeliveryRegions />
      </Section>
      <Section id="faq" title={faq.title} intro={faq.intro}>
        <ContactFaq />
      </Section>
    </>
  );
}
