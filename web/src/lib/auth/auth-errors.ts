import { AUTH_ERROR_MESSAGES, CREDENTIAL_MESSAGES } from '../../../../shared/auth';

/** Which code a CodeMismatchException is about: one Cognito e-mailed, or the authenticator app's. */
export type CodeKind = 'e-mail' | 'authenticator';

/**
 * The text shown for a failed Cognito call (docs/product.md#auth-messages, keyed by Cognito's
 * exception names, which Amplify passes on as the error's name).
 */
export function authErrorMessage(error: unknown, codeKind: CodeKind = 'e-mail'): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'NotAuthorizedException':
      // Cognito's own lockout, and a challenge left unanswered too long, arrive as NotAuthorized with these messages.
      if (/attempts exceeded/i.test(message)) return AUTH_ERROR_MESSAGES.tooManyRequests;
      return /session is expired/i.test(message) ? AUTH_ERROR_MESSAGES.sessionExpired : AUTH_ERROR_MESSAGES.invalidCredentials;
    case 'UserNotFoundException':
      // Said like a wrong password, so the form does not reveal who has an account.
      return AUTH_ERROR_MESSAGES.invalidCredentials;
    case 'UserNotConfirmedException':
      return AUTH_ERROR_MESSAGES.notConfirmed;
    case 'UsernameExistsException':
      return AUTH_ERROR_MESSAGES.alreadyRegistered;
    case 'InvalidPasswordException':
      return /length|long enough/i.test(message) ? CREDENTIAL_MESSAGES.passwordTooShort : CREDENTIAL_MESSAGES.passwordLetterAndNumber;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return AUTH_ERROR_MESSAGES.tooManyRequests;
    case 'CodeMismatchException':
      return codeKind === 'authenticator' ? AUTH_ERROR_MESSAGES.wrongAuthenticatorCode : AUTH_ERROR_MESSAGES.wrongCode;
    case 'EnableSoftwareTokenMFAException':
      // A wrong first code while setting the authenticator up.
      return AUTH_ERROR_MESSAGES.wrongAuthenticatorCode;
    case 'ExpiredCodeException':
      return AUTH_ERROR_MESSAGES.expiredCode;
    default:
      return AUTH_ERROR_MESSAGES.other;
  }
}

/**
 * docs/product.md#auth-messages: failures are logged as security events. In the browser that is a structured warning
 * (never the password); the server side logs through Cognito and the API's own logs.
 */
export function logSecurityEvent(event: string, details: Record<string, string> = {}): void {
  console.warn('[security]', JSON.stringify({ event, ...details }));
}
