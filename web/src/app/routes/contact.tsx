import { PATHS } from '../../../../shared/site-routes';
import { CONTACT_META, CONTACT_PAGE_COPY, contactFaqItems } from '../../content/contact';
import { ContactCopyProvider } from '../../features/contact/contact-copy';
import { ContactTop } from '../../features/contact/components/contact-top';
import { fieldId } from '../../features/contact/components/form-ids';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { QUESTIONS_COPY } from '../../content/questions';
import { ContactQuestions } from '../../features/questions/components/contact-questions';
import { FaqPageJsonLd } from '../../features/seo/components/faq-page-json-ld';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/contact';

/** Delivery regions and FAQ: hydrated on scroll. */
const ContactBelowFold = deferUntilVisible('contact-more', () => import('../../features/contact/components/contact-below-fold'));

export const meta: Route.MetaFunction = () => pageMeta({ ...CONTACT_META, path: PATHS.contact }).concat(languageAlternates(PATHS.contact));

/**
 * /contact (docs/product.md#contact): hero, the inquiry form beside the ways to reach the seller,
 * delivery, FAQ, and the published buyer questions. The FAQ and those questions are one FAQPage.
 */
export default function Contact() {
  const { questions } = useListingSnapshot();
  const figures = useListingFigures();
  return (
    <ContactCopyProvider value={CONTACT_PAGE_COPY}>
      <ContactTop />
      <DeferredDeliveredCost />
      <ContactBelowFold />
      <ContactQuestions askHref={`#${fieldId('message')}`} copy={QUESTIONS_COPY} />
      <FaqPageJsonLd items={[...contactFaqItems(figures), ...questions]} />
    </ContactCopyProvider>
  );
}
