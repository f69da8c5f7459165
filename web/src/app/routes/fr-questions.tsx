import { writtenInFrench } from '../../../../shared/questions';
import { FRENCH_PATHS, LOCALE_TAGS, localizedPath } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { PageHero } from '../../components/ui/page-hero';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_QUESTIONS_COPY, FRENCH_QUESTIONS_META } from '../../content/fr/questions';
import { fieldId } from '../../features/contact/components/form-ids';
import { QuestionsByTopic } from '../../features/questions/components/questions-by-topic';
import { FaqPageJsonLd } from '../../features/seo/components/faq-page-json-ld';
import { DeferredFrenchWatch } from '../../features/watch/deferred-watch';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-questions';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_QUESTIONS_META, path: FRENCH_PATHS.questions }).concat(languageAlternates(FRENCH_PATHS.questions));

/** Where a buyer asks a question of their own: the contact form's message, on the contact page in French once it has one. */
const ASK_HREF = `${localizedPath('contact', 'fr')}#${fieldId('message')}`;

/**
 * /fr/questions (docs/product.md#languages): the published buyer questions in French, the seller's
 * French versions where written, else the English marked as such. Its FAQPage holds only the questions
 * written whole in French (docs/decisions/french-seller-texts.md). The form to watch the listing
 * follows, in French and loaded lazily as on /questions.
 */
export default function FrenchQuestions() {
  const { questions } = useListingSnapshot();
  return (
    <>
      <PageHero title={FRENCH_QUESTIONS_COPY.title} lead={FRENCH_QUESTIONS_COPY.intro} />
      <QuestionsByTopic askHref={ASK_HREF} copy={FRENCH_QUESTIONS_COPY} />
      <DeferredFrenchWatch />
      <FaqPageJsonLd items={writtenInFrench(questions)} inLanguage={LOCALE_TAGS.fr} />
    </>
  );
}
