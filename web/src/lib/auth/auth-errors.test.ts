import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, CREDENTIAL_MESSAGES } from '../../../../shared/auth';
import { authErrorMessage } from './auth-errors';

function cognitoError(name: string, message = 'from Cognito'): Error {
  return Object.assign(new Error(message), { name });
}

describe('authErrorMessage (docs/product.md#auth-messages)', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', AUTH_ERROR_MESSAGES.invalidCredentials],
    ['NotAuthorizedException', 'Password attempts exceeded', AUTH_ERROR_MESSAGES.tooManyRequests],
    ['UserNotFoundException', 'User does not exist.', AUTH_ERROR_MESSAGES.invalidCredentials],
    ['UserNotConfirmedException', 'User is not confirmed.', AUTH_ERROR_MESSAGES.notConfirmed],
    ['UsernameExistsException', 'An account with the given email already exists.', AUTH_ERROR_MESSAGES.alreadyRegistered],
    ['InvalidPasswordException', 'Password did not conform with policy: Password not long enough', CREDENTIAL_MESSAGES.passwordTooShort],
    ['InvalidPasswordException', 'Password did not conform with policy: Password must have numeric characters', CREDENTIAL_MESSAGES.passwordLetterAndNumber],
    ['TooManyRequestsException', 'Rate exceeded', AUTH_ERROR_MESSAGES.tooManyRequests],
    ['LimitExceededException', 'Attempt limit exceeded', AUTH_ERROR_MESSAGES.tooManyRequests],
    ['CodeMismatchException', 'Invalid verification code provided', AUTH_ERROR_MESSAGES.wrongCode],
    ['ExpiredCodeException', 'Invalid code provided', AUTH_ERROR_MESSAGES.expiredCode],
    ['InternalErrorException', 'boom', AUTH_ERROR_MESSAGES.other],
  ])('%s (%s) reads "%s"', (name, message, shown) => {
    expect(authErrorMessage(cognitoError(name, message))).toBe(shown);
  });

  it.each([
    ['CodeMismatchException', 'Invalid code received for user', AUTH_ERROR_MESSAGES.wrongAuthenticatorCode],
    ['EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA', AUTH_ERROR_MESSAGES.wrongAuthenticatorCode],
    ['NotAuthorizedException', 'Invalid session for the user, session is expired.', AUTH_ERROR_MESSAGES.sessionExpired],
  ])('an authenticator code: %s (%s) reads "%s"', (name, message, shown) => {
    expect(authErrorMessage(cognitoError(name, message), 'authenticator')).toBe(shown);
  });

  it('answers anything that is not an error with the catch-all', () => {
    expect(authErrorMessage('offline')).toBe(AUTH_ERROR_MESSAGES.other);
  });
});
