import { Section } from '../../../components/ui/section';
import { CONTACT_DELIVERY_INTRO, CONTACT_FAQ } from '../../../content/contact';
import { ContactFaq } from './contact-faq';
import { DeliveryRegions } from './delivery-regions';

/**
 * The delivery regions and the FAQ: static content whose links and <details> work from the
 * prerendered HTML, so the route hydrates them only when the visitor scrolls near them.
 */
export default function ContactBelowFold() {
  return (
    <>
      <Section id="delivery" title={CONTACT_DELIVERY_INTRO.title} intro={CONTACT_DELIVERY_INTRO.intro} tone="muted">
        <DeliveryRegions />
      </Section>
      <Section id="faq" title={CONTACT_FAQ.title} intro={CONTACT_FAQ.intro}>
        <ContactFaq />
      </Section>
    </>
  );
}
