import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CREDENTIAL_MESSAGES, SIX_DIGIT_CODE } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { confirmSignUp, resendConfirmationCode, signIn, type SignInOutcome } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { CodeField, FormHeading } from './credential-fields';

interface ConfirmCodeFormProps {
  email: string;
  /** Kept from the sign-up or sign-in form, so confirming signs the user straight in. */
  password: string;
  onOutcome: (outcome: SignInOutcome) => void;
}

/** The e-mail confirmation-code step after sign-up, then sign-in (issue 7). */
export function ConfirmCodeForm({ email, password, onOutcome }: ConfirmCodeFormProps) {
  const { busy, run } = useAuthSubmit();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { confirm } = AUTH_COPY;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = SIX_DIGIT_CODE.test(trimmed) ? undefined : CREDENTIAL_MESSAGES.codeRequired;
    setError(problem);
    if (problem) return;
    void run(async () => {
      await confirmSignUp(email, trimmed);
      onOutcome(await signIn(email, password));
    });
  }

  const resend = () =>
    void run(async () => {
      await resendConfirmationCode(email);
      showNotice({ severity: 'info', text: confirm.resent });
    });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormHeading title={confirm.title} text={confirm.text(email)} />
      <CodeField label={confirm.code} value={code} onChange={setCode} disabled={busy} error={error} />
      <BusyButton busy={busy} label={confirm.submit} busyLabel={confirm.submitting} />
      <Button onClick={resend} disabled={busy}>
        {confirm.resend}
      </Button>
    </Stack>
  );
}
