import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import { passwordProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { completeNewPassword, type SignInOutcome } from '../../../lib/auth/auth-actions';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { FormHeading, PasswordField } from './credential-fields';

/** The admin created at deploy (docs/deploy.md) replaces the temporary password on first sign-in; the authenticator's set-up follows. */
export function NewPasswordForm({ email, onOutcome }: { email: string; onOutcome: (outcome: SignInOutcome) => void }) {
  const { busy, run } = useAuthSubmit();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { newPassword } = AUTH_COPY;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    setError(problem);
    if (problem) return;
    void run(async () => onOutcome(await completeNewPassword(email, password)));
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormHeading title={newPassword.title} text={newPassword.text} />
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
