import TextField from '@mui/material/TextField';
import { EMAIL_MAX_LENGTH, PASSWORD_POLICY } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';

interface CredentialFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Shown under the field and marks it invalid. */
  error?: string;
}

export function EmailField({ value, onChange, disabled, error }: CredentialFieldProps) {
  return (
    <TextField
      label={AUTH_COPY.email}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
    />
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  label: string;
  /** 'current-password' to sign in; a new one carries the policy's minimum length and its hint. */
  purpose: 'current-password' | 'new-password';
  /** Under a new password when there is no error: the rule. */
  hint?: string;
}

export function PasswordField({ label, purpose, value, onChange, disabled, error, hint }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={purpose === 'new-password' ? { htmlInput: { minLength: PASSWORD_POLICY.minLength } } : undefined}
    />
  );
}
