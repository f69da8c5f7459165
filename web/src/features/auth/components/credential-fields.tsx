import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREDENTIAL_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_POLICY, passwordProblem } from '../../../../../shared/auth';
import { AUTH_COPY } from '../../../content/auth';

/** A step's title and what to do in it, above its fields. */
export function FormHeading({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Stack>
  );
}

interface CredentialFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Shown under the field and marks it invalid. */
  error?: string;
}

/** What every field here shares: required, controlled, disabled while busy, its problem shown under it (or a hint). */
function fieldProps({ value, onChange, disabled, error }: CredentialFieldProps, hint?: string) {
  return {
    required: true,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    disabled,
    error: Boolean(error),
    helperText: error ?? hint,
  };
}

export function EmailField(props: CredentialFieldProps) {
  return <TextField label={AUTH_COPY.email} type="email" autoComplete="email" {...fieldProps(props)} slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }} />;
}

interface PasswordFieldProps extends CredentialFieldProps {
  label: string;
  /** 'current-password' to sign in; a new one carries the policy's minimum length and its hint. */
  purpose: 'current-password' | 'new-password';
  /** Under a new password when there is no error: the rule. */
  hint?: string;
}

export function PasswordField({ label, purpose, hint, ...props }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose}
      {...fieldProps(props, hint)}
      slotProps={purpose === 'new-password' ? { htmlInput: { minLength: PASSWORD_POLICY.minLength } } : undefined}
    />
  );
}

/**
 * A new password under the site's rule (its hint below) and the same typed again: their state, their
 * problems (the rule's message, 'Passwords do not match') and their two fields.
 */
export function useNewPasswordFields(labels: { password: string; confirmation: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    problems: () => ({
      password: passwordProblem(password),
      confirmation: confirmation === password ? undefined : CREDENTIAL_MESSAGES.passwordsDoNotMatch,
    }),
    fields: (disabled: boolean, errors: { password?: string; confirmation?: string }) => (
      <>
        <PasswordField
          label={labels.password}
          purpose="new-password"
          value={password}
          onChange={setPassword}
          disabled={disabled}
          error={errors.password}
          hint={AUTH_COPY.passwordHint}
        />
        <PasswordField label={labels.confirmation} purpose="new-password" value={confirmation} onChange={setConfirmation} disabled={disabled} error={errors.confirmation} />
      </>
    ),
  };
}

interface CodeFieldProps extends CredentialFieldProps {
  label: string;
}

/** A 6-digit code: e-mailed (confirmation, reset) or from the authenticator app; the browser may fill it in. */
export function CodeField({ label, ...props }: CodeFieldProps) {
  return <TextField label={label} autoComplete="one-time-code" {...fieldProps(props)} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />;
}
