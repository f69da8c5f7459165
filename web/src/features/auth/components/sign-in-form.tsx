import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import { AUTH_NOTICES, CREDENTIAL_MESSAGES, emailProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { signIn } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { EmailField, PasswordField } from './credential-fields';

interface SignInFormProps {
  onConfirmSignUp: (email: string, password: string) => void;
  onNewPasswordRequired: (email: string) => void;
}

/** Sign In (docs/product.md#sign-in and docs/product.md#sign-in-rules): a valid e-mail and a password; 'Signing In...' while busy. */
export function SignInForm({ onConfirmSignUp, onNewPasswordRequired }: SignInFormProps) {
  const { busy, run } = useAuthSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const found = { email: emailProblem(trimmed), password: password ? undefined : CREDENTIAL_MESSAGES.passwordRequired };
    setErrors(found);
    if (found.email || found.password) return;
    void run(async () => {
      const outcome = await signIn(trimmed, password);
      if (outcome === 'confirm-sign-up') onConfirmSignUp(trimmed, password);
      else if (outcome === 'new-password-required') onNewPasswordRequired(trimmed);
      else showNotice({ severity: 'success', text: AUTH_NOTICES.signedIn });
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <EmailField value={email} onChange={setEmail} disabled={busy} error={errors.email} />
      <PasswordField label={AUTH_COPY.password} purpose="current-password" value={password} onChange={setPassword} disabled={busy} error={errors.password} />
      <BusyButton busy={busy} label={AUTH_COPY.signIn} busyLabel={AUTH_COPY.signingIn} />
    </Stack>
  );
}
