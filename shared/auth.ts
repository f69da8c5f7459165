/** Sign-in rules shared by the user pool, the forms and their messages (docs/decisions/sign-in-rules.md). */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLetters: true,
  requireDigits: true,
} as const;

/** docs/product.md#constants: an 8-hour session. */
export const SESSION_HOURS = 8;

/**
 * Multi-factor sign-in (docs/decisions/mfa-required.md): every account answers a password and then
 * the 6-digit code of an authenticator app (TOTP), set up on its first sign-in; never SMS. The user
 * pool requires it in AWS, and the local Cognito front requires it the same way.
 */
export const MFA = { required: true } as const;

/** A challenge's session (new password, authenticator set-up, authenticator code) lasts 3 minutes, Cognito's default, set on the app client. */
export const AUTH_SESSION_MINUTES = 3;

/** A 6-digit code: the e-mailed confirmation and reset codes, and an authenticator app's code. */
export const SIX_DIGIT_CODE = /^\d{6}$/;

/** docs/product.md#constants: e-mail addresses are at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** docs/product.md#constants: 5 failed sign-ins per e-mail lock it for 15 minutes. */
export const LOGIN_LOCKOUT = { maxAttempts: 5, lockoutMs: 900_000 } as const;

/** Validation texts of docs/product.md#sign-in-rules and docs/product.md#auth-messages, word for word. */
export const CREDENTIAL_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_POLICY.minLength} characters long`,
  passwordLetterAndNumber: 'Password must contain at least one letter and one number',
  passwordRequired: 'Please enter your password',
  passwordsDoNotMatch: 'Passwords do not match',
  codeRequired: 'Enter the 6-digit code from the e-mail',
  authenticatorCodeRequired: 'Enter the 6-digit code your authenticator app shows',
} as const;

/**
 * The 'Authentication Error' notification's texts (docs/product.md#auth-messages) for Cognito's errors,
 * plus the lockout text of section 5. Code errors get Cognito's own plain words, which say
 * what to do better than the catch-all.
 */
export const AUTH_ERROR_MESSAGES = {
  title: 'Authentication Error',
  invalidCredentials: 'Invalid email or password',
  notConfirmed: 'Please check your email and click the confirmation link',
  alreadyRegistered: 'This email is already registered. Try signing in instead.',
  tooManyRequests: 'Too many attempts. Please wait before trying again.',
  lockedOut: 'Too many failed login attempts. Please try again later.',
  wrongCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  wrongAuthenticatorCode: 'Invalid authenticator code. Enter the 6-digit code your app shows now.',
  sessionExpired: 'Your sign-in took too long. Please sign in again.',
  other: 'An authentication error occurred',
} as const;

/** The success and sign-out notifications of docs/product.md#auth-messages. */
export const AUTH_NOTICES = {
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  signedIn: 'Successfully signed in!',
  signedOut: 'Successfully signed out',
  signOutFailed: 'Error signing out',
  passwordReset: 'Password changed. Sign in with your new password.',
} as const;

// A standard address: something@domain.tld, no spaces, one @ (the check HTML's type=email makes, roughly).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an e-mail address, or undefined when it is acceptable. */
export function emailProblem(email: string): string | undefined {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? undefined : CREDENTIAL_MESSAGES.invalidEmail;
}

/** What is wrong with a new password under PASSWORD_POLICY, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.minLength) return CREDENTIAL_MESSAGES.passwordTooShort;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return CREDENTIAL_MESSAGES.passwordLetterAndNumber;
  return undefined;
}

/** The initial-admin claim (docs/product.md#auth-messages for the success text). */
export const ADMIN_SETUP_ENDPOINT = '/api/admin/setup-initial';
export const ADMIN_MESSAGES = {
  granted: 'Admin access granted!',
  setupFailed: 'Error setting up admin access',
  signInFirst: 'Sign in to claim admin access',
  notTheAdminEmail: "Admin access is only for the site operator's admin e-mail address, verified",
  alreadyClaimed: 'An admin already exists; ask them to grant you access',
} as const;
