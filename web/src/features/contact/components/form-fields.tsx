import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

/*
 * Outlined fields assembled from their parts rather than TextField: TextField always pulls in the
 * menu-based Select (Menu, Popover, Modal) and two other input variants this form never shows.
 * Each input also leaves out MUI's autofill keyframes, a global style every input would otherwise
 * write into the page and hydrate once more: they only move a floating label, and ours never float.
 */

interface FieldBaseProps {
  id: string;
  name: string;
  label: string;
  /** Shown under the field instead of the hint, and marks the field invalid. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

function HelperText({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const text = error ?? hint;
  return text ? <FormHelperText id={id}>{text}</FormHelperText> : null;
}

export interface TextInputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** A textarea with this many rows. */
  rows?: number;
}

/** A labelled outlined input or textarea with its hint or error text, linked for screen readers. */
export function TextInput({
  id,
  name,
  label,
  error,
  hint,
  required = false,
  disabled = false,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
}: TextInputProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} disabled={disabled}>
      {/*
       * The label always sits above the field: a floating label moves by script, so before the page
       * hydrates (or without JavaScript) it would lie over what the visitor types, and over a date mask.
       */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        disableInjectingGlobalStyles
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        // A plain textarea: multiline would add TextareaAutosize and its hidden, unnamed shadow textarea.
        inputComponent={rows === undefined ? undefined : 'textarea'}
        inputProps={{ maxLength, rows, 'aria-describedby': error || hint ? helperId : undefined }}
        sx={rows === undefined ? undefined : { '& textarea': { height: 'auto', resize: 'vertical', lineHeight: 1.5 } }}
      />
      <HelperText id={helperId} error={error} hint={hint} />
    </FormControl>
  );
}

export interface SelectInputProps<T extends string> extends FieldBaseProps {
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}

/** A labelled native select: the platform's own picker, accessible and light. */
export function SelectInput<T extends string>({
  id,
  name,
  label,
  error,
  hint,
  required = false,
  disabled = false,
  value,
  onChange,
  options,
}: SelectInputProps<T>) {
  const helperId = `${id}-helper`;
  const known = new Set<string>(options.map((option) => option.value));
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched disableInjectingGlobalStyles />}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          if (known.has(chosen)) onChange(chosen as T);
        }}
        inputProps={{ id, name, 'aria-describedby': error || hint ? helperId : undefined }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <HelperText id={helperId} error={error} hint={hint} />
    </FormControl>
  );
}

