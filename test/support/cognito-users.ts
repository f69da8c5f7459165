import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalRuntime } from '../../infra/local/runtime';

/** Every test user's password: meets the pool's policy. */
export const TEST_USER_PASSWORD = 'trailer3057';

/**
 * Creates a confirmed user in the local user pool (optionally in groups, with its e-mail
 * verified unless told otherwise) and returns its access token.
 */
export async function signedInUser(
  stack: LocalRuntime,
  email: string,
  groups: string[] = [],
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito });
  const { userPoolId, userPoolClientId } = stack.userPool;
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
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: TEST_USER_PASSWORD } }),
    );
    return AuthenticationResult!.AccessToken!;
  } finally {
    cognito.destroy();
  }
}
