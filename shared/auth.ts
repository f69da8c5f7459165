/** Sign-in rules shared by the user pool, the forms and their messages (DESIGN.md). */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLetters: true,
  requireDigits: true,
} as const;

/** SPEC.md section 9: an 8-hour session. */
export const SESSION_HOURS = 8;

/** The initial-admin claim (SPEC.md section 8 for the success text). */
export const ADMIN_SETUP_ENDPOINT = '/api/admin/setup-initial';
export const ADMIN_MESSAGES = {
  granted: 'Admin access granted!',
  setupFailed: 'Error setting up admin access',
  signInFirst: 'Sign in to claim admin access',
  notTheAdminEmail: "Admin access is only for the site operator's admin e-mail address, verified",
  alreadyClaimed: 'An admin already exists; ask them to grant you access',
} as const;
