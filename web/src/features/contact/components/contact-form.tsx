import { Suspense, lazy, useEffect, useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SendIcon from '@mui/icons-material/Send';
import {
  CONTACT_ENDPOINT,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
} from '../../../../../shared/contact';
import { useContactCopy } from '../contact-copy';
import { useContactForm } from '../hooks/use-contact-form';
import {
  appointmentDateRange,
  type ContactField,
  type ContactFormValues,
  type PreferredContactMethod,
  type TimeSlot,
} from '../utils/form-values';
import { SelectInput, TextInput } from './form-fields';
import { APPOINTMENT_FIELDSET_ID, fieldId } from './form-ids';

const loadNotification = () => import('./inquiry-notification');
const InquiryNotification = lazy(loadNotification);

/** Field order on screen (docs/product.md#contact-form), for focusing the first field with a problem. */
const FIELD_ORDER: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'organization',
  'preferredContact',
  'requestedDocuments',
  'appointmentType',
  'preferredDate',
  'preferredTime',
  'intendedUse',
  'message',
];

/** Fields people never see and never reach with the keyboard; bots fill them in. */
function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={fieldId(HONEYPOT_FIELD)}>{label}</label>
      <input
        id={fieldId(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}

/** The date and time of an appointment, hidden while none is chosen. */
const APPOINTMENT_WHEN_CLASS = 'contact-appointment-when';

const groupLabelSx = { color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } } as const;

/**
 * The inquiry form (docs/product.md#contact-form, docs/product.md#inquiry-record and docs/product.md#contact-validation): every field of the contact inquiry, checked in the browser
 * with the schema the API uses, sent with an idempotency key, with docs/product.md#contact-messages's notices.
 */
export function ContactForm({ titleId }: { /** id of the heading that names the form */ titleId: string }) {
  const { form: copy, language } = useContactCopy();
  const { labels, placeholders, hints } = copy;
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, notice, submitting, setField, toggleDocument, submit, closeNotice } = useContactForm(form, language, FIELD_ORDER);
  const submitButton = useRef<HTMLButtonElement>(null);
  // Today is the browser's, not the build's: the prerendered date input has no bounds (the handler
  // checks). They are written to the input itself, as a state change would render the whole form
  // again, and when the input is first focused (its picker and typing both focus it): today in the
  // seller's time zone takes the page's first Intl object, some 15 ms of its start-up
  // (docs/decisions/numbers-without-intl.md).
  useEffect(() => {
    const dateInput = document.getElementById(fieldId('preferredDate'));
    if (!(dateInput instanceof HTMLInputElement)) return;
    const bound = () => Object.assign(dateInput, appointmentDateRange());
    if (document.activeElement === dateInput) bound();
    else dateInput.addEventListener('focus', bound, { once: true });
    return () => dateInput.removeEventListener('focus', bound);
  }, []);

  // The disabled submit button drops focus while sending; give it back so keyboard users stay in place.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting && (document.activeElement === document.body || document.activeElement === null)) {
      submitButton.current?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadNotification();
    const { firstInvalid } = await submit();
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  const text = (field: 'name' | 'email' | 'phone' | 'organization' | 'intendedUse' | 'message') => ({
    id: fieldId(field),
    name: field,
    label: labels[field],
    value: values[field],
    onChange: (value: string) => setField(field, value),
    maxLength: CONTACT_LIMITS[field],
    error: errors[field],
    disabled: submitting,
  });

  return (
    <Box
      component="form"
      ref={form}
      // A real form: before the script arrives (or without it) the browser checks the native
      // constraints and posts it; the handler answers with a page (docs/product.md#without-javascript).
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={onSubmit}
      onFocus={() => void loadNotification()}
      aria-labelledby={titleId}
      aria-busy={submitting}
      sx={{ position: 'relative', display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput {...text('name')} required autoComplete="name" />
        <TextInput {...text('email')} required type="email" autoComplete="email" />
        <TextInput {...text('phone')} type="tel" autoComplete="tel" />
        <TextInput {...text('organization')} autoComplete="organization" />
      </Box>

      <FormControl component="fieldset" disabled={submitting} error={Boolean(errors.preferredContact)}>
        <FormLabel component="legend" sx={groupLabelSx}>
          {labels.preferredContact}
        </FormLabel>
        <RadioGroup
          row
          name="preferredContact"
          value={values.preferredContact}
          onChange={(event) => setField('preferredContact', event.target.value as PreferredContactMethod)}
        >
          {PREFERRED_CONTACT_METHODS.map((method, index) => (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio id={index === 0 ? fieldId('preferredContact') : undefined} />}
              label={copy.preferredContactLabels[method]}
            />
          ))}
        </RadioGroup>
        {errors.preferredContact && <FormHelperText>{errors.preferredContact}</FormHelperText>}
      </FormControl>

      <FormControl component="fieldset" disabled={submitting} error={Boolean(errors.requestedDocuments)}>
        <FormLabel component="legend" sx={groupLabelSx}>
          {labels.requestedDocuments}
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mt: 0, mb: 0.5, fontSize: '0.875rem' }}>{errors.requestedDocuments ?? hints.requestedDocuments}</FormHelperText>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {REQUESTED_DOCUMENTS.map((document, index) => (
            <FormControlLabel
              key={document}
              label={copy.documentLabels[document]}
              control={
                <Checkbox
                  id={index === 0 ? fieldId('requestedDocuments') : undefined}
                  name="requestedDocuments"
                  value={document}
                  checked={values.requestedDocuments.includes(document)}
                  onChange={(event) => toggleDocument(document, event.target.checked)}
                />
              }
            />
          ))}
        </Box>
      </FormControl>

      <FormControl
        component="fieldset"
        id={APPOINTMENT_FIELDSET_ID}
        disabled={submitting}
        sx={{
          display: 'grid',
          gap: 2.5,
          // The date and time are in the page from the start, so they work without the script; they
          // show only once an appointment type is chosen, by CSS alone, with or without it.
          [`&:has(select[name="appointmentType"] option[value="none"]:checked) > .${APPOINTMENT_WHEN_CLASS}`]: { display: 'none' },
        }}
      >
        <FormLabel component="legend" sx={{ ...groupLabelSx, mb: 2 }}>
          {labels.appointment}
        </FormLabel>
        <SelectInput<ContactFormValues['appointmentType']>
          id={fieldId('appointmentType')}
          name="appointmentType"
          label={labels.appointmentType}
          value={values.appointmentType}
          options={copy.appointmentOptions}
          onChange={(value) => setField('appointmentType', value)}
          error={errors.appointmentType}
          disabled={submitting}
        />
        <Box className={APPOINTMENT_WHEN_CLASS} sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            id={fieldId('preferredDate')}
            name="preferredDate"
            label={labels.preferredDate}
            type="date"
            value={values.preferredDate}
            onChange={(value) => setField('preferredDate', value)}
            hint={hints.preferredDate}
            error={errors.preferredDate}
            disabled={submitting}
          />
          <SelectInput<TimeSlot | ''>
            id={fieldId('preferredTime')}
            name="preferredTime"
            label={labels.preferredTime}
            value={values.preferredTime}
            options={copy.timeOptions}
            onChange={(value) => setField('preferredTime', value)}
            error={errors.preferredTime}
            disabled={submitting}
          />
        </Box>
      </FormControl>

      <TextInput {...text('intendedUse')} placeholder={placeholders.intendedUse} rows={2} />
      <TextInput {...text('message')} required placeholder={placeholders.message} rows={5} />

      <Honeypot label={copy.honeypotLabel} value={values[HONEYPOT_FIELD]} onChange={(value) => setField(HONEYPOT_FIELD, value)} />
      {/* The page's language, posted with or without the script: the receipt, the mail and any problem come back in it. */}
      <input type="hidden" name="language" value={language} disabled={submitting} />

      <Box>
        <Button
          ref={submitButton}
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress aria-hidden="true" size={20} color="inherit" /> : <SendIcon />}
          sx={{
            width: { xs: '100%', sm: 'auto' },
            minWidth: 200,
            // Still the call to action while it works, not a greyed-out button.
            '&.Mui-disabled': { bgcolor: 'secondary.dark', color: 'common.white' },
          }}
        >
          {submitting ? copy.sending : copy.submit}
        </Button>
      </Box>

      {notice && (
        <Suspense fallback={null}>
          <InquiryNotification key={notice.id} notice={notice} onClose={closeNotice} />
        </Suspense>
      )}
    </Box>
  );
}
