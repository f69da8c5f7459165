import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUESTION_LIMITS, QUESTION_TOPIC_LABELS, QUESTION_TOPICS, type QuestionTopic } from '../../../../../shared/questions';
import { QUESTION_ADMIN_COPY as copy } from '../../../content/question-admin';
import { LOCALE_TAGS } from '../../../../../shared/site-routes';
import { ApiError } from '../../../lib/api-client';

export interface QuestionDraft {
  question: string;
  answer: string;
  /** The French versions; empty for none (docs/product.md#languages). */
  questionFr: string;
  answerFr: string;
  topic: QuestionTopic;
}

type TextField = 'question' | 'answer' | 'questionFr' | 'answerFr';
/** A French version may be as long as its English text. */
const LIMITS: Record<TextField, number> = { ...QUESTION_LIMITS, questionFr: QUESTION_LIMITS.question, answerFr: QUESTION_LIMITS.answer };

interface QuestionDialogProps {
  title: string;
  /** What the admin must know about the text before saving (the buyer's words are a draft to rewrite). */
  note: string;
  initial: QuestionDraft;
  submitLabel: string;
  /** Saves the draft; a thrown ApiError is shown in the dialog, which stays open with the text kept. */
  onSubmit: (draft: QuestionDraft) => Promise<void>;
  onClose: () => void;
}

/** The question's text, the answer, their French versions and the topic, for publishing one from an inquiry and for editing it. */
export function QuestionDialog({ title, note, initial, submitLabel, onSubmit, onClose }: QuestionDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const set = (field: keyof QuestionDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await onSubmit(draft);
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  const textField = (field: TextField, rows: number) => (
    <TextField
      label={copy[field]}
      value={draft[field]}
      onChange={set(field)}
      disabled={busy}
      required={field === 'question' || field === 'answer'}
      multiline
      minRows={rows}
      // The buyer's message may be longer than a question may be: the counter shows what to cut.
      error={draft[field].length > LIMITS[field]}
      helperText={copy.counter(draft[field].length, LIMITS[field])}
      slotProps={field.endsWith('Fr') ? { htmlInput: { lang: LOCALE_TAGS.fr } } : undefined}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DialogContentText>{note}</DialogContentText>
          {problem && <Alert severity="error">{problem}</Alert>}
          {textField('question', 3)}
          {textField('answer', 5)}
          <DialogContentText>{copy.frenchNote}</DialogContentText>
          {textField('questionFr', 2)}
          {textField('answerFr', 4)}
          <TextField select label={copy.topic} value={draft.topic} onChange={set('topic')} disabled={busy} size="small">
            {QUESTION_TOPICS.map((topic) => (
              <MenuItem key={topic} value={topic}>
                {QUESTION_TOPIC_LABELS[topic]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? copy.saving : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
