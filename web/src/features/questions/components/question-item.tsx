import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublishedQuestion } from '../../../../../shared/questions';
import { SellerText } from '../../../components/seller-text';
import { cardSx } from '../../../components/ui/info-card';
import type { QuestionsCopy } from '../../../content/questions';

/**
 * The day in the seller's time zone. The browser keeps the prerendered text: its time-zone data can
 * differ from the server's (Chromium 156's puts Edmonton on permanent daylight time, Node 20's does
 * not), which would otherwise move an answer given late in the evening to the next day at hydration.
 */
const dateOf = (timestamp: string, copy: QuestionsCopy) => (
  <time dateTime={timestamp} suppressHydrationWarning>
    {copy.formatDay(timestamp)}
  </time>
);

/**
 * One published question: the admin's wording, the seller's answer (each in the page's language where
 * the seller wrote it, else in English marked as such), its topic and when it was answered.
 */
export function QuestionItem({ question, showTopic = true, copy }: { question: PublishedQuestion; showTopic?: boolean; copy: QuestionsCopy }) {
  const updated = copy.formatDay(question.updatedAt) !== copy.formatDay(question.publishedAt);
  return (
    <Box component="article" aria-labelledby={`question-${question.id}`} sx={{ ...cardSx, height: 'auto', p: { xs: 2.5, md: 3 } }}>
      <Typography id={`question-${question.id}`} variant="h4" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.45 }}>
        <SellerText english={question.question} french={question.questionFr} />
      </Typography>
      {/* pre-line: the answer's line breaks are the seller's paragraphs, in either language. */}
      <Typography sx={{ mt: 1.25, color: 'text.secondary', lineHeight: 1.7, whiteSpace: 'pre-line' }}>
        <SellerText english={question.answer} french={question.answerFr} />
      </Typography>
      <Typography sx={{ mt: 1.5, fontSize: '0.85rem', color: 'text.secondary' }}>
        {showTopic && `${copy.topicLabels[question.topic]} · `}
        {copy.answered} {dateOf(question.publishedAt, copy)}
        {updated && (
          <>
            , {copy.updated} {dateOf(question.updatedAt, copy)}
          </>
        )}
      </Typography>
    </Box>
  );
}

/** Questions one under the other. */
export function QuestionStack({ questions, showTopic, copy }: { questions: readonly PublishedQuestion[]; showTopic?: boolean; copy: QuestionsCopy }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {questions.map((question) => (
        <QuestionItem key={question.id} question={question} showTopic={showTopic} copy={copy} />
      ))}
    </Box>
  );
}
