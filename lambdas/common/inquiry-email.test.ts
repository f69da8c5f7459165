import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { contactInquirySchema, type InquiryFields } from '../../shared/contact-schema';
import { appointmentInvite, buyerAcknowledgement, sellerNotification } from './inquiry-email';

const NOW = new Date('2026-11-20T18:00:00Z');
/** An inquiry as the handler has it: checked by the one schema. */
const inquiry = (overrides: Record<string, unknown> = {}): InquiryFields =>
  contactInquirySchema(() => NOW).parse({ name: 'Dana Buyer', email: 'dana@clinic.example', message: 'Is it available?', ...overrides });
const video = inquiry({ appointmentType: 'video', preferredDate: '2026-11-23', preferredTime: '2:00 PM' });

describe('the inquiry mails', () => {
  it("write the inquiry's yyyy-mm-dd date in the long form people read", () => {
    expect(sellerNotification(video, 'REF-1').subject).toContain('Video walkthrough (45-60 minutes), Monday, November 23, 2026 at 2:00 PM (Mountain Time)');
    expect(buyerAcknowledgement(video, 'REF-1').text).toContain('Appointment: Video walkthrough (45-60 minutes), Monday, November 23, 2026 at 2:00 PM (Mountain Time)');
  });

  it("thank the buyer with the page's own success texts", () => {
    expect(buyerAcknowledgement(video, 'REF-1').text).toContain(CONTACT_MESSAGES.successWithAppointment);
    expect(buyerAcknowledgement(inquiry(), 'REF-1').text).toContain(CONTACT_MESSAGES.successWithoutAppointment);
  });
});

describe("the buyer's acknowledgement", () => {
  it("greets without the name: a stranger's text never reaches the address it was sent to", () => {
    const spam = inquiry({ name: 'WIN $500 gift card: https://evil.example/claim' });

    const { subject, text, html } = buyerAcknowledgement(spam, 'REF-1');

    for (const part of [subject, text, html]) {
      expect(part).not.toMatch(/WIN|gift|500|evil|https?:/);
    }
    expect(text.startsWith(CONTACT_MESSAGES.acknowledgementGreeting)).toBe(true);
  });
});

describe('appointmentInvite', () => {
  it('books the chosen day and slot in Mountain Time, for as long as the appointment lasts', () => {
    const invite = appointmentInvite(video, 'REF-1', 'seller@example.com', NOW);

    expect(invite).toContain('DTSTART;TZID=America/Edmonton:20261123T140000');
    expect(invite).toContain('DTEND;TZID=America/Edmonton:20261123T150000');
  });

  it('is left out without an appointment', () => {
    expect(appointmentInvite(inquiry(), 'REF-1', 'seller@example.com', new Date())).toBeUndefined();
  });
});
