import { useState } from 'react';
import { AUTH_ERROR_MESSAGES } from '../../../../../shared/auth';
import { AuthActionError } from '../../../lib/auth/auth-actions';
import { showNotice } from '../../../lib/notices';

/**
 * Runs one auth action at a time: `busy` disables the form while it runs, and a failure shows
 * the 'Authentication Error' notification with the mapped text (docs/product.md#auth-messages).
 */
export function useAuthSubmit() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showNotice({
        severity: 'error',
        title: AUTH_ERROR_MESSAGES.title,
        text: error instanceof AuthActionError ? error.message : AUTH_ERROR_MESSAGES.other,
      });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
