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
  forgotPassword: 'Forgot your password?',
  reset: {
    title: 'Reset your password',
    text: 'Enter the e-mail address of your account and we will e-mail you a 6-digit code to choose a new password.',
    submit: 'Send Reset Code',
    submitting: 'Sending...',
    back: 'Back to Sign In',
    confirmTitle: 'Choose a new password',
    confirmText: (email: string) => `If ${email} has an account, a 6-digit reset code is on its way to it. Enter it with your new password.`,
    code: 'Reset code',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    confirmSubmit: 'Change Password',
    confirmSubmitting: 'Changing...',
  },
  totpSetup: {
    title: 'Set up your authenticator app',
    text: 'Every sign-in to this account asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or similar). Scan this QR code with the app, then enter the 6-digit code it shows.',
    /** The name the authenticator app lists this account under. */
    issuer: `Unit ${TRAILER.unitNumber} listing`,
    qrLabel: 'QR code to add this account to an authenticator app',
    secretLabel: 'Can’t scan it? Type this key into the app instead:',
    code: 'Authenticator code',
    submit: 'Verify and Sign In',
    submitting: 'Verifying...',
  },
  totpCode: {
    title: 'Enter your authenticator code',
    text: 'Open your authenticator app and enter the 6-digit code it shows for this site.',
    code: 'Authenticator code',
    submit: 'Verify and Sign In',
    submitting: 'Verifying...',
  },
  newPassword: {
    title: 'Choose your password',
    text: 'Your account was created with a temporary password. Choose your own to finish signing in.',
    label: 'New password',
    submit: 'Save Password and Sign In',
    submitting: 'Saving...',
  },
} as const;
