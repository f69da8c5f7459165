import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { CONTACT_LIMITS } from '../../../../../shared/contact';
import type { DeliveredCostEstimate } from '../../../../../shared/delivered-cost';
import { QUOTATION_COPY } from '../../../content/quotation';
import { submitInquiry } from '../../contact/api/submit-inquiry';
import { newIdempotencyKey } from '../../contact/utils/form-values';
import { saveFile } from '../../documents/save-file';
import { quotationInquiry, quotationNumber, type QuotationBuyer } from '../quotation-request';
import { SCREEN_ONLY } from '../../../theme/theme';

const { form: COPY } = QUOTATION_COPY;
const FIELDS = ['organization', 'contactName', 'email'] as const satisfies readonly (keyof QuotationBuyer)[];
/** The inquiry field each one becomes, whose length limit it keeps. */
const LIMIT_OF = { organization: 'organization', contactName: 'name', email: 'email' } as const;

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; number: string } | { kind: 'failed'; message: string };

/**
 * 'Download quotation (PDF)': asks who the quotation is for, stores and mails the request to the
 * seller as an inquiry (its reference numbers the quotation), then makes the PDF in the browser.
 */
export function QuotationForm({ estimate }: { estimate: DeliveredCostEstimate }) {
  const ids = useId();
  const [buyer, setBuyer] = useState<QuotationBuyer>({ organization: '', contactName: '', email: '' });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // One key per request: a retry after an unclear answer must not store the request twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || status.kind === 'working') return;
    setStatus({ kind: 'working' });
    const result = await submitInquiry({ inquiry: quotationInquiry(buyer, estimate), idempotencyKey });
    // A 502 still carries a reference: the request is stored and reaches the seller later.
    const { reference } = result;
    if (!reference) {
      setStatus({ kind: 'failed', message: result.sent ? COPY.failed : (result.error ?? COPY.failed) });
      return;
    }
    const number = quotationNumber(reference);
    const { quotationPdf } = await import('../quotation-pdf');
    const bytes = quotationPdf({ number, issuedOn: new Date(), organization: buyer.organization, contactName: buyer.contactName, estimate });
    saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), QUOTATION_COPY.fileName(number));
    setIdempotencyKey(newIdempotencyKey());
    setStatus({ kind: 'done', number });
  };

  return (
    <Box component="form" {...SCREEN_ONLY} onSubmit={onSubmit} aria-labelledby={`${ids}-title`} sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography id={`${ids}-title`} variant="h5" component="h3">
        {COPY.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{COPY.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {FIELDS.map((field) => (
          <FormControl key={field} fullWidth required>
            <InputLabel htmlFor={`${ids}-${field}`} shrink>
              {COPY.labels[field]}
            </InputLabel>
            <OutlinedInput
              id={`${ids}-${field}`}
              name={field}
              label={COPY.labels[field]}
              notched
              disableInjectingGlobalStyles
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={{ organization: 'organization', contactName: 'name', email: 'email' }[field]}
              value={buyer[field]}
              onChange={(event) => setBuyer((current) => ({ ...current, [field]: event.target.value }))}
              inputProps={{ maxLength: CONTACT_LIMITS[LIMIT_OF[field]] }}
            />
          </FormControl>
        ))}
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={status.kind === 'working'}
          startIcon={status.kind === 'working' ? <CircularProgress aria-hidden="true" size={18} color="inherit" /> : <DownloadIcon />}
        >
          {status.kind === 'working' ? COPY.working : COPY.submit}
        </Button>
      </Box>
      <Box role="status" sx={{ color: status.kind === 'failed' ? 'error.main' : 'text.secondary' }}>
        {status.kind === 'done' && COPY.done(status.number)}
        {status.kind === 'failed' && status.message}
      </Box>
    </Box>
  );
}
