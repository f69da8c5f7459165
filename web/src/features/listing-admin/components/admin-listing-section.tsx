import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface AdminListingSectionProps<Data> {
  /** The heading's id, so the section is named by it. */
  id: string;
  copy: { title: string; intro: string; loading: string; loadFailed: string };
  data: Data | undefined;
  error: Error | undefined;
  /** What shows once the data has loaded. */
  children: (data: Data) => ReactNode;
}

/** One of Admin Mode's listing panels: its title, intro, and its loading or load-failed state before its content. */
export function AdminListingSection<Data>({ id, copy, data, error, children }: AdminListingSectionProps<Data>) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4, borderColor: 'secondary.main', borderWidth: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{copy.intro}</Typography>
      {error && <Alert severity="error">{`${copy.loadFailed}: ${error.message}`}</Alert>}
      {!data && !error && <Typography>{copy.loading}</Typography>}
      {data && children(data)}
    </Paper>
  );
}

/** A listing panel's submit button: it reads 'saving' and waits while the panel's change is on its way. */
export function SaveButton({ busy, copy }: { busy: boolean; copy: { save: string; saving: string } }) {
  return (
    <div>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? copy.saving : copy.save}
      </Button>
    </div>
  );
}
