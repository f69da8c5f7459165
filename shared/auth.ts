/** Sign-in rules shared by the user pool, the forms and their messages (DESIGN.md). */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLetters: true,
  requireDigits: true,
} as const;

/** SPEC.md section 9: an 8-hour session. */
export const SESSION_HOURS = 8;
