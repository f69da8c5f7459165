import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { renderSVG } from 'uqr';
import { CREDENTIAL_MESSAGES, SIX_DIGIT_CODE } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import { confirmAuthenticatorCode, type SignInOutcome } from '../../../lib/auth/auth-actions';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { BusyButton } from './busy-button';
import { CodeField, FormHeading } from './credential-fields';

/** The authenticator's set-up: its QR code and its key as text, in groups of four to type. */
export interface AuthenticatorSetup {
  secret: string;
  setupUri: (issuer: string) => string;
}

function AuthenticatorSetupDetails({ secret, setupUri }: AuthenticatorSetup) {
  const { totpSetup } = AUTH_COPY;
  const qrCode = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setupUri(totpSetup.issuer)))}`, [setupUri, totpSetup.issuer]);
  return (
    <>
      {/* The white margin around the code is the quiet zone a scanner needs, also on a dark screen. */}
      <Box component="img" src={qrCode} alt={totpSetup.qrLabel} sx={{ width: 212, height: 212, p: 1.5, alignSelf: 'center', bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 0.5 }}>{totpSetup.secretLabel}</Typography>
        <Typography
          component="code"
          data-testid="authenticator-key"
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.05em', wordSpacing: '0.25em', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
        >
          {secret.match(/.{1,4}/g)?.join(' ')}
        </Typography>
      </Box>
    </>
  );
}

interface AuthenticatorFormProps {
  email: string;
  /** Present on the first sign-in, when the app is set up; absent when a sign-in asks for its code. */
  setup?: AuthenticatorSetup;
  onOutcome: (outcome: SignInOutcome) => void;
}

/**
 * The second step of every sign-in (docs/decisions/mfa-required.md): the 6-digit code of the
 * authenticator app, after setting the app up on the first sign-in. A wrong code is refused with
 * the 'Authentication Error' notification and may be tried again.
 */
export function AuthenticatorForm({ email, setup, onOutcome }: AuthenticatorFormProps) {
  const { busy, run } = useAuthSubmit();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const copy = setup ? AUTH_COPY.totpSetup : AUTH_COPY.totpCode;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    const problem = SIX_DIGIT_CODE.test(trimmed) ? undefined : CREDENTIAL_MESSAGES.authenticatorCodeRequired;
    setError(problem);
    if (problem) return;
    void run(async () => {
      const outcome = await confirmAuthenticatorCode(email, trimmed);
      setCode('');
      onOutcome(outcome);
    });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormHeading title={copy.title} text={copy.text} />
      {setup && <AuthenticatorSetupDetails {...setup} />}
      <CodeField label={copy.code} value={code} onChange={setCode} disabled={busy} error={error} />
      <BusyButton busy={busy} label={copy.submit} busyLabel={copy.submitting} />
    </Stack>
  );
}
