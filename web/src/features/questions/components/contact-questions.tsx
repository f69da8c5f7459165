import Box from '@mui/material/Box';
import { CONTACT_QUESTION_COUNT } from '../../../../../shared/questions';
import { PATHS } from '../../../../../shared/site-routes';
import { Section } from '../../../components/ui/section';
import { TextLink } from '../../../components/ui/text-link';
import { QUESTIONS_COPY } from '../../../content/questions';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { AskAQuestion } from './ask-a-question';
import { QuestionStack } from './question-item';

/** /contact's section beside the FAQ: the first published questions in the admin's order, from the page's snapshot. */
export function ContactQuestions({ askHref }: { askHref: string }) {
  const { questions } = useListingSnapshot();
  return (
    <Section id="buyer-questions" title={QUESTIONS_COPY.contactTitle} intro={QUESTIONS_COPY.contactIntro} tone="muted">
      {questions.length === 0 ? (
        <AskAQuestion askHref={askHref} />
      ) : (
        <Box sx={{ maxWidth: 900 }}>
          <QuestionStack questions={questions.slice(0, CONTACT_QUESTION_COUNT)} />
          <TextLink to={PATHS.questions} sx={{ display: 'inline-block', mt: 3, fontWeight: 700 }}>
            {QUESTIONS_COPY.allQuestions(questions.length)}
          </TextLink>
        </Box>
      )}
    </Section>
  );
}
