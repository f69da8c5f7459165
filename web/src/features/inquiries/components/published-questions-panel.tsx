import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { QUESTION_TOPIC_LABELS, type QuestionRecord } from '../../../../../shared/questions';
import { QUESTION_ADMIN_COPY as copy } from '../../../content/question-admin';
import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { reorderQuestions, unpublishQuestion, updateQuestion, useQuestions } from '../api/questions';
import { AdminSection } from './admin-section';
import { QuestionDialog } from './question-dialog';

/** The ids with the one at `index` moved one place by `step` (-1 up, +1 down). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const order = [...ids];
  const [id] = order.splice(index, 1);
  order.splice(index + step, 0, id!);
  return order;
}

/** Which of a question's texts have no French version yet: the French pages show those in English. */
export const frenchMissing = (question: QuestionRecord) => (['question', 'answer'] as const).filter((field) => !question[`${field}Fr`]);

const failed = (error: unknown) => showNotice({ severity: 'error', title: copy.failed, text: error instanceof ApiError ? error.message : copy.failed });

/** The admin's published questions: edit, move up or down, unpublish. Each change tells when the pages follow. */
export function PublishedQuestionsPanel() {
  const { data: questions, error, mutate } = useQuestions(true);
  const [editing, setEditing] = useState<QuestionRecord>();
  const [removing, setRemoving] = useState<QuestionRecord>();
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await change();
      showNotice({ severity: 'success', text: done });
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(false);
      void mutate();
    }
  }

  const move = (index: number, step: -1 | 1) =>
    run(async () => {
      const ordered = await reorderQuestions(moved(questions!.map((question) => question.id), index, step));
      await mutate(ordered, { revalidate: false });
    }, copy.reordered);

  let body: React.ReactNode;
  if (error && !questions) body = <Typography color="error">{`${copy.loadFailed}: ${error.message}`}</Typography>;
  else if (!questions) body = null;
  else if (questions.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>{copy.panelEmpty}</Typography>;
  else
    body = (
      <>
        <Typography data-testid="french-missing-count" sx={{ mb: 1.5, color: 'text.secondary' }}>
          {copy.frenchMissingCount(questions.filter((question) => frenchMissing(question).length > 0).length, questions.length)}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {questions.map((question, index) => (
            <Box component="li" key={question.id} data-testid="published-question" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
              <Stack>
                <IconButton size="small" aria-label={copy.moveUp(question.question)} disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={copy.moveDown(question.question)} disabled={busy || index === questions.length - 1} onClick={() => void move(index, 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{question.question}</Typography>
                <Typography sx={{ mt: 0.5, color: 'text.secondary', whiteSpace: 'pre-line' }}>{question.answer}</Typography>
                <Typography sx={{ mt: 0.5, fontSize: '0.8rem', color: 'text.secondary' }}>{QUESTION_TOPIC_LABELS[question.topic]}</Typography>
                {frenchMissing(question).length > 0 && (
                  <Typography data-testid="french-missing" sx={{ mt: 0.5, fontSize: '0.8rem', fontWeight: 700, color: 'error.main' }}>
                    {copy.frenchMissing(frenchMissing(question))}
                  </Typography>
                )}
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button size="small" variant="outlined" disabled={busy} onClick={() => setEditing(question)}>
                  {copy.edit}
                </Button>
                <Button size="small" color="error" disabled={busy} onClick={() => setRemoving(question)}>
                  {copy.unpublish}
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      </>
    );

  return (
    <AdminSection title={copy.panelTitle} intro={copy.panelIntro}>
      {body}
      {editing && (
        <QuestionDialog
          title={copy.editTitle}
          note={copy.editNote}
          initial={{ question: editing.question, answer: editing.answer, questionFr: editing.questionFr ?? '', answerFr: editing.answerFr ?? '', topic: editing.topic }}
          submitLabel={copy.save}
          onSubmit={async (draft) => {
            await updateQuestion(editing.id, draft);
            showNotice({ severity: 'success', text: copy.saved });
            void mutate();
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && (
        <Dialog open onClose={() => setRemoving(undefined)} aria-describedby="unpublish-question-text">
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText id="unpublish-question-text">
              “{removing.question}” {copy.confirmText}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(undefined)} autoFocus>
              {copy.cancel}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                const { id } = removing;
                setRemoving(undefined);
                void run(() => unpublishQuestion(id), copy.unpublished);
              }}
            >
              {copy.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </AdminSection>
  );
}
