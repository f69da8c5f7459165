import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_LABELS, formatAppointmentDate } from '../../../../../shared/contact';
import { INQUIRY_DESK_STATES, inquiryDeskState, type InquiryListItem } from '../../../../../shared/inquiries';
import { formatAdminDateTime, INQUIRIES_COPY } from '../../../content/inquiries';
import { QUESTION_ADMIN_COPY } from '../../../content/question-admin';
import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { resendInquiry } from '../api/resend-inquiry';
import { updateInquiry, type InquiryDeskChange } from '../api/update-inquiry';
import { replyLink } from '../reply-link';
import { InquiryNotes } from './inquiry-notes';

const STATUS_COLOURS = { received: 'default', sent: 'success', failed: 'error' } as const;
const DESK_COLOURS = { new: 'warning', replied: 'info', closed: 'default' } as const;

function appointmentText(inquiry: InquiryListItem): string {
  if (!inquiry.appointmentType || inquiry.appointmentType === 'none') return INQUIRIES_COPY.noAppointment;
  return [APPOINTMENT_LABELS[inquiry.appointmentType], inquiry.preferredDate && formatAppointmentDate(inquiry.preferredDate), inquiry.preferredTime]
    .filter(Boolean)
    .join(', ');
}

/** A labelled fact of the inquiry; nothing when the buyer left it empty. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === '' || children === undefined) return null;
  return (
    <Box>
      <Typography component="h4" sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface InquiryCardProps {
  inquiry: InquiryListItem;
  /** The inquiry as the API answered a change: the list shows it at once. */
  onChanged: (inquiry: InquiryListItem) => void;
  /** After a resend, or a conflict: the list is read again. */
  onStale: () => void;
  /** Opens the dialog that publishes a question written from this inquiry. */
  onPublish: (inquiry: InquiryListItem) => void;
}

/**
 * One inquiry, whole: the buyer's message, how to reach them, what they asked for, the delivery of
 * its e-mail, and the seller's own handling (state, private notes, a reply in their mail program).
 * One column on a phone, message beside the details from `md` up; nothing is cut off at any width.
 */
export function InquiryCard({ inquiry, onChanged, onStale, onPublish }: InquiryCardProps) {
  const [busy, setBusy] = useState<'state' | 'note' | 'resend'>();
  const state = inquiryDeskState(inquiry);

  async function change(kind: 'state' | 'note', request: Omit<InquiryDeskChange, 'version'>): Promise<boolean> {
    setBusy(kind);
    try {
      onChanged(await updateInquiry(inquiry.id, { version: inquiry.deskVersion ?? 0, ...request }));
      showNotice({ severity: 'success', text: INQUIRIES_COPY.saved });
      return true;
    } catch (error) {
      showNotice({ severity: 'error', title: INQUIRIES_COPY.saveFailed, text: error instanceof ApiError ? error.message : INQUIRIES_COPY.saveFailed });
      if (error instanceof ApiError && error.status === 409) onStale();
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  async function resend() {
    setBusy('resend');
    try {
      const { reference } = await resendInquiry(inquiry.id);
      showNotice({ severity: 'success', text: INQUIRIES_COPY.resent(reference) });
      onStale();
    } catch (error) {
      showNotice({ severity: 'error', title: INQUIRIES_COPY.resendFailed, text: error instanceof ApiError ? error.message : INQUIRIES_COPY.resendFailed });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Card component="article" variant="outlined" data-testid="inquiry-card" aria-labelledby={`inquiry-${inquiry.id}`} sx={{ borderRadius: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`inquiry-${inquiry.id}`} component="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
              {inquiry.name}
              {inquiry.organization && (
                <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {' · '}
                  {inquiry.organization}
                </Typography>
              )}
            </Typography>
            <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
              {formatAdminDateTime(inquiry.createdAt)} · {INQUIRIES_COPY.reference(inquiry.reference)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={INQUIRIES_COPY.deskStates[state]} color={DESK_COLOURS[state]} />
            <Chip size="small" variant="outlined" label={`${INQUIRIES_COPY.columns.status}: ${INQUIRIES_COPY.status[inquiry.status]}`} color={STATUS_COLOURS[inquiry.status]} />
          </Stack>
        </Stack>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
            <Fact label={INQUIRIES_COPY.message}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }} data-testid="inquiry-message">
                {inquiry.message}
              </Box>
            </Fact>
            <Fact label={INQUIRIES_COPY.intendedUse}>{inquiry.intendedUse}</Fact>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
            <Fact label={INQUIRIES_COPY.contact}>
              <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              {inquiry.phone && (
                <>
                  <br />
                  <a href={`tel:${inquiry.phone.replace(/[^+0-9]/g, '')}`}>{inquiry.phone}</a>
                </>
              )}
              <br />
              {INQUIRIES_COPY.preferredContact(inquiry.preferredContact)}
            </Fact>
            <Fact label={INQUIRIES_COPY.columns.documents}>{inquiry.requestedDocuments.join(', ')}</Fact>
            <Fact label={INQUIRIES_COPY.columns.appointment}>{appointmentText(inquiry)}</Fact>
          </Box>
        </Box>

        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" href={replyLink(inquiry)}>
            {INQUIRIES_COPY.reply}
          </Button>
          {INQUIRY_DESK_STATES.filter((each) => each !== state).map((next) => (
            <Button key={next} variant="outlined" size="small" disabled={busy !== undefined} onClick={() => void change('state', { state: next })}>
              {busy === 'state' ? INQUIRIES_COPY.saving : INQUIRIES_COPY.markAs[next]}
            </Button>
          ))}
          {/* A 'received' one may have lost its sender; the API refuses one that is really being sent. */}
          {inquiry.status !== 'sent' && (
            <Button size="small" variant="outlined" disabled={busy !== undefined} onClick={() => void resend()}>
              {busy === 'resend' ? INQUIRIES_COPY.resending : INQUIRIES_COPY.resend}
            </Button>
          )}
          <Button size="small" onClick={() => onPublish(inquiry)}>
            {QUESTION_ADMIN_COPY.publishFromInquiry}
          </Button>
        </Stack>

        <Divider />
        <InquiryNotes notes={inquiry.notes ?? []} saving={busy === 'note'} onAdd={(note) => change('note', { note })} />
      </CardContent>
    </Card>
  );
}
