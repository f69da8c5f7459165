import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_NOTICES, CREDENTIAL_MESSAGES, emailProblem, SIX_DIGIT_CODE } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { completePasswordReset, requestPasswordReset } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { CodeField, EmailField, FormHeading, useNewPasswordFields } from './credential-fields';

interface ResetRequestFormProps {
  initialEmail: string;
  onCodeSent: (email: string) => void;
  onBack: () => void;
}

/** 'Forgot your password?': the account's e-mail; Cognito mails a reset code to it (to its verified address only). */
export function ResetRequestForm({ initialEmail, onCodeSent, onBack }: ResetRequestFormProps) {
  const { busy, run } = useAuthSubmit();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const { reset } = AUTH_COPY;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = emailProblem(trimmed);
    setError(problem);
    if (problem) return;
    void run(async () => {
      await requestPasswordReset(trimmed);
      onCodeSent(trimmed);
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormHeading title={reset.title} text={reset.text} />
      <EmailField value={email} onChange={setEmail} disabled={busy} error={error} />
      <BusyButton busy={busy} label={reset.submit} busyLabel={reset.submitting} />
      <Button onClick={onBack} disabled={busy} sx={{ alignSelf: 'center' }}>
        {reset.back}
      </Button>
    </Stack>
  );
}

interface ResetConfirmFormProps {
  email: string;
  onPasswordChanged: (email: string) => void;
  onBack: () => void;
}

/** The e-mailed reset code and the new password under the site's rule (docs/decisions/sign-in-rules.md), twice. */
export function ResetConfirmForm({ email, onPasswordChanged, onBack }: ResetConfirmFormProps) {
  const { busy, run } = useAuthSubmit();
  const { reset } = AUTH_COPY;
  const [code, setCode] = useState('');
  const newPassword = useNewPasswordFields({ password: reset.newPassword, confirmation: reset.confirmPassword });
  const [errors, setErrors] = useState<{ code?: string; password?: string; confirmation?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const found = { code: SIX_DIGIT_CODE.test(trimmed) ? undefined : CREDENTIAL_MESSAGES.codeRequired, ...newPassword.problems() };
    setErrors(found);
    if (found.code || found.password || found.confirmation) return;
    void run(async () => {
      await completePasswordReset(email, trimmed, newPassword.password);
      showNotice({ severity: 'success', text: AUTH_NOTICES.passwordReset });
      onPasswordChanged(email);
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormHeading title={reset.confirmTitle} text={reset.confirmText(email)} />
      <CodeField label={reset.code} value={code} onChange={setCode} disabled={busy} error={errors.code} />
      {newPassword.fields(busy, errors)}
      <BusyButton busy={busy} label={reset.confirmSubmit} busyLabel={reset.confirmSubmitting} />
      <Button onClick={onBack} disabled={busy} sx={{ alignSelf: 'center' }}>
        {reset.back}
      </Button>
    </Stack>
  );
}
