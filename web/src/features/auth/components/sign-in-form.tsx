import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CREDENTIAL_MESSAGES, emailProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { signIn, type SignInOutcome } from '../../../lib/auth/auth-actions';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { EmailField, PasswordField } from './credential-fields';

interface SignInFormProps {
  /** Prefilled, e.g. after a password reset. */
  initialEmail?: string;
  onOutcome: (email: string, password: string, outcome: SignInOutcome) => void;
  onForgotPassword: (email: string) => void;
}

/**
 * Sign In (docs/product.md#sign-in and docs/product.md#sign-in-rules): a valid e-mail and a password;
 * 'Signing In...' while busy; 'Forgot your password?' leads to the reset.
 */
export function SignInForm({ initialEmail = '', onOutcome, onForgotPassword }: SignInFormProps) {
  const { busy, run } = useAuthSubmit();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const found = { email: emailProblem(trimmed), password: password ? undefined : CREDENTIAL_MESSAGES.passwordRequired };
    setErrors(found);
    if (found.email || found.password) return;
    void run(async () => onOutcome(trimmed, password, await signIn(trimmed, password)));
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <EmailField value={email} onChange={setEmail} disabled={busy} error={errors.email} />
      <PasswordField label={AUTH_COPY.password} purpose="current-password" value={password} onChange={setPassword} disabled={busy} error={errors.password} />
      <BusyButton busy={busy} label={AUTH_COPY.signIn} busyLabel={AUTH_COPY.signingIn} />
      <Button onClick={() => onForgotPassword(email.trim())} disabled={busy} sx={{ alignSelf: 'center' }}>
        {AUTH_COPY.forgotPassword}
      </Button>
    </Stack>
  );
}
