import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_NOTICES, passwordProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { completeNewPassword } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { PasswordField } from './credential-fields';

/** The admin created at deploy (docs/deploy.md) replaces the temporary password on first sign-in. */
export function NewPasswordForm({ email }: { email: string }) {
  const { busy, run } = useAuthSubmit();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { newPassword } = AUTH_COPY;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    setError(problem);
    if (problem) return;
    void run(async () => {
      await completeNewPassword(email, password);
      showNotice({ severity: 'success', text: AUTH_NOTICES.signedIn });
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {newPassword.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{newPassword.text}</Typography>
      <PasswordField
        label={newPassword.label}
        purpose="new-password"
        value={password}
        onChange={setPassword}
        disabled={busy}
        error={error}
        hint={AUTH_COPY.passwordHint}
      />
      <BusyButton busy={busy} label={newPassword.submit} busyLabel={newPassword.submitting} />
    </Stack>
  );
}
