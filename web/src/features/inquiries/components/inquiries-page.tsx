import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { INQUIRY_DESK_STATES, type InquiriesPage, type InquiryDeskState, type InquiryListItem } from '../../../../../shared/inquiries';
import { QUESTION_TOPICS } from '../../../../../shared/questions';
import { PATHS, signInThenGoTo } from '../../../../../shared/site-routes';
import { INQUIRIES_COPY } from '../../../content/inquiries';
import { QUESTION_ADMIN_COPY } from '../../../content/question-admin';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { showNotice } from '../../../lib/notices';
import { useInquiryCounts } from '../../../lib/inquiry-counts';
import { useInquiries } from '../api/list-inquiries';
import { publishQuestion, useQuestions } from '../api/questions';
import { AuditLogPanel } from './audit-log-panel';
import { InquiriesToolbar } from './inquiries-toolbar';
import { InquiryCard } from './inquiry-card';
import { PublishedQuestionsPanel } from './published-questions-panel';
import { QuestionDialog } from './question-dialog';

function Centered({ children }: { children: React.ReactNode }) {
  return <Box sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>{children}</Box>;
}

/** The ?state= of the page's address: the filter survives a reload and can be bookmarked. */
function useStateFilter(): [InquiryDeskState | undefined, (state: InquiryDeskState | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = INQUIRY_DESK_STATES.find((each) => each === raw);
  return [state, (next) => setParams(next ? { state: next } : {})];
}

/**
 * /inquiries: the admin's inquiry desk, newest first, in pages, filtered by the seller's state; each
 * inquiry a card with the buyer's message, a reply link, the state and private notes. From any
 * inquiry the admin may publish a question in their own words; below the list, the published ones
 * and the audit log.
 */
export function InquiriesPage() {
  const { user, isAdmin, loading } = useAuthSession();
  const [state, setState] = useStateFilter();
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useInquiries(isAdmin, state);
  const { data: counts, mutate: refreshCounts } = useInquiryCounts(isAdmin);
  const { mutate: refreshQuestions } = useQuestions(isAdmin);
  const [publishing, setPublishing] = useState<InquiryListItem>();
  const inquiries = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  /** Shows the inquiry as the API answered the change, without reading the list again. */
  function replace(updated: InquiryListItem) {
    const swap = (page: InquiriesPage) => ({ ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) });
    void mutate((pages) => pages?.map(swap), { revalidate: false });
    void refreshCounts();
  }

  let body: React.ReactNode;
  if (loading || (isAdmin && isLoading)) {
    body = (
      <Centered>
        <CircularProgress aria-label={INQUIRIES_COPY.loading} />
      </Centered>
    );
  } else if (!user) {
    body = (
      <Centered>
        <Typography>{INQUIRIES_COPY.signInFirst}</Typography>
        <Button component={Link} to={signInThenGoTo(PATHS.inquiries)} variant="contained">
          {INQUIRIES_COPY.signIn}
        </Button>
      </Centered>
    );
  } else if (!isAdmin) {
    body = (
      <Centered>
        <Typography>{INQUIRIES_COPY.adminOnly}</Typography>
      </Centered>
    );
  } else if (error && !data) {
    body = (
      <Centered>
        <Typography color="error">
          {INQUIRIES_COPY.loadFailed}: {error.message}
        </Typography>
        <Button variant="outlined" onClick={() => void mutate()}>
          {INQUIRIES_COPY.retry}
        </Button>
      </Centered>
    );
  } else if (inquiries.length === 0) {
    body = (
      <Centered>
        <Typography sx={{ color: 'text.secondary' }}>{state ? INQUIRIES_COPY.emptyState(INQUIRIES_COPY.deskStates[state]) : INQUIRIES_COPY.empty}</Typography>
      </Centered>
    );
  } else {
    body = (
      <>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {inquiries.map((inquiry) => (
            <InquiryCard
              key={inquiry.id}
              inquiry={inquiry}
              onChanged={replace}
              onStale={() => {
                void mutate();
                void refreshCounts();
              }}
              onPublish={setPublishing}
            />
          ))}
        </Box>
        {hasMore && (
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Button variant="outlined" disabled={isValidating} onClick={() => void setSize(size + 1)}>
              {INQUIRIES_COPY.loadMore}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {INQUIRIES_COPY.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{INQUIRIES_COPY.intro}</Typography>
      {isAdmin && <InquiriesToolbar state={state} onStateChange={setState} newCount={counts?.new} />}
      {body}
      {isAdmin && <PublishedQuestionsPanel />}
      {isAdmin && <AuditLogPanel />}
      {publishing && (
        <QuestionDialog
          title={QUESTION_ADMIN_COPY.publishTitle}
          note={QUESTION_ADMIN_COPY.draftNote}
          initial={{ question: publishing.message, answer: '', questionFr: '', answerFr: '', topic: QUESTION_TOPICS[0] }}
          submitLabel={QUESTION_ADMIN_COPY.publish}
          onSubmit={async (draft) => {
            await publishQuestion({ inquiryId: publishing.id, ...draft });
            showNotice({ severity: 'success', text: QUESTION_ADMIN_COPY.published });
            void refreshQuestions();
          }}
          onClose={() => setPublishing(undefined)}
        />
      )}
    </Container>
  );
}
