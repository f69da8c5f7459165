import { describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '../../../../shared/auth';
import { createLoginAttempts, type AttemptStore } from './login-attempts';

function memoryStore(): AttemptStore & { value: string | null } {
  const store = {
    value: null as string | null,
    read: () => store.value,
    write: (value: string) => {
      store.value = value;
    },
  };
  return store;
}

describe('login attempts (docs/product.md#lockout)', () => {
  it(`locks an e-mail at ${LOGIN_LOCKOUT.maxAttempts} failures, whatever its case`, () => {
    const attempts = createLoginAttempts(memoryStore(), () => 1_000);
    for (let failure = 1; failure < LOGIN_LOCKOUT.maxAttempts; failure += 1) attempts.recordFailure('Seller@Example.com');
    expect(attempts.isLockedOut('seller@example.com')).toBe(false);

    attempts.recordFailure('seller@example.com ');

    expect(attempts.isLockedOut('SELLER@example.com')).toBe(true);
    expect(attempts.isLockedOut('other@example.com')).toBe(false);
  });

  it('unlocks once the lockout period since the last attempt has passed', () => {
    let now = 0;
    const attempts = createLoginAttempts(memoryStore(), () => now);
    for (let failure = 0; failure < LOGIN_LOCKOUT.maxAttempts; failure += 1) attempts.recordFailure('a@example.com');

    now = LOGIN_LOCKOUT.lockoutMs - 1;
    expect(attempts.isLockedOut('a@example.com')).toBe(true);
    now = LOGIN_LOCKOUT.lockoutMs;
    expect(attempts.isLockedOut('a@example.com')).toBe(false);
  });

  it('clears the count on success and drops stale records from storage', () => {
    let now = 0;
    const store = memoryStore();
    const attempts = createLoginAttempts(store, () => now);
    attempts.recordFailure('a@example.com');
    attempts.recordFailure('b@example.com');

    attempts.clear('a@example.com');
    expect(Object.keys(JSON.parse(store.value!))).toEqual(['b@example.com']);

    now = LOGIN_LOCKOUT.lockoutMs + 1;
    attempts.recordFailure('c@example.com');
    expect(Object.keys(JSON.parse(store.value!))).toEqual(['c@example.com']);
  });

  it('treats unreadable storage as no attempts', () => {
    const store = memoryStore();
    store.value = '{not json';

    expect(createLoginAttempts(store).isLockedOut('a@example.com')).toBe(false);
  });
});
