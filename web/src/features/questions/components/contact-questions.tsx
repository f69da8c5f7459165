import Box from '@mui/material/Box';
import { CONTACT_QUESTION_COUNT } from '../../../../../shared/questions';
import { localizedPath } from '../../../../../shared/site-routes';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { Section } from '../../../components/ui/section';
import { TextLink } from '../../../components/ui/text-link';
import type { QuestionsCopy } from '../../../content/questions';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { AskAQuestion } from './ask-a-question';
import { QuestionStack } from './question-item';

/** /contact's section beside the FAQ: the first published questions in the admin's order, from the page's snapshot. */
export function ContactQuestions({ askHref, copy }: { askHref: string; copy: QuestionsCopy }) {
  const { questions } = useListingSnapshot();
  const { locale } = useChromeCopy();
  return (
    <Section id="buyer-questions" title={copy.contactTitle} intro={copy.contactIntro} tone="muted">
      {questions.length === 0 ? (
        <AskAQuestion askHref={askHref} copy={copy} />
      ) : (
        <Box sx={{ maxWidth: 900 }}>
          <QuestionStack questions={questions.slice(0, CONTACT_QUESTION_COUNT)} copy={copy} />
          <TextLink to={localizedPath('questions', locale)} sx={{ display: 'inline-block', mt: 3, fontWeight: 700 }}>
            {copy.allQuestions(questions.length)}
          </TextLink>
        </Box>
      )}
    </Section>
  );
}
