import { LOGIN_LOCKOUT } from '../../../../shared/auth';

/**
 * Failed sign-ins per e-mail on this browser (docs/product.md#lockout): at LOGIN_LOCKOUT.maxAttempts
 * failures the e-mail is locked until LOGIN_LOCKOUT.lockoutMs have passed since the last attempt;
 * a success clears it. Cognito's own throttling still applies on the server; this spares the
 * user pool obvious guessing from one browser and tells the user plainly.
 */
interface AttemptRecord {
  count: number;
  lastAttemptAt: number;
}

const STORAGE_KEY = 'trailer.loginAttempts';

export interface AttemptStore {
  read(): string | null;
  write(value: string): void;
}

const browserStore: AttemptStore = {
  read: () => localStorage.getItem(STORAGE_KEY),
  write: (value) => localStorage.setItem(STORAGE_KEY, value),
};

const isRecord = (value: unknown): value is AttemptRecord =>
  typeof value === 'object' && value !== null && Number.isFinite((value as AttemptRecord).count) && Number.isFinite((value as AttemptRecord).lastAttemptAt);

export function createLoginAttempts(store: AttemptStore = browserStore, now: () => number = Date.now) {
  /** Every record still inside its lockout window; stale ones are dropped on each read. */
  function load(): Map<string, AttemptRecord> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(store.read() ?? '{}');
    } catch {
      parsed = {};
    }
    const records = new Map<string, AttemptRecord>();
    if (typeof parsed !== 'object' || parsed === null) return records;
    for (const [email, record] of Object.entries(parsed)) {
      if (isRecord(record) && now() - record.lastAttemptAt < LOGIN_LOCKOUT.lockoutMs) records.set(email, record);
    }
    return records;
  }
  const save = (records: Map<string, AttemptRecord>) => store.write(JSON.stringify(Object.fromEntries(records)));
  const keyOf = (email: string) => email.trim().toLowerCase();

  return {
    isLockedOut(email: string): boolean {
      return (load().get(keyOf(email))?.count ?? 0) >= LOGIN_LOCKOUT.maxAttempts;
    },
    recordFailure(email: string): void {
      const records = load();
      const count = (records.get(keyOf(email))?.count ?? 0) + 1;
      records.set(keyOf(email), { count, lastAttemptAt: now() });
      save(records);
    },
    clear(email: string): void {
      const records = load();
      records.delete(keyOf(email));
      save(records);
    },
  };
}
