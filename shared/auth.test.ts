import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MESSAGES, EMAIL_MAX_LENGTH, emailProblem, passwordProblem } from './auth';

describe('emailProblem (docs/product.md#sign-in-rules)', () => {
  it.each(['seller@example.com', 'a.b+c@sub.example.org'])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each(['', 'seller', 'seller@', 'seller@example', 'a b@example.com', `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`])('refuses %j', (email) => {
    expect(emailProblem(email)).toBe(CREDENTIAL_MESSAGES.invalidEmail);
  });
});

describe('passwordProblem (docs/decisions/sign-in-rules.md password rule)', () => {
  it('accepts 8 characters with a letter and a number', () => {
    expect(passwordProblem('trailer1')).toBeUndefined();
  });

  it.each([
    ['trail1', CREDENTIAL_MESSAGES.passwordTooShort],
    ['trailerunit', CREDENTIAL_MESSAGES.passwordLetterAndNumber],
    ['30573057', CREDENTIAL_MESSAGES.passwordLetterAndNumber],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
});
