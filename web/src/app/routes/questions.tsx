import { PATHS } from '../../../../shared/site-routes';
import { PageHero } from '../../components/ui/page-hero';
import { QUESTIONS_COPY, QUESTIONS_META } from '../../content/questions';
import { fieldId } from '../../features/contact/components/form-ids';
import { QuestionsByTopic } from '../../features/questions/components/questions-by-topic';
import { FaqPageJsonLd } from '../../features/seo/components/faq-page-json-ld';
import { DeferredWatch } from '../../features/watch/deferred-watch';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/questions';

export const meta: Route.MetaFunction = () => pageMeta({ ...QUESTIONS_META, path: PATHS.questions }).concat(languageAlternates(PATHS.questions));

/** Where a buyer asks a question of their own: the contact form's message. */
const ASK_HREF = `${PATHS.contact}#${fieldId('message')}`;

/** /questions: the buyer questions the seller has answered and published, by topic, from the page's snapshot. */
export default function Questions() {
  const { questions } = useListingSnapshot();
  return (
    <>
      <PageHero title={QUESTIONS_COPY.title} lead={QUESTIONS_COPY.intro} />
      <QuestionsByTopic askHref={ASK_HREF} copy={QUESTIONS_COPY} />
      <DeferredWatch />
      <FaqPageJsonLd items={questions} />
    </>
  );
}
