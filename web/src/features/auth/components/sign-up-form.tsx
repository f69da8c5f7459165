import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import { AUTH_NOTICES, emailProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { signUp } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { EmailField, useNewPasswordFields } from './credential-fields';

/** Sign Up (docs/product.md#sign-in and docs/product.md#sign-in-rules, with the password rule of docs/decisions/sign-in-rules.md); then the code step. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string, password: string) => void }) {
  const { busy, run } = useAuthSubmit();
  const [email, setEmail] = useState('');
  const newPassword = useNewPasswordFields({ password: AUTH_COPY.password, confirmation: AUTH_COPY.confirmPassword });
  const { password } = newPassword;
  const [errors, setErrors] = useState<{ email?: string; password?: string; confirmation?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const found = { email: emailProblem(trimmed), ...newPassword.problems() };
    setErrors(found);
    if (found.email || found.password || found.confirmation) return;
    void run(async () => {
      await signUp(trimmed, password);
      showNotice({ severity: 'success', text: AUTH_NOTICES.accountCreated });
      onSignedUp(trimmed, password);
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <EmailField value={email} onChange={setEmail} disabled={busy} error={errors.email} />
      {newPassword.fields(busy, errors)}
      <BusyButton busy={busy} label={AUTH_COPY.signUp} busyLabel={AUTH_COPY.creatingAccount} />
    </Stack>
  );
}
