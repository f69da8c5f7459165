import {
  confirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  resendSignUpCode,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from 'aws-amplify/auth';
import { ADMIN_MESSAGES, ADMIN_SETUP_ENDPOINT, AUTH_ERROR_MESSAGES } from '../../../../shared/auth';
import { ApiError } from '../api-client';
import { authorizedApiFetch } from './authorized-api-fetch';
import { authErrorMessage, logSecurityEvent } from './auth-errors';
import { configureAuth } from './configure-auth';
import { createLoginAttempts } from './login-attempts';
import { refreshSession, type SessionState } from './session-store';

/** Thrown by every action with the text to show the user (docs/product.md#auth-messages). */
export class AuthActionError extends Error {
  override readonly name = 'AuthActionError';
}

/** Where a sign-in stands: done, or waiting for the e-mail code or a new password. */
export type SignInOutcome = 'signed-in' | 'confirm-sign-up' | 'new-password-required';

const loginAttempts = createLoginAttempts();

function failed(event: string, email: string, error: unknown): AuthActionError {
  const message = authErrorMessage(error);
  logSecurityEvent(event, { email, reason: error instanceof Error ? error.name : 'unknown' });
  return new AuthActionError(message);
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
    switch (nextStep.signInStep) {
      case 'DONE':
        await refreshSession();
        return 'signed-in';
      case 'CONFIRM_SIGN_UP':
        return 'confirm-sign-up';
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        return 'new-password-required';
      default:
        // MFA and other challenges are not enabled on the user pool.
        throw new Error(`unexpected sign-in step ${nextStep.signInStep}`);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotConfirmedException') return 'confirm-sign-up';
    if (error instanceof Error && ['NotAuthorizedException', 'UserNotFoundException'].includes(error.name)) loginAttempts.recordFailure(email);
    throw failed('sign-in failed', email, error);
  }
}

/** The admin the operator created at deploy signs in with a temporary password once and sets their own. */
export async function completeNewPassword(email: string, newPassword: string): Promise<void> {
  try {
    const { nextStep } = await confirmSignIn({ challengeResponse: newPassword });
    if (nextStep.signInStep !== 'DONE') throw new Error(`unexpected sign-in step ${nextStep.signInStep}`);
    await refreshSession();
  } catch (error) {
    throw failed('new password failed', email, error);
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
