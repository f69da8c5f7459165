import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from 'aws-amplify/auth';
import { ADMIN_MESSAGES, ADMIN_SETUP_ENDPOINT, AUTH_ERROR_MESSAGES } from '../../../../shared/auth';
import { ApiError } from '../api-client';
import { authorizedApiFetch } from './authorized-api-fetch';
import { authErrorMessage, logSecurityEvent, type CodeKind } from './auth-errors';
import { configureAuth } from './configure-auth';
import { createLoginAttempts } from './login-attempts';
import { refreshSession, type SessionState } from './session-store';

/** Thrown by every action with the text to show the user (docs/product.md#auth-messages). */
export class AuthActionError extends Error {
  override readonly name = 'AuthActionError';
}

/**
 * Where a sign-in stands: done, or waiting for the e-mail code, a new password, the authenticator's
 * set-up (its secret as text, and the otpauth:// address for the QR code under the name the app
 * will list it by) or its code.
 */
export type SignInOutcome =
  | { step: 'signed-in' }
  | { step: 'confirm-sign-up' }
  | { step: 'new-password-required' }
  | { step: 'totp-setup'; secret: string; setupUri: (issuer: string) => string }
  | { step: 'totp-code' };

type SignInNextStep = Awaited<ReturnType<typeof amplifySignIn>>['nextStep'];

const loginAttempts = createLoginAttempts();

function failed(event: string, email: string, error: unknown, codeKind: CodeKind = 'e-mail'): AuthActionError {
  const message = authErrorMessage(error, codeKind);
  logSecurityEvent(event, { email, reason: error instanceof Error ? error.name : 'unknown' });
  return new AuthActionError(message);
}

/** The next step of a sign-in (also after a new password or a code), signed in when it is done. */
async function outcomeOf(nextStep: SignInNextStep, email: string): Promise<SignInOutcome> {
  switch (nextStep.signInStep) {
    case 'DONE':
      await refreshSession();
      return { step: 'signed-in' };
    case 'CONFIRM_SIGN_UP':
      return { step: 'confirm-sign-up' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'new-password-required' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const { sharedSecret, getSetupUri } = nextStep.totpSetupDetails;
      return { step: 'totp-setup', secret: sharedSecret, setupUri: (issuer) => getSetupUri(issuer, email).toString() };
    }
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { step: 'totp-code' };
    default:
      // The user pool offers TOTP only (docs/decisions/mfa-required.md): no SMS, e-mail or custom challenge.
      throw new Error(`unexpected sign-in step ${nextStep.signInStep}`);
  }
}

/**
 * Password sign-in with USER_PASSWORD_AUTH (cognito-local has no SRP; docs/decisions/sign-in-rules.md). Five failures
 * for one e-mail lock it on this browser for 15 minutes (docs/product.md#lockout and docs/product.md#sign-in-rules).
 */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  if (loginAttempts.isLockedOut(email)) {
    logSecurityEvent('sign-in refused: locked out', { email });
    throw new AuthActionError(AUTH_ERROR_MESSAGES.lockedOut);
  }
  await configureAuth();
  try {
    const { nextStep } = await amplifySignIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    loginAttempts.clear(email);
    return await outcomeOf(nextStep, email);
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotConfirmedException') return { step: 'confirm-sign-up' };
    if (error instanceof Error && ['NotAuthorizedException', 'UserNotFoundException'].includes(error.name)) loginAttempts.recordFailure(email);
    throw failed('sign-in failed', email, error);
  }
}

/**
 * The admin the operator created at deploy signs in with a temporary password once and sets their
 * own; the authenticator's set-up follows.
 */
export async function completeNewPassword(email: string, newPassword: string): Promise<SignInOutcome> {
  try {
    const { nextStep } = await confirmSignIn({ challengeResponse: newPassword });
    return await outcomeOf(nextStep, email);
  } catch (error) {
    throw failed('new password failed', email, error);
  }
}

/**
 * The authenticator app's 6-digit code: the first one verifies its set-up, later ones answer each
 * sign-in's challenge. A wrong code may be tried again while the challenge lasts.
 */
export async function confirmAuthenticatorCode(email: string, code: string): Promise<SignInOutcome> {
  try {
    const { nextStep } = await confirmSignIn({ challengeResponse: code });
    return await outcomeOf(nextStep, email);
  } catch (error) {
    throw failed('authenticator code refused', email, error, 'authenticator');
  }
}

/** 'Forgot your password?': Cognito e-mails a reset code to the account's verified address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await configureAuth();
  try {
    await resetPassword({ username: email });
  } catch (error) {
    throw failed('password reset request failed', email, error);
  }
}

/** The e-mailed reset code and the new password; the account then signs in with it as usual. */
export async function completePasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await configureAuth();
  try {
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    loginAttempts.clear(email);
  } catch (error) {
    throw failed('password reset failed', email, error);
  }
}

/** Open sign-up (docs/product.md#roles); Cognito e-mails a confirmation code. */
export async function signUp(email: string, password: string): Promise<void> {
  await configureAuth();
  try {
    await amplifySignUp({ username: email, password, options: { userAttributes: { email } } });
  } catch (error) {
    throw failed('sign-up failed', email, error);
  }
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await configureAuth();
  try {
    await amplifyConfirmSignUp({ username: email, confirmationCode: code });
  } catch (error) {
    throw failed('sign-up confirmation failed', email, error);
  }
}

export async function resendConfirmationCode(email: string): Promise<void> {
  await configureAuth();
  try {
    await resendSignUpCode({ username: email });
  } catch (error) {
    throw failed('confirmation code resend failed', email, error);
  }
}

export async function signOut(): Promise<void> {
  await configureAuth();
  await amplifySignOut();
  await refreshSession();
}

/**
 * The one-time initial-admin claim (docs/decisions/sign-in-rules.md), then fresh tokens so the ID token carries the
 * new group. Resolves with the session after the claim; throws with the reason when refused.
 */
export async function claimInitialAdmin(): Promise<SessionState> {
  try {
    await authorizedApiFetch(ADMIN_SETUP_ENDPOINT, { method: 'POST' });
  } catch (error) {
    logSecurityEvent('admin claim refused', { reason: error instanceof ApiError ? error.message : 'unknown' });
    throw new AuthActionError(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : ADMIN_MESSAGES.setupFailed);
  }
  return refreshSession({ forceRefresh: true });
}
