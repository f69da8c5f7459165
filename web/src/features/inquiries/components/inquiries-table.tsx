import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_LABELS, formatAppointmentDate } from '../../../../../shared/contact';
import type { InquiryListItem } from '../../../../../shared/inquiries';
import { INQUIRIES_COPY } from '../../../content/inquiries';
import { QUESTION_ADMIN_COPY } from '../../../content/question-admin';
import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { resendInquiry } from '../api/resend-inquiry';

const { columns } = INQUIRIES_COPY;
const STATUS_COLOURS = { received: 'default', sent: 'success', failed: 'error' } as const;

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

function appointmentText(inquiry: InquiryListItem): string {
  if (!inquiry.appointmentType || inquiry.appointmentType === 'none') return INQUIRIES_COPY.noAppointment;
  return [APPOINTMENT_LABELS[inquiry.appointmentType], inquiry.preferredDate && formatAppointmentDate(inquiry.preferredDate), inquiry.preferredTime]
    .filter(Boolean)
    .join(', ');
}

interface InquiriesTableProps {
  inquiries: readonly InquiryListItem[];
  onResent: () => void;
  /** Opens the dialog that publishes a question written from this inquiry. */
  onPublish: (inquiry: InquiryListItem) => void;
}

/** The leads table; a failed e-mail can be sent again from its row, and any inquiry can become a published question. */
export function InquiriesTable({ inquiries, onResent, onPublish }: InquiriesTableProps) {
  const [resending, setResending] = useState<string>();

  async function resend(inquiry: InquiryListItem) {
    setResending(inquiry.id);
    try {
      const { reference } = await resendInquiry(inquiry.id);
      showNotice({ severity: 'success', text: INQUIRIES_COPY.resent(reference) });
      onResent();
    } catch (error) {
      showNotice({ severity: 'error', title: INQUIRIES_COPY.resendFailed, text: error instanceof ApiError ? error.message : INQUIRIES_COPY.resendFailed });
    } finally {
      setResending(undefined);
    }
  }

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={INQUIRIES_COPY.title}>
        <TableHead>
          <TableRow>
            {Object.values(columns).map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {inquiries.map((inquiry) => (
            <TableRow key={inquiry.id} data-testid="inquiry-row" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dateTime.format(new Date(inquiry.createdAt))}
                <Typography component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
                  {INQUIRIES_COPY.reference(inquiry.reference)}
                </Typography>
              </TableCell>
              <TableCell>{inquiry.name}</TableCell>
              <TableCell>
                <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{inquiry.phone}</TableCell>
              <TableCell>{inquiry.organization}</TableCell>
              <TableCell>{appointmentText(inquiry)}</TableCell>
              <TableCell>{inquiry.requestedDocuments.join(', ')}</TableCell>
              <TableCell>
                <Chip size="small" label={INQUIRIES_COPY.status[inquiry.status]} color={STATUS_COLOURS[inquiry.status]} />
              </TableCell>
              <TableCell>
                {/* A 'received' one may have lost its sender; the API refuses one that is really being sent. */}
                {inquiry.status !== 'sent' && (
                  <Button size="small" variant="outlined" disabled={resending === inquiry.id} onClick={() => void resend(inquiry)} sx={{ whiteSpace: 'nowrap' }}>
                    {resending === inquiry.id ? INQUIRIES_COPY.resending : INQUIRIES_COPY.resend}
                  </Button>
                )}
                <Button size="small" onClick={() => onPublish(inquiry)} sx={{ whiteSpace: 'nowrap', display: 'block', mt: 0.5 }}>
                  {QUESTION_ADMIN_COPY.publishFromInquiry}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
