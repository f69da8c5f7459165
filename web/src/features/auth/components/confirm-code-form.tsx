import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_NOTICES, CREDENTIAL_MESSAGES } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { confirmSignUp, resendConfirmationCode, signIn } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';

const CODE_PATTERN = /^\d{6}$/;

interface ConfirmCodeFormProps {
  email: string;
  /** Kept from the sign-up or sign-in form, so confirming signs the user straight in. */
  password: string;
  onNewPasswordRequired: () => void;
}

/** The e-mail confirmation-code step after sign-up, then sign-in (issue 7). */
export function ConfirmCodeForm({ email, password, onNewPasswordRequired }: ConfirmCodeFormProps) {
  const { busy, run } = useAuthSubmit();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { confirm } = AUTH_COPY;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = CODE_PATTERN.test(trimmed) ? undefined : CREDENTIAL_MESSAGES.codeRequired;
    setError(problem);
    if (problem) return;
    void run(async () => {
      await confirmSignUp(email, trimmed);
      if ((await signIn(email, password)) === 'new-password-required') onNewPasswordRequired();
      else showNotice({ severity: 'success', text: AUTH_NOTICES.signedIn });
    });
  }

  const resend = () =>
    void run(async () => {
      await resendConfirmationCode(email);
      showNotice({ severity: 'info', text: confirm.resent });
    });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {confirm.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{confirm.text(email)}</Typography>
      <TextField
        label={confirm.code}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <BusyButton busy={busy} label={confirm.submit} busyLabel={confirm.submitting} />
      <Button onClick={resend} disabled={busy}>
        {confirm.resend}
      </Button>
    </Stack>
  );
}
