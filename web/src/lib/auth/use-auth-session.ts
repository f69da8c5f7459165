import { useSyncExternalStore } from 'react';
import { claimInitialAdmin, completeNewPassword, confirmSignUp, resendConfirmationCode, signIn, signOut, signUp } from './auth-actions';
import { sessionStore, type SessionUser } from './session-store';

export interface AuthSession {
  user: SessionUser | undefined;
  isAdmin: boolean;
  loading: boolean;
  signIn: typeof signIn;
  signUp: typeof signUp;
  confirmSignUp: typeof confirmSignUp;
  resendConfirmationCode: typeof resendConfirmationCode;
  completeNewPassword: typeof completeNewPassword;
  signOut: typeof signOut;
  claimInitialAdmin: typeof claimInitialAdmin;
}

const actions = { signIn, signUp, confirmSignUp, resendConfirmationCode, completeNewPassword, signOut, claimInitialAdmin };

/**
 * The session hook (docs/product.md#session): who is signed in, whether they are the admin (the ID
 * token's cognito:groups), whether that is still loading, and the auth operations.
 */
export function useAuthSession(): AuthSession {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
  return {
    user: state.status === 'signed-in' ? state.user : undefined,
    isAdmin: state.status === 'signed-in' && state.isAdmin,
    loading: state.status === 'loading',
    ...actions,
  };
}
