import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The form's full-width submit button; while busy it is disabled, spins and says so. */
export function BusyButton({ busy, label, busyLabel }: { busy: boolean; label: ReactNode; busyLabel: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
