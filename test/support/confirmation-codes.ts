import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';

// Strips the colours cognito-local prints around its log lines.
const ANSI = /\u001b\[[0-9;]*m/g;
/** cognito-local's log reaches its file a moment after the API has answered: how long to look for a code. */
const LOG_WAIT = { timeout: 10_000, interval: 100 };

/**
 * The latest sign-up code cognito-local "e-mailed" to this address: it prints each one in its
 * log (logs/cognito-local.log under the stack's data folder), as docs/local-runtime.md tells developers.
 */
export function latestConfirmationCode(dataDir: string, email: string): Promise<string> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const codeLine = new RegExp(`Destination:\\s+${escaped}[\\s\\S]*?Code:\\s+(\\d{6})`, 'g');
  return vi.waitFor(() => {
    const log = readFileSync(join(dataDir, 'logs', 'cognito-local.log'), 'utf8').replace(ANSI, '');
    const code = [...log.matchAll(codeLine)].at(-1)?.[1];
    if (!code) throw new Error(`no confirmation code for ${email} in the cognito-local log`);
    return code;
  }, LOG_WAIT);
}
