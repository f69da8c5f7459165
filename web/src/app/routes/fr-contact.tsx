import { writtenInFrench } from '../../../../shared/questions';
import { FRENCH_PATHS, LOCALE_TAGS } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_CONTACT_META, FRENCH_CONTACT_PAGE_COPY } from '../../content/fr/contact';
import { FRENCH_QUESTIONS_COPY } from '../../content/fr/questions';
import { ContactCopyProvider } from '../../features/contact/contact-copy';
import { ContactTop } from '../../features/contact/components/contact-top';
import { fieldId } from '../../features/contact/components/form-ids';
import { ContactQuestions } from '../../features/questions/components/contact-questions';
import { FaqPageJsonLd } from '../../features/seo/components/faq-page-json-ld';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-contact';

/** Delivery regions and FAQ: hydrated on scroll. */
const ContactBelowFold = deferUntilVisible('contact-more', () => import('../../features/contact/components/contact-below-fold'));

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () => pageMeta({ ...FRENCH_CONTACT_META, path: FRENCH_PATHS.contact }).concat(languageAlternates(FRENCH_PATHS.contact));

/**
 * /fr/contact (docs/product.md#languages): the contact page in French, its form posting the page's
 * language, and the published buyer questions in the seller's French where written (their FAQPage
 * entries only those written whole in French, as on /fr/questions). The delivered-cost estimator of
 * the English page is left out until it has a French version: a page never mixes the languages.
 */
export default function FrenchContact() {
  const { questions } = useListingSnapshot();
  const figures = useListingFigures();
  return (
    <ContactCopyProvider value={FRENCH_CONTACT_PAGE_COPY}>
      <ContactTop />
      <ContactBelowFold />
      <ContactQuestions askHref={`#${fieldId('message')}`} copy={FRENCH_QUESTIONS_COPY} />
      <FaqPageJsonLd items={[...FRENCH_CONTACT_PAGE_COPY.faqItems(figures), ...writtenInFrench(questions)]} inLanguage={LOCALE_TAGS.fr} />
    </ContactCopyProvider>
  );
}
