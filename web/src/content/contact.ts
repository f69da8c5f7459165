import { CONTACT_MESSAGES, type AppointmentType, type PreferredContactMethod, type TimeSlot } from '../../../shared/contact';
import {
  APPOINTMENT_OPTIONS,
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_TEXT,
  CONTACT_OPTION_LABELS,
  timeOptions,
  type ContactFieldLabels,
  type ContactFormText,
  type ContactOptionLabels,
} from '../../../shared/contact-form';
import { inspectionYear, type ListingFigures } from '../../../shared/listing-figures';
import { formatUsd } from '../../../shared/listing-state';
import type { Locale } from '../../../shared/site-routes';
import type { WatchFormCopy } from '../../../shared/watch';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { inspectionText } from './trailer-facts';
import type { MetaCopy, SectionIntroCopy } from './types';

const { sellerName, sellerEmail, inquiryRetentionMonths } = SITE_SETTINGS;

/** docs/product.md#constants: the reply promise, phone hours and delivery claim, as the page words them. */
export const CONTACT_PROMISES = {
  replyWithin: 'within 24 hours',
  phoneHours: 'Monday-Friday, 8 AM-8 PM MST',
  deliveryDays: '7-21 days',
} as const;

export const CONTACT_META: MetaCopy = {
  title: `Contact the Seller – ${TRAILER.year} ${TRAILER.lengthFeet} ft Mobile Medical Trailer | Edmonton, Alberta`,
  description: `Ask about the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer (unit ${TRAILER.unitNumber}), request documentation or book an in-person or virtual viewing in Edmonton, Alberta. Reply ${CONTACT_PROMISES.replyWithin}; delivery across Canada and the USA.`,
  keywords: [
    'contact mobile medical trailer seller',
    'mobile clinic trailer viewing',
    'medical trailer inspection Edmonton',
    'mobile medical unit delivery Canada USA',
    'medical trailer financing',
    'Edmonton',
    'Alberta',
  ],
};

export interface ContactHeroCopy {
  badges: { reply: string; location: string };
  title: string;
  lead: string;
}

export const CONTACT_HERO: ContactHeroCopy = {
  badges: { reply: '24-hour reply', location: 'Edmonton, Alberta' },
  title: 'Contact the Seller',
  lead: `Ask ${sellerName} about unit ${TRAILER.unitNumber}, request documentation, or book a viewing in Edmonton or a virtual walkthrough. Every inquiry gets a personal reply ${CONTACT_PROMISES.replyWithin}.`,
};

/** The contact page's wording once the unit is sold: the form stays, for buyers of a similar unit. */
export const CONTACT_WHEN_SOLD: { lead: string; formTitle: string; formIntro: string } = {
  lead: `Unit ${TRAILER.unitNumber} has been sold. ${sellerName} can tell you about similar mobile medical units: describe what your program needs and get a personal reply ${CONTACT_PROMISES.replyWithin}.`,
  formTitle: 'Ask About Similar Units',
  formIntro: `Tell ${sellerName} what you are looking for (size, rooms, equipment, budget, where it must go).`,
};

/** The inquiry form's words in one language; the schema's problems are shared/contact-form.ts's and shared/contact-fr.ts's. */
export interface ContactFormCopy extends ContactFormText {
  labels: ContactFieldLabels;
  preferredContactLabels: Record<PreferredContactMethod, string>;
  appointmentOptions: readonly { value: AppointmentType; label: string }[];
  timeOptions: readonly { value: TimeSlot | ''; label: string }[];
  /** A requested document's name as shown, by its value. */
  documentLabels: ContactOptionLabels['documents'];
  sending: string;
  close: string;
  messages: {
    requiredTitle: string;
    requiredText: string;
    successTitle: string;
    successWithAppointment: string;
    successWithoutAppointment: string;
    failureTitle: string;
    failureFallback: string;
    onItsWay: string;
    savedForDelivery: string;
  };
}

/** Labels, hints and texts of the inquiry form (docs/product.md#contact-form, docs/product.md#inquiry-record and docs/product.md#contact-validation). */
export const CONTACT_FORM_COPY = {
  ...CONTACT_FORM_TEXT,
  intro: `${CONTACT_FORM_TEXT.intro} We keep your inquiry for ${inquiryRetentionMonths} months, then delete it.`,
  labels: CONTACT_FIELD_LABELS,
  preferredContactLabels: CONTACT_OPTION_LABELS.preferredContact,
  appointmentOptions: APPOINTMENT_OPTIONS,
  timeOptions: timeOptions(CONTACT_OPTION_LABELS),
  documentLabels: CONTACT_OPTION_LABELS.documents,
  sending: 'Sending...',
  close: 'Close',
  messages: {
    ...CONTACT_MESSAGES,
    failureFallback: CONTACT_MESSAGES.failureFallback(sellerEmail),
    savedForDelivery: CONTACT_MESSAGES.savedForDelivery(SITE_SETTINGS.sellerPhone),
  },
} as const satisfies ContactFormCopy;

export interface ContactChannelCopy {
  id: 'phone' | 'whatsapp' | 'email' | 'location' | 'viewing';
  label: string;
  value: string;
  note: string;
}

/** The contact-channels card (docs/product.md#contact). Link targets come from the seller settings. */
export const CONTACT_CHANNELS: { title: string; items: readonly ContactChannelCopy[] } = {
  title: 'Contact Information',
  items: [
    { id: 'phone', label: 'Phone', value: SITE_SETTINGS.sellerPhone, note: CONTACT_PROMISES.phoneHours },
    { id: 'whatsapp', label: 'WhatsApp', value: 'Message on WhatsApp', note: 'Messages, photos and video calls' },
    { id: 'email', label: 'Email', value: sellerEmail, note: `Reply ${CONTACT_PROMISES.replyWithin}` },
    { id: 'location', label: 'Location', value: 'Edmonton, Alberta, Canada', note: 'Delivery across Canada and to the USA' },
    { id: 'viewing', label: 'Viewing', value: 'By appointment', note: 'Virtual tours available' },
  ],
};

export interface DurationCopy {
  label: string;
  duration: string;
}

export const CONTACT_VIEWING: {
  title: string;
  options: readonly { title: string; text: string }[];
  durationsTitle: string;
  durations: readonly DurationCopy[];
  bookLabel: string;
} = {
  title: 'Schedule a Viewing',
  options: [
    {
      title: 'In person in Edmonton',
      text: `See every room of unit ${TRAILER.unitNumber} for yourself: exam rooms, reception, break room, generator and wheelchair lift.`,
    },
    {
      title: 'Virtual walkthrough',
      text: `${sellerName} tours the trailer live with you by WhatsApp video or phone, room by room.`,
    },
  ],
  durationsTitle: 'Appointment durations',
  durations: [
    { label: 'Phone consultation', duration: '30-45 minutes' },
    { label: 'Video walkthrough', duration: '45-60 minutes' },
    { label: 'In-person viewing', duration: '2-3 hours' },
  ],
  bookLabel: 'Choose an appointment in the form',
};

export const CONTACT_DOCUMENTATION: { title: string; text: string; items: readonly string[] } = {
  title: 'Secure Documentation',
  text: 'Specifications, service records and photo packages are prepared for you and shared privately.',
  items: ['Secure PDF generation', 'Private document sharing', 'Encrypted transmission'],
};

export interface DeliveryRegionCopy {
  id: string;
  title: string;
  cities: readonly string[];
  benefits: readonly string[];
}

/** The delivery section's heading and introduction. */
export const CONTACT_DELIVERY_INTRO: SectionIntroCopy = {
  title: 'Delivery Across Canada and the United States',
  intro: `The trailer leaves Edmonton, Alberta for your site, door-to-door, typically in ${CONTACT_PROMISES.deliveryDays}. Ask for a delivery quote to your city.`,
};

export interface ContactDeliveryCopy extends SectionIntroCopy {
  claims: readonly { value: string; label: string }[];
  citiesLabel: string;
  regions: readonly DeliveryRegionCopy[];
}

/** The delivery section's claims and regions; the United States' benefits state the price. */
export const contactDelivery = ({ priceUsd, facts }: ListingFigures): ContactDeliveryCopy => ({
  ...CONTACT_DELIVERY_INTRO,
  claims: [
    { value: CONTACT_PROMISES.deliveryDays, label: 'Typical delivery time' },
    { value: 'Door-to-door', label: 'Delivered to your site' },
    { value: 'Quote on request', label: 'Priced for your route' },
  ],
  citiesLabel: 'Cities we deliver to include',
  regions: [
    {
      id: 'canada',
      title: 'Canada',
      cities: ['Edmonton', 'Calgary', 'Vancouver', 'Toronto', 'Montreal'],
      benefits: [
        'Shipped from Edmonton, Alberta, with no border crossing',
        inspectionText(facts.unit),
        'View it in person before it ships',
        `Door-to-door delivery, typically in ${CONTACT_PROMISES.deliveryDays}`,
      ],
    },
    {
      id: 'united-states',
      title: 'United States',
      cities: ['Seattle', 'Portland', 'Denver', 'Minneapolis', 'Chicago'],
      benefits: [
        `Priced in US dollars: ${formatUsd(priceUsd)}`,
        'Cross-border transport and delivery coordination',
        'Built by a US coach builder',
        `Door-to-door delivery, typically in ${CONTACT_PROMISES.deliveryDays}`,
      ],
    },
  ],
});

export interface FaqCopy {
  question: string;
  answer: string;
}

/** The eight questions, answered from the listing's figures and the trailer's build facts only. */
export const contactFaqItems = ({ priceUsd, facts }: ListingFigures): readonly FaqCopy[] => [
    {
      question: 'What is included with the trailer?',
      answer: `The complete ${TRAILER.year} ${TRAILER.lengthFeet}-foot unit ${TRAILER.unitNumber}: ${facts.unit.examRooms} exam rooms, 2 dressing rooms, a reception and waiting area, a break room with work stations, a diesel generator, HVAC, a wheelchair lift and 4-corner auto-leveling. The mammography machine has been removed and is NOT included, and only one generator is included; a second is optional.`,
    },
    {
      question: 'Do you deliver to the USA?',
      answer: `Yes. The trailer is delivered door-to-door from Edmonton to Canada and the United States, for example Seattle, Portland, Denver, Minneapolis and Chicago, typically in ${CONTACT_PROMISES.deliveryDays}. Cross-border transport and delivery are coordinated for you, and the price is in US dollars. Ask for a delivery quote to your site.`,
    },
    {
      question: 'Is financing available?',
      answer: `The price is ${formatUsd(priceUsd)}. Tick "Financing Options" under Requested documentation in the form and ${sellerName} will send the financing information available for your organization with the reply.`,
    },
    {
      question: 'What is the mechanical condition?',
      answer: `The trailer carries a current Alberta commercial vehicle inspection valid through ${inspectionYear(facts.unit)}. It rides on air ride suspension with ${TRAILER.axleCount} axles rated ${formatWholeNumber(TRAILER.axleRatingLbs)} lbs each (GVWR ${formatWholeNumber(TRAILER.gvwrLbs)} lbs), with a diesel generator, HVAC, a wheelchair lift and 4-corner auto-leveling. Ask for the service records, or see it for yourself at a viewing.`,
    },
    {
      question: 'Are there any extra costs beyond the price?',
      answer: `The ${formatUsd(priceUsd)} price covers the trailer as described. Delivery is quoted separately on request, and a second generator is an option rather than part of the price. The mammography machine is not included.`,
    },
    {
      question: 'Can I inspect the trailer before purchase?',
      answer: `Yes, and you are encouraged to. Book an in-person viewing in Edmonton (2-3 hours), a video walkthrough by WhatsApp video (45-60 minutes) or a phone consultation (30-45 minutes) with the appointment options in the form.`,
    },
    {
      question: 'What equipment is included?',
      answer: `Oak cabinetry and granite counters, burgundy reception seating, TV/DVD entertainment, fire suppression, a security keypad, UV sterilization, a vacuum system, 110V/220V electrical panels with GFCI protection, the diesel generator, curbside and street-side wall-mounted HVAC units with a humidifier, the automatic wheelchair lift with pull-out aluminum platforms, and emergency escape windows.`,
    },
    {
      question: 'Is there a service history, and who built it?',
      answer: `Unit ${TRAILER.unitNumber} was built in ${TRAILER.year} by a coach builder in New York, USA, as a mammography clinic. Its maintenance history and service documentation are available: tick "Service Records" under Requested documentation in the form.`,
    },
];

/** The words around the FAQ (its questions are contactFaqItems'). */
export interface ContactFaqCopy extends SectionIntroCopy {
  moreTitle: string;
  moreText: string;
  callLabel: string;
  emailLabel: string;
}

export const CONTACT_FAQ: ContactFaqCopy = {
  title: 'Frequently Asked Questions',
  intro: 'Quick answers to what buyers ask most. Anything else, ask the seller directly.',
  moreTitle: 'Still have questions?',
  moreText: `${sellerName} answers the phone ${CONTACT_PROMISES.phoneHours} and replies to e-mail ${CONTACT_PROMISES.replyWithin}.`,
  callLabel: 'Call the Seller',
  emailLabel: 'Email the Seller',
};

/** The contact page's words in one language, which its route hands to its components (web/src/features/contact/contact-copy.ts). */
export interface ContactPageCopy {
  /** The page's language: the form posts it, so the buyer's receipt, mail and the API's problems are in it. */
  language: Locale;
  hero: ContactHeroCopy;
  whenSold: typeof CONTACT_WHEN_SOLD;
  form: ContactFormCopy;
  channels: typeof CONTACT_CHANNELS;
  viewing: typeof CONTACT_VIEWING;
  documentation: typeof CONTACT_DOCUMENTATION;
  deliveryIntro: SectionIntroCopy;
  delivery: (figures: ListingFigures) => ContactDeliveryCopy;
  faqItems: (figures: ListingFigures) => readonly FaqCopy[];
  faq: ContactFaqCopy;
  /**
   * The watch form's words; the form's own English ones where absent (the English page leaves them
   * out: the watch form's module then stays in the lazily loaded cards, off the first load).
   */
  watch?: WatchFormCopy;
}

/** /contact in English. */
export const CONTACT_PAGE_COPY: ContactPageCopy = {
  language: 'en',
  hero: CONTACT_HERO,
  whenSold: CONTACT_WHEN_SOLD,
  form: CONTACT_FORM_COPY,
  channels: CONTACT_CHANNELS,
  viewing: CONTACT_VIEWING,
  documentation: CONTACT_DOCUMENTATION,
  deliveryIntro: CONTACT_DELIVERY_INTRO,
  delivery: contactDelivery,
  faqItems: contactFaqItems,
  faq: CONTACT_FAQ,
};
