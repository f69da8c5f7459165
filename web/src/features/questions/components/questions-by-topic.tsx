import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QUESTION_TOPICS, type PublishedQuestion, type QuestionTopic } from '../../../../../shared/questions';
import { TextLink } from '../../../components/ui/text-link';
import type { QuestionsCopy } from '../../../content/questions';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { AskAQuestion } from './ask-a-question';
import { QuestionStack } from './question-item';

/** The element id of a topic's section: the topic index links to it, so it works without a script. */
export const topicAnchor = (topic: QuestionTopic) => `topic-${topic}`;

/** The topics that have questions, in QUESTION_TOPICS' order, each with its questions in the admin's order. */
export function groupByTopic(questions: readonly PublishedQuestion[]): { topic: QuestionTopic; questions: PublishedQuestion[] }[] {
  return QUESTION_TOPICS.map((topic) => ({ topic, questions: questions.filter((question) => question.topic === topic) })).filter(
    (group) => group.questions.length > 0,
  );
}

/** The /questions page's body: an index of topics (plain anchor links), then each topic's questions. */
export function QuestionsByTopic({ askHref, copy }: { askHref: string; copy: QuestionsCopy }) {
  const groups = groupByTopic(useListingSnapshot().questions);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      {groups.length === 0 ? (
        <AskAQuestion askHref={askHref} copy={copy} />
      ) : (
        <>
          <Box component="nav" aria-labelledby="question-topics-title" sx={{ mb: { xs: 4, md: 6 } }}>
            <Typography id="question-topics-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
              {copy.topicsLabel}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
              {groups.map(({ topic, questions }) => (
                <li key={topic}>
                  <TextLink href={`#${topicAnchor(topic)}`} sx={{ fontWeight: 700 }}>
                    {/* A topic and its count: written alike in every language. */}
                    {`${copy.topicLabels[topic]} (${questions.length})`}
                  </TextLink>
                </li>
              ))}
            </Box>
          </Box>
          {groups.map(({ topic, questions }) => (
            <Box component="section" key={topic} id={topicAnchor(topic)} aria-labelledby={`${topicAnchor(topic)}-title`} sx={{ mb: { xs: 5, md: 7 }, scrollMarginTop: 24 }}>
              <Typography id={`${topicAnchor(topic)}-title`} variant="h2" component="h2" sx={{ mb: 2.5 }}>
                {copy.topicLabels[topic]}
              </Typography>
              <QuestionStack questions={questions} showTopic={false} copy={copy} />
            </Box>
          ))}
        </>
      )}
    </Container>
  );
}
