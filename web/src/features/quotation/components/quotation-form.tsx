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
import type { QuotationRequest } from '../../../../../shared/quotation';
import type { QuotationFormCopy } from '../../../content/quotation';
import type { Locale } from '../../../../../shared/site-routes';
import { newIdempotencyKey } from '../../contact/utils/form-values';
import { saveFile } from '../../documents/save-file';
import { requestQuotation } from '../request-quotation';
import { SCREEN_ONLY } from '../../../theme/theme';

type QuotationBuyer = Omit<QuotationRequest, 'destination'>;

const FIELDS = ['organization', 'contactName', 'email'] as const satisfies readonly (keyof QuotationBuyer)[];
/** The inquiry field each one becomes, whose length limit it keeps. */
const LIMIT_OF = { organization: 'organization', contactName: 'name', email: 'email' } as const;

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * 'Download quotation (PDF)': asks who the quotation is for, has the server price, number, store and
 * mail it to the seller, then sets the PDF in the browser from the server's answer, in the page's
 * language (`locale`; the French quotation's words load only when a French page asks for one).
 */
export function QuotationForm({ destination, copy: COPY, locale }: { destination: string; copy: QuotationFormCopy; locale: Locale }) {
  const ids = useId();
  const [buyer, setBuyer] = useState<QuotationBuyer>({ organization: '', contactName: '', email: '' });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // One key per request: a retry after an unclear answer must not store the request twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || status.kind === 'working') return;
    setStatus({ kind: 'working' });
    const [result, { quotationPdf, quotationFileName }] = await Promise.all([
      requestQuotation({ destination, ...buyer }, idempotencyKey),
      locale === 'fr' ? import('../french-quotation-pdf') : import('../quotation-pdf'),
    ]);
    if (!result.ok) {
      // The server's reasons are in English: a French page says its own.
      setStatus({ kind: 'failed', message: (locale === 'en' && result.error) || COPY.failed });
      return;
    }
    const { quotation, sellerCopy } = result.response;
    saveFile(new Blob([quotationPdf(quotation) as BlobPart], { type: 'application/pdf' }), quotationFileName(quotation.number));
    setIdempotencyKey(newIdempotencyKey());
    setStatus({ kind: 'done', message: sellerCopy === 'sent' ? COPY.done(quotation.number) : COPY.doneWithoutCopy(quotation.number) });
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
        {(status.kind === 'done' || status.kind === 'failed') && status.message}
      </Box>
    </Box>
  );
}
