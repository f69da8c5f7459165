import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
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

describe('an inquiry sent from a French page', () => {
  const french = inquiry({ language: 'fr', appointmentType: 'video', preferredDate: '2026-12-01', preferredTime: '1:00 PM' });

  it('is acknowledged in French, the appointment in French forms', () => {
    const { subject, text } = buyerAcknowledgement(french, 'REF-1');

    expect(subject).toBe(FRENCH_INQUIRY_COPY.acknowledgementSubject('REF-1'));
    expect(text.startsWith(`${FRENCH_INQUIRY_COPY.acknowledgementGreeting} ${FRENCH_INQUIRY_COPY.acknowledgementThanks}`)).toBe(true);
    expect(text).toContain(FRENCH_INQUIRY_COPY.successWithAppointment);
    expect(text).toContain('Rendez-vous: Visite vidéo (45 à 60 minutes), 1er décembre 2026 à 13\u00a0h\u00a000 (heure des Rocheuses)');
    expect(text).not.toMatch(/\b(the|your|and|with)\b/i);
  });

  it('books a calendar entry worded in French, at the same time as an English one', () => {
    const invite = appointmentInvite(french, 'REF-1', 'seller@example.com', NOW)!;
    const english = appointmentInvite({ ...french, language: 'en' }, 'REF-1', 'seller@example.com', NOW)!;

    expect(invite).toContain('SUMMARY;LANGUAGE=fr-CA:Visite vidéo (45 à 60 minutes) – remorque 3057');
    expect(invite).toContain('DESCRIPTION;LANGUAGE=fr-CA:Provisoire jusqu’à la confirmation du vendeur. Référence REF-1.');
    const times = (ics: string) => ics.split('\r\n').filter((line) => /^DT(START|END)/.test(line));
    expect(times(invite)).toEqual(times(english));
  });

  it("reaches the seller in English, naming the buyer's language", () => {
    const { subject, text } = sellerNotification(french, 'REF-1');

    expect(subject).toContain('Video walkthrough (45-60 minutes), Tuesday, December 1, 2026 at 1:00 PM (Mountain Time)');
    expect(text).toContain('Language: French (fr-CA)');
    expect(sellerNotification(inquiry(), 'REF-1').text).toContain('Language: English');
  });

  it('is refused, the message naming the field, when the language is not one the site has', () => {
    expect(() => inquiry({ language: 'de' })).toThrow(/language must be one of: en, fr/);
  });
});
