import { randomBytes } from 'node:crypto';
import { AUTH_SESSION_MINUTES, MFA } from '../../shared/auth';

/** One call to cognito-local: its HTTP status and parsed JSON answer. */
export interface CognitoAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Sends one operation (without the service prefix, e.g. 'InitiateAuth') to cognito-local. */
export type CallUpstream = (operation: string, request: Record<string, unknown>) => Promise<CognitoAnswer>;

type Tokens = Record<string, unknown>;

/**
 * A challenge session: a new password's (cognito-local's challenge, checked here since it checks
 * none), or an authenticator's set-up or code, which the front runs holding the tokens back.
 */
type SessionState = { kind: 'new-password' } | { kind: 'mfa-setup'; tokens: Tokens; verified: boolean } | { kind: 'mfa-code'; tokens: Tokens };
type Session = SessionState & { expiresAt: number };

const SESSION_MS = AUTH_SESSION_MINUTES * 60_000;
// Cognito's reset code is valid for one hour; cognito-local's never expires.
const RESET_CODE_MS = 60 * 60_000;
const TOTP_SETUP_CHALLENGE_PARAMETERS = { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) };

/** Cognito's error answer: the SDK reads the exception's name from `__type`. */
export function cognitoError(type: string, message: string): CognitoAnswer {
  return { status: 400, body: { __type: type, message } };
}

const expiredSession = () => cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

function errorType(answer: CognitoAnswer): string | undefined {
  const type = answer.body.__type ?? answer.body.code;
  return typeof type === 'string' ? type.replace(/^.*#/, '') : undefined;
}

/** 'admin@example.com' -> 'a***@e***', as Cognito names where it sent a code. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/**
 * What Cognito does with a user pool whose MFA is required (TOTP only) and whose app client
 * prevents user-existence errors, where cognito-local 5 does something else
 * (docs/decisions/cognito-front.md):
 *
 * - a password sign-in (or a new password) of an account without an authenticator answers the
 *   MFA_SETUP challenge; AssociateSoftwareToken and VerifySoftwareToken accept its Session, and
 *   RespondToAuthChallenge MFA_SETUP then signs in. One with an authenticator answers the
 *   SOFTWARE_TOKEN_MFA challenge. cognito-local knows no MFA_SETUP, and issues tokens after its own
 *   challenges without keeping their refresh token, so its pool's MFA is OFF: it checks the
 *   password and issues (and keeps) the tokens, and the front holds them back behind the challenge.
 *   cognito-local still checks every TOTP code (VerifySoftwareToken with the held access token:
 *   RFC 6238, SHA-1, 6 digits, 30-second steps, one step either side).
 * - a wrong set-up code is EnableSoftwareTokenMFAException, a wrong sign-in code CodeMismatchException.
 * - every challenge session expires after AUTH_SESSION_MINUTES and is refused when unknown.
 * - a wrong password is NotAuthorizedException, not InvalidPasswordException.
 * - ForgotPassword for an unknown address answers as if it had sent a code, ConfirmForgotPassword
 *   then refuses the code, the address a code went to is masked, and a reset code expires after an hour.
 *
 * `handle` answers the operations it fills and returns undefined for every other (passed through).
 */
export function createChallengeFront(callUpstream: CallUpstream, now: () => number = Date.now) {
  const sessions = new Map<string, Session>();
  // When each user name's latest reset code was sent.
  const resetCodesSent = new Map<string, number>();

  function open(state: SessionState): string {
    const at = now();
    for (const [id, held] of sessions) if (held.expiresAt <= at) sessions.delete(id);
    const id = randomBytes(96).toString('base64url');
    sessions.set(id, { ...state, expiresAt: at + SESSION_MS });
    return id;
  }

  /** The live session for this id, taken out of the map (a used session is never reused). */
  function take(id: unknown): Session | undefined {
    if (typeof id !== 'string') return undefined;
    const session = sessions.get(id);
    sessions.delete(id);
    return session && session.expiresAt > now() ? session : undefined;
  }

  /** A sign-in answer as Cognito gives it: an account's tokens only after its authenticator's code. */
  async function signInAnswer(answer: CognitoAnswer): Promise<CognitoAnswer> {
    if (answer.status !== 200) {
      return errorType(answer) === 'InvalidPasswordException' ? cognitoError('NotAuthorizedException', 'Incorrect username or password.') : answer;
    }
    const { AuthenticationResult: tokens, ChallengeName, ChallengeParameters } = answer.body as { AuthenticationResult?: Tokens; ChallengeName?: string; ChallengeParameters?: unknown };
    if (ChallengeName) return { status: 200, body: { ChallengeName, ChallengeParameters, Session: open({ kind: 'new-password' }) } };
    if (!MFA.required || !tokens) return answer;
    const user = await callUpstream('GetUser', { AccessToken: tokens.AccessToken });
    const methods = (user.body.UserMFASettingList as string[] | undefined) ?? [];
    if (methods.includes('SOFTWARE_TOKEN_MFA')) {
      return { status: 200, body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: { USER_ID_FOR_SRP: user.body.Username }, Session: open({ kind: 'mfa-code', tokens }) } };
    }
    return { status: 200, body: { ChallengeName: 'MFA_SETUP', ChallengeParameters: TOTP_SETUP_CHALLENGE_PARAMETERS, Session: open({ kind: 'mfa-setup', tokens, verified: false }) } };
  }

  /** A wrong code may be tried again in the same session, as in Cognito. */
  function keep(id: unknown, session: Session) {
    sessions.set(id as string, session);
  }

  async function respondToAuthChallenge(request: Record<string, unknown>): Promise<CognitoAnswer> {
    const session = take(request.Session);
    const responses = (request.ChallengeResponses ?? {}) as Record<string, unknown>;
    switch (request.ChallengeName) {
      case 'MFA_SETUP':
        if (session?.kind !== 'mfa-setup' || !session.verified) return expiredSession();
        return { status: 200, body: { ChallengeParameters: {}, AuthenticationResult: session.tokens } };
      case 'SOFTWARE_TOKEN_MFA': {
        if (session?.kind !== 'mfa-code') return expiredSession();
        const checked = await callUpstream('VerifySoftwareToken', { AccessToken: session.tokens.AccessToken, UserCode: responses.SOFTWARE_TOKEN_MFA_CODE });
        if (checked.status === 200) return { status: 200, body: { ChallengeParameters: {}, AuthenticationResult: session.tokens } };
        keep(request.Session, session);
        return errorType(checked) === 'CodeMismatchException' ? cognitoError('CodeMismatchException', 'Invalid code received for user') : checked;
      }
      default: {
        if (session?.kind !== 'new-password') return expiredSession();
        const answer = await callUpstream('RespondToAuthChallenge', request);
        if (answer.status !== 200) {
          keep(request.Session, session);
          return answer;
        }
        // Signing in again with the new password gives tokens cognito-local keeps (its challenge's are not refreshable).
        const { ClientId } = request;
        return signInAnswer(await callUpstream('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: responses.USERNAME, PASSWORD: responses.NEW_PASSWORD } }));
      }
    }
  }

  async function associateSoftwareToken(request: Record<string, unknown>): Promise<CognitoAnswer | undefined> {
    if (request.AccessToken) return undefined;
    const session = take(request.Session);
    if (session?.kind !== 'mfa-setup') return expiredSession();
    const answer = await callUpstream('AssociateSoftwareToken', { AccessToken: session.tokens.AccessToken });
    if (answer.status !== 200) return answer;
    return { status: 200, body: { SecretCode: answer.body.SecretCode, Session: open({ kind: 'mfa-setup', tokens: session.tokens, verified: false }) } };
  }

  async function verifySoftwareToken(request: Record<string, unknown>): Promise<CognitoAnswer> {
    const session = request.AccessToken ? undefined : take(request.Session);
    if (!request.AccessToken && session?.kind !== 'mfa-setup') return expiredSession();
    const accessToken = session?.kind === 'mfa-setup' ? session.tokens.AccessToken : request.AccessToken;
    const answer = await callUpstream('VerifySoftwareToken', { AccessToken: accessToken, UserCode: request.UserCode, FriendlyDeviceName: request.FriendlyDeviceName });
    if (answer.status !== 200) {
      if (session) keep(request.Session, session);
      return errorType(answer) === 'CodeMismatchException' ? cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA') : answer;
    }
    if (session?.kind !== 'mfa-setup') return { status: 200, body: { Status: 'SUCCESS' } };
    return { status: 200, body: { Status: 'SUCCESS', Session: open({ kind: 'mfa-setup', tokens: session.tokens, verified: true }) } };
  }

  async function forgotPassword(request: Record<string, unknown>): Promise<CognitoAnswer> {
    const answer = await callUpstream('ForgotPassword', request);
    if (errorType(answer) === 'UserNotFoundException') {
      const typed = String(request.Username ?? '');
      return { status: 200, body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(typed) } } };
    }
    const details = answer.body.CodeDeliveryDetails as { Destination?: string } | undefined;
    if (answer.status !== 200 || !details?.Destination) return answer;
    resetCodesSent.set(String(request.Username), now());
    return { status: 200, body: { CodeDeliveryDetails: { ...details, Destination: maskedEmail(details.Destination) } } };
  }

  async function confirmForgotPassword(request: Record<string, unknown>): Promise<CognitoAnswer> {
    const sent = resetCodesSent.get(String(request.Username));
    if (sent !== undefined && sent + RESET_CODE_MS <= now()) return cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    const answer = await callUpstream('ConfirmForgotPassword', request);
    return errorType(answer) === 'UserNotFoundException' ? cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.') : answer;
  }

  return {
    async handle(operation: string, request: Record<string, unknown>): Promise<CognitoAnswer | undefined> {
      switch (operation) {
        case 'InitiateAuth':
          return request.AuthFlow === 'USER_PASSWORD_AUTH' ? signInAnswer(await callUpstream(operation, request)) : undefined;
        case 'RespondToAuthChallenge':
          return respondToAuthChallenge(request);
        case 'AssociateSoftwareToken':
          return associateSoftwareToken(request);
        case 'VerifySoftwareToken':
          return verifySoftwareToken(request);
        case 'ForgotPassword':
          return forgotPassword(request);
        case 'ConfirmForgotPassword':
          return confirmForgotPassword(request);
        default:
          return undefined;
      }
    },
  };
}
