import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import type { LocalRuntime } from '../../infra/local/runtime';

/** Every test user's password: meets the pool's policy. */
export const TEST_USER_PASSWORD = 'trailer3057';

// Each test user's authenticator secret, by e-mail, as its authenticator app would keep it.
const authenticatorSecrets = new Map<string, string>();

/** The 6-digit code an authenticator app shows for this base32 secret (RFC 6238: SHA-1, 30-second steps), `stepsAhead` steps from now. */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The authenticator secret a test user set up (by signedInUser, or a browser test that remembered it). */
export function authenticatorSecretOf(email: string): string {
  const secret = authenticatorSecrets.get(email);
  if (!secret) throw new Error(`${email} has set up no authenticator in this test run`);
  return secret;
}

export function rememberAuthenticatorSecret(email: string, secret: string): void {
  authenticatorSecrets.set(email, secret);
}

/**
 * Creates a confirmed user in the local user pool with TEST_USER_PASSWORD (optionally in groups,
 * with its e-mail verified unless told otherwise), with no authenticator set up yet.
 */
export async function confirmedUser(
  stack: LocalRuntime,
  email: string,
  groups: string[] = [],
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito });
  const { userPoolId } = stack.userPool;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: String(emailVerified) },
        ],
      }),
    );
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: TEST_USER_PASSWORD, Permanent: true }));
    for (const group of groups) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
    }
  } finally {
    cognito.destroy();
  }
}

/**
 * A confirmedUser signed in once, setting up its authenticator as the pool requires (the secret
 * is kept for authenticatorSecretOf); returns its access token.
 */
export async function signedInUser(
  stack: LocalRuntime,
  email: string,
  groups: string[] = [],
  options: { emailVerified?: boolean } = {},
): Promise<string> {
  await confirmedUser(stack, email, groups, options);
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito });
  const { userPoolClientId } = stack.userPool;
  try {
    const challenge = await cognito.send(
      new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: TEST_USER_PASSWORD } }),
    );
    if (challenge.ChallengeName !== 'MFA_SETUP') throw new Error(`expected the authenticator set-up, got ${challenge.ChallengeName}`);
    const { SecretCode, Session: associated } = await cognito.send(new AssociateSoftwareTokenCommand({ Session: challenge.Session }));
    rememberAuthenticatorSecret(email, SecretCode!);
    const { Session: verified } = await cognito.send(new VerifySoftwareTokenCommand({ Session: associated, UserCode: authenticatorCode(SecretCode!) }));
    const { AuthenticationResult } = await cognito.send(
      new RespondToAuthChallengeCommand({ ClientId: userPoolClientId, ChallengeName: 'MFA_SETUP', Session: verified, ChallengeResponses: { USERNAME: email } }),
    );
    return AuthenticationResult!.AccessToken!;
  } finally {
    cognito.destroy();
  }
}
