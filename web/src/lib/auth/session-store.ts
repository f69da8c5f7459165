import { fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ADMIN_GROUP } from '../../../../shared/api-routes';
import { configureAuth } from './configure-auth';

/** The signed-in user as the app sees it (docs/product.md#session). */
export interface SessionUser {
  userId: string;
  email: string;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; isAdmin: boolean };

const LOADING: SessionState = { status: 'loading' };
let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let started = false;

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the session from Amplify (which refreshes expired tokens by itself) and publishes it.
 * `forceRefresh` fetches new tokens now, e.g. after joining the admin group, whose membership
 * the ID token's cognito:groups claim carries.
 */
export async function refreshSession({ forceRefresh = false } = {}): Promise<SessionState> {
  try {
    await configureAuth();
    const { tokens } = await fetchAuthSession({ forceRefresh });
    const payload = tokens?.idToken?.payload;
    if (!payload?.sub) {
      publish({ status: 'signed-out' });
    } else {
      const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'] : [];
      publish({
        status: 'signed-in',
        user: { userId: String(payload.sub), email: String(payload.email ?? '') },
        isAdmin: groups.includes(ADMIN_GROUP),
      });
    }
  } catch {
    // No reachable session (expired refresh token, no configuration): treat as signed out.
    publish({ status: 'signed-out' });
  }
  return state;
}

/** Starts watching Amplify's auth events once, on the first subscriber. */
function start() {
  if (started) return;
  started = true;
  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
        void refreshSession();
        break;
      case 'signedOut':
      case 'tokenRefresh_failure':
        publish({ status: 'signed-out' });
        break;
    }
  });
  void refreshSession();
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    start();
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => state,
  /** Prerendering and hydration: the session is not known before the browser asks. */
  getServerSnapshot: (): SessionState => LOADING,
};

/** The current access token for the API's JWT authorizer, or undefined when signed out. */
export async function accessToken(): Promise<string | undefined> {
  await configureAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
}
