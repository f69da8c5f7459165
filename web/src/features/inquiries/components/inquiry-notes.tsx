import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INQUIRY_NOTE_MAX, type InquiryNote } from '../../../../../shared/inquiries';
import { INQUIRIES_COPY } from '../../../content/inquiries';

interface InquiryNotesProps {
  notes: readonly InquiryNote[];
  saving: boolean;
  /** Adds the note; true once it is saved, so the box is emptied only then. */
  onAdd: (note: string) => Promise<boolean>;
}

/** The seller's private notes on one inquiry, oldest first, each dated and signed; notes are only ever added. */
export function InquiryNotes({ notes, saving, onAdd }: InquiryNotesProps) {
  const [draft, setDraft] = useState('');
  const headingId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (draft.trim() && (await onAdd(draft))) setDraft('');
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 700 }}>
        {INQUIRIES_COPY.notes}
      </Typography>
      {notes.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{INQUIRIES_COPY.noNotes}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {notes.map((note) => (
            <Box component="li" key={`${note.at}-${note.by}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
              <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{INQUIRIES_COPY.noteBy(note.at, note.by)}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
        <TextField
          label={INQUIRIES_COPY.noteLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={1}
          size="small"
          slotProps={{ htmlInput: { maxLength: INQUIRY_NOTE_MAX } }}
        />
        <Button type="submit" variant="outlined" disabled={saving || !draft.trim()}>
          {saving ? INQUIRIES_COPY.saving : INQUIRIES_COPY.addNote}
        </Button>
      </Box>
    </Box>
  );
}
