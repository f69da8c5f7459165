import { TRAILER } from '../../../shared/trailer';

export const AUTH_META = {
  title: 'Admin Sign In',
  description: `Sign in to manage the photos and inquiries of the mobile medical trailer listing, unit ${TRAILER.unitNumber}.`,
} as const;

/** Texts of the /auth page (docs/product.md#sign-in; quoted texts word for word). */
export const AUTH_COPY = {
  title: 'Admin Access',
  intro: 'Sign in to manage the gallery photos and read buyer inquiries.',
  loading: 'Checking your session',
  tabs: { signIn: 'Sign In', signUp: 'Sign Up' },
  /** Where the deployed site allows no sign-up: the admin's account is made at deploy. */
  signUpClosed: 'Accounts are created by the site’s operator; the admin received a temporary password by e-mail.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  signUp: 'Create Account',
  creatingAccount: 'Creating Account...',
  passwordHint: 'At least 8 characters, with at least one letter and one number.',
  confirm: {
    title: 'Confirm your e-mail',
    text: (email: string) => `We sent a 6-digit confirmation code to ${email}. Enter it here to finish creating your account.`,
    code: 'Confirmation code',
    submit: 'Confirm and Sign In',
    submitting: 'Confirming...',
    resend: 'Send a new code',
    resent: 'A new code is on its way.',
  },
  newPassword: {
    title: 'Choose your password',
    text: 'Your account was created with a temporary password. Choose your own to finish signing in.',
    label: 'New password',
    submit: 'Save Password and Sign In',
    submitting: 'Saving...',
  },
} as const;
