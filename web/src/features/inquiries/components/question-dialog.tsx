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
import { ApiError } from '../../../lib/api-client';

export interface QuestionDraft {
  question: string;
  answer: string;
  topic: QuestionTopic;
}

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

/** The question's text, the answer and the topic, for publishing one from an inquiry and for editing it. */
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

  const textField = (field: 'question' | 'answer', label: string, rows: number) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={set(field)}
      disabled={busy}
      required
      multiline
      minRows={rows}
      // The buyer's message may be longer than a question may be: the counter shows what to cut.
      error={draft[field].length > QUESTION_LIMITS[field]}
      helperText={copy.counter(draft[field].length, QUESTION_LIMITS[field])}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DialogContentText>{note}</DialogContentText>
          {problem && <Alert severity="error">{problem}</Alert>}
          {textField('question', copy.question, 3)}
          {textField('answer', copy.answer, 5)}
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
