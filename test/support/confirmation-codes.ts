import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Strips the colours cognito-local prints around its log lines.
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The latest sign-up code cognito-local "e-mailed" to this address: it prints each one in its
 * log (logs/cognito-local.log under the stack's data folder), as docs/local-runtime.md tells developers.
 */
export function latestConfirmationCode(dataDir: string, email: string): string {
  const log = readFileSync(join(dataDir, 'logs', 'cognito-local.log'), 'utf8').replace(ANSI, '');
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const codes = [...log.matchAll(new RegExp(`Destination:\\s+${escaped}[\\s\\S]*?Code:\\s+(\\d{6})`, 'g'))].map((match) => match[1]);
  const code = codes.at(-1);
  if (!code) throw new Error(`no confirmation code for ${email} in the cognito-local log`);
  return code;
}
