import { APPOINTMENT_LABELS, APPOINTMENT_MINUTES, CONTACT_MESSAGES, INQUIRY_LANGUAGE_NAMES, formatAppointmentDate, slotMinutes } from '../../shared/contact';
import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
import { SELLER_TIME_ZONE, parseIsoDate } from '../../shared/calendar-day';
import type { InquiryFields } from '../../shared/contact-schema';
import { TRAILER } from '../../shared/trailer';

/** The mails an inquiry causes: to the seller (Reply-To the buyer) and the buyer's acknowledgement. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Header values must not carry line breaks (they would start new headers). */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** Whether the buyer wrote from a French page. An inquiry stored before the form carried its language is English. */
const inFrench = (inquiry: Pick<InquiryFields, 'language'>) => inquiry.language === 'fr';

function appointmentLine(inquiry: InquiryFields): string | undefined {
  if (inquiry.appointmentType === 'none') return undefined;
  if (inFrench(inquiry)) {
    const slot = inquiry.preferredTime === undefined ? undefined : slotMinutes(inquiry.preferredTime);
    const when = inquiry.preferredDate === undefined && slot === undefined ? '' : `, ${FRENCH_INQUIRY_COPY.appointmentWhen(inquiry.preferredDate, slot)}`;
    return `${FRENCH_INQUIRY_COPY.appointmentLabels[inquiry.appointmentType]}${when}`;
  }
  const date = inquiry.preferredDate === undefined ? undefined : formatAppointmentDate(inquiry.preferredDate);
  const when = [date, inquiry.preferredTime].filter(Boolean).join(' at ');
  return `${APPOINTMENT_LABELS[inquiry.appointmentType]}${when ? `, ${when} (Mountain Time)` : ''}`;
}

/** The seller's copy is always in English; it names the buyer's language, so the reply can be in it. */
function detailRows(inquiry: InquiryFields, reference: string): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Reference', reference],
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone],
    ['Organization', inquiry.organization],
    ['Preferred contact', inquiry.preferredContact],
    ['Appointment', appointmentLine({ ...inquiry, language: 'en' })],
    ['Requested documents', inquiry.requestedDocuments.join(', ')],
    ['Intended use', inquiry.intendedUse],
    ['Language', INQUIRY_LANGUAGE_NAMES[inquiry.language ?? 'en']],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The mail's text and HTML: an intro, a table of rows and, for the seller only, the buyer's message. */
export function render(intro: string, rows: [string, string][], message?: string) {
  const messageText = message === undefined ? [] : ['', 'Message:', message];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), ...messageText].join('\n');
  const messageHtml =
    message === undefined ? '' : `<p><strong>Message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`;
  const html = `<p>${escapeHtml(intro)}</p><table>${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>${messageHtml}`;
  return { text, html };
}

export function sellerNotification(inquiry: InquiryFields, reference: string) {
  const appointment = appointmentLine({ ...inquiry, language: 'en' });
  const subject = oneLine(
    `Trailer ${TRAILER.unitNumber} inquiry from ${inquiry.name}${inquiry.organization ? ` (${inquiry.organization})` : ''}${appointment ? ` - ${appointment}` : ''}`,
  );
  const intro = `A buyer sent an inquiry about unit ${TRAILER.unitNumber}. Reply to this e-mail to answer ${inquiry.name} directly.`;
  return { subject, ...render(intro, detailRows(inquiry, reference), inquiry.message) };
}

/**
 * The buyer's acknowledgement goes to whatever address the form was given, from the site's own
 * identity, so it carries nothing anyone typed: only the reference, the appointment the buyer chose
 * from the form's options, and fixed text. Not even the name: it is free text, and a stranger could
 * make it an advertisement (docs/decisions/abuse-bounds.md).
 */
export function buyerAcknowledgement(inquiry: InquiryFields, reference: string) {
  const appointment = appointmentLine(inquiry);
  if (inFrench(inquiry)) {
    const copy = FRENCH_INQUIRY_COPY;
    const greeting = `${copy.acknowledgementGreeting} ${copy.acknowledgementThanks}`;
    const intro = appointment ? `${greeting} ${copy.successWithAppointment} ${copy.tentativeUntilThen}` : `${greeting} ${copy.successWithoutAppointment}`;
    const rows: [string, string][] = [[copy.reference, reference], ...(appointment ? [[copy.appointment, appointment] as [string, string]] : [])];
    return { subject: oneLine(copy.acknowledgementSubject(reference)), ...render(intro, rows) };
  }
  const subject = `We received your inquiry about trailer ${TRAILER.unitNumber} (${reference})`;
  const greeting = `${CONTACT_MESSAGES.acknowledgementGreeting} ${CONTACT_MESSAGES.acknowledgementThanks}`;
  const intro = appointment
    ? `${greeting} ${CONTACT_MESSAGES.successWithAppointment} The attached calendar entry is tentative until then.`
    : `${greeting} ${CONTACT_MESSAGES.successWithoutAppointment}`;
  const rows: [string, string][] = [['Reference', reference], ...(appointment ? [['Appointment', appointment] as [string, string]] : [])];
  return { subject: oneLine(subject), ...render(intro, rows) };
}

/**
 * A mail sent again after an earlier copy may have gone: marked in its subject and first line, so
 * the reader of a rare second copy (in the same thread, by its References line) knows it is one.
 */
export function repeatedMail<T extends { subject: string; text: string; html: string }>(mail: T): T {
  return {
    ...mail,
    subject: `${CONTACT_MESSAGES.repeatMark} ${mail.subject}`,
    text: `${CONTACT_MESSAGES.repeatNote}\n\n${mail.text}`,
    html: `<p>${escapeHtml(CONTACT_MESSAGES.repeatNote)}</p>${mail.html}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * A tentative calendar invite (iCalendar) for a requested appointment, in Mountain Time
 * (America/Edmonton, with its daylight-saving rules), or undefined when none was requested.
 */
export function appointmentInvite(inquiry: InquiryFields, reference: string, sellerEmail: string, now: Date): string | undefined {
  if (inquiry.appointmentType === 'none' || !inquiry.preferredDate) return undefined;
  const day = parseIsoDate(inquiry.preferredDate);
  if (!day) return undefined;
  const start = slotMinutes(inquiry.preferredTime ?? '10:00 AM');
  const end = start + APPOINTMENT_MINUTES[inquiry.appointmentType];
  const local = (minutes: number) =>
    `${day.year}${pad(day.month)}${pad(day.day)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trailer 3057//Inquiry//EN',
    'METHOD:REQUEST',
    'BEGIN:VTIMEZONE',
    `TZID:${SELLER_TIME_ZONE}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0700',
    'TZOFFSETTO:-0600',
    'TZNAME:MDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0700',
    'TZNAME:MST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${reference}@trailer-3057`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${SELLER_TIME_ZONE}:${local(start)}`,
    `DTEND;TZID=${SELLER_TIME_ZONE}:${local(end)}`,
    ...(inFrench(inquiry)
      ? [
          `SUMMARY;LANGUAGE=fr-CA:${icsText(FRENCH_INQUIRY_COPY.inviteSummary(FRENCH_INQUIRY_COPY.appointmentLabels[inquiry.appointmentType]))}`,
          `DESCRIPTION;LANGUAGE=fr-CA:${icsText(FRENCH_INQUIRY_COPY.inviteDescription(reference))}`,
        ]
      : [
          `SUMMARY:${icsText(`${APPOINTMENT_LABELS[inquiry.appointmentType]} - trailer ${TRAILER.unitNumber}`)}`,
          `DESCRIPTION:${icsText(`Tentative until the seller confirms. Reference ${reference}.`)}`,
        ]),
    'STATUS:TENTATIVE',
    `ORGANIZER:mailto:${sellerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:${inquiry.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
