import { useEffect, useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AUTH_NOTICES } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';
import type { SignInOutcome } from '../../../lib/auth/auth-actions';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { useRuntimeConfig } from '../../../lib/auth/use-runtime-config';
import { showNotice } from '../../../lib/notices';
import { safeReturnPath } from '../return-path';
import { AuthenticatorForm, type AuthenticatorSetup } from './authenticator-form';
import { ConfirmCodeForm } from './confirm-code-form';
import { NewPasswordForm } from './new-password-form';
import { ResetConfirmForm, ResetRequestForm } from './reset-password-forms';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Step =
  | { kind: 'sign-in'; email?: string }
  | { kind: 'sign-up' }
  | { kind: 'confirm-code'; email: string; password: string }
  | { kind: 'new-password'; email: string }
  | { kind: 'authenticator'; email: string; setup?: AuthenticatorSetup }
  | { kind: 'reset-request'; email: string }
  | { kind: 'reset-confirm'; email: string };

/**
 * /auth (docs/product.md#sign-in): Sign In and Sign Up tabs, then the e-mail code step after sign-up,
 * the new-password step for an admin created at deploy, the authenticator's set-up or code
 * (docs/decisions/mfa-required.md), and the password reset by e-mailed code. Where the stack allows no sign-up
 * (the deployed site), only the sign-in form, with a line saying who makes accounts. A signed-in visitor goes to `?next=`
 * when it is a path of this site, else to the home page.
 */
export function AuthPage() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('next'));
  const [step, setStep] = useState<Step>({ kind: 'sign-in' });
  const signUpOpen = useRuntimeConfig().data?.selfSignUp === true;

  useEffect(() => {
    if (session.user) void navigate(returnPath, { replace: true });
  }, [session.user, navigate, returnPath]);

  const changeTab = (_event: SyntheticEvent, tab: 'sign-in' | 'sign-up') => setStep({ kind: tab });
  const tab = step.kind === 'sign-up' && signUpOpen ? 'sign-up' : 'sign-in';
  const backToSignIn = (email?: string) => setStep({ kind: 'sign-in', email });

  /** Where a sign-in goes next; `password` is kept only to sign in after the e-mail code. */
  function proceed(email: string, password: string, outcome: SignInOutcome) {
    switch (outcome.step) {
      case 'signed-in':
        showNotice({ severity: 'success', text: AUTH_NOTICES.signedIn });
        return;
      case 'confirm-sign-up':
        return setStep({ kind: 'confirm-code', email, password });
      case 'new-password-required':
        return setStep({ kind: 'new-password', email });
      case 'totp-setup':
        return setStep({ kind: 'authenticator', email, setup: { secret: outcome.secret, setupUri: outcome.setupUri } });
      case 'totp-code':
        return setStep({ kind: 'authenticator', email });
    }
  }

  const signInForm = (
    <SignInForm
      initialEmail={step.kind === 'sign-in' ? step.email : undefined}
      onOutcome={proceed}
      onForgotPassword={(email) => setStep({ kind: 'reset-request', email })}
    />
  );

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1, textAlign: 'center' }}>
        {AUTH_COPY.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, textAlign: 'center' }}>{AUTH_COPY.intro}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        {session.loading || session.user ? (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress aria-hidden="true" />
            <Typography sx={{ color: 'text.secondary' }}>{AUTH_COPY.loading}</Typography>
          </Box>
        ) : step.kind === 'confirm-code' ? (
          <ConfirmCodeForm email={step.email} password={step.password} onOutcome={(outcome) => proceed(step.email, step.password, outcome)} />
        ) : step.kind === 'new-password' ? (
          <NewPasswordForm email={step.email} onOutcome={(outcome) => proceed(step.email, '', outcome)} />
        ) : step.kind === 'authenticator' ? (
          <AuthenticatorForm key={step.setup ? 'set-up' : 'code'} email={step.email} setup={step.setup} onOutcome={(outcome) => proceed(step.email, '', outcome)} />
        ) : step.kind === 'reset-request' ? (
          <ResetRequestForm initialEmail={step.email} onCodeSent={(email) => setStep({ kind: 'reset-confirm', email })} onBack={() => backToSignIn(step.email)} />
        ) : step.kind === 'reset-confirm' ? (
          <ResetConfirmForm email={step.email} onPasswordChanged={backToSignIn} onBack={() => backToSignIn(step.email)} />
        ) : !signUpOpen ? (
          <>
            {signInForm}
            <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: 2.5 }}>{AUTH_COPY.signUpClosed}</Typography>
          </>
        ) : (
          <>
            <Tabs value={tab} onChange={changeTab} variant="fullWidth" sx={{ mb: 3 }}>
              <Tab value="sign-in" label={AUTH_COPY.tabs.signIn} id="auth-tab-sign-in" aria-controls="auth-panel" />
              <Tab value="sign-up" label={AUTH_COPY.tabs.signUp} id="auth-tab-sign-up" aria-controls="auth-panel" />
            </Tabs>
            <Box id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'sign-in' ? (
                signInForm
              ) : (
                <SignUpForm onSignedUp={(email, password) => setStep({ kind: 'confirm-code', email, password })} />
              )}
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
