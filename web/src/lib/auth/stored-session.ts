/**
 * Amplify keeps a signed-in user's tokens in localStorage under keys like
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Looking for that key tells a public
 * page whether anyone might be signed in without loading any auth code.
 */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_USER_SUFFIX = '.LastAuthUser';

export function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith(LAST_USER_SUFFIX)) return true;
    }
  } catch {
    // Storage blocked (privacy settings): then Amplify cannot keep a session either.
  }
  return false;
}
