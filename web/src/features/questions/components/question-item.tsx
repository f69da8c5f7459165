import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SELLER_TIME_ZONE } from '../../../../../shared/calendar-day';
import { QUESTION_TOPIC_LABELS, type PublishedQuestion } from '../../../../../shared/questions';
import { cardSx } from '../../../components/ui/info-card';
import { QUESTIONS_COPY } from '../../../content/questions';

const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: SELLER_TIME_ZONE });

/**
 * The day in the seller's time zone. The browser keeps the prerendered text: its time-zone data can
 * differ from the server's (Chromium 156's puts Edmonton on permanent daylight time, Node 20's does
 * not), which would otherwise move an answer given late in the evening to the next day at hydration.
 */
const dateOf = (timestamp: string) => (
  <time dateTime={timestamp} suppressHydrationWarning>
    {day.format(new Date(timestamp))}
  </time>
);

/** One published question: the admin's wording, the seller's answer, its topic and when it was answered. */
export function QuestionItem({ question, showTopic = true }: { question: PublishedQuestion; showTopic?: boolean }) {
  const updated = day.format(new Date(question.updatedAt)) !== day.format(new Date(question.publishedAt));
  return (
    <Box component="article" aria-labelledby={`question-${question.id}`} sx={{ ...cardSx, height: 'auto', p: { xs: 2.5, md: 3 } }}>
      <Typography id={`question-${question.id}`} variant="h4" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.45 }}>
        {question.question}
      </Typography>
      <Typography sx={{ mt: 1.25, color: 'text.secondary', lineHeight: 1.7, whiteSpace: 'pre-line' }}>{question.answer}</Typography>
      <Typography sx={{ mt: 1.5, fontSize: '0.85rem', color: 'text.secondary' }}>
        {showTopic && `${QUESTION_TOPIC_LABELS[question.topic]} · `}
        {QUESTIONS_COPY.answered} {dateOf(question.publishedAt)}
        {updated && (
          <>
            , {QUESTIONS_COPY.updated} {dateOf(question.updatedAt)}
          </>
        )}
      </Typography>
    </Box>
  );
}

/** Questions one under the other. */
export function QuestionStack({ questions, showTopic }: { questions: readonly PublishedQuestion[]; showTopic?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {questions.map((question) => (
        <QuestionItem key={question.id} question={question} showTopic={showTopic} />
      ))}
    </Box>
  );
}
