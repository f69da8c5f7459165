/** A buyer or partner quote (docs/product.md#testimonial-record). */
export interface Testimonial {
  name: string;
  title: string;
  location: string;
  /** Stars out of 5. */
  rating: number;
  /** ISO date (yyyy-mm) the testimonial was given. */
  date: string;
  text: string;
  /** What the seller did for this person. */
  service: string;
  /** True only once the seller has confirmed the person and their consent to publish. */
  verified: boolean;
}

export const TESTIMONIALS_SECTION = {
  title: 'What buyers and partners say',
  intro: 'Healthcare teams who toured, inspected or priced this unit with the seller.',
};

/**
 * The four testimonials docs/product.md#marketing-claims requires, each rated 5. They speak only to facts the site states.
 * Before launch the seller replaces them with real, attributable quotes and sets `verified` for each
 * one confirmed; until then none is marked verified.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah M.',
    title: 'Medical Director',
    location: 'Saskatoon, Saskatchewan',
    rating: 5,
    date: '2025-03',
    text: 'The WhatsApp video walkthrough answered our board’s questions before anyone travelled to Edmonton. Both exam rooms, the wheelchair lift and the generator were shown exactly as listed.',
    service: 'Virtual walkthrough',
    verified: false,
  },
  {
    name: 'James T.',
    title: 'Operations Manager',
    location: 'Calgary, Alberta',
    rating: 5,
    date: '2025-05',
    text: 'We inspected the unit in Edmonton by appointment. The auto-leveling, the lift and the HVAC ran for us on the spot, and the Alberta inspection paperwork was ready to read.',
    service: 'In-person inspection',
    verified: false,
  },
  {
    name: 'Linda K.',
    title: 'Program Coordinator, Indigenous health services',
    location: 'Prince Albert, Saskatchewan',
    rating: 5,
    date: '2025-06',
    text: 'Clear specifications and a plain statement that the mammography machine is not included made our funding proposal simple to write. Every question got an answer within a day.',
    service: 'Documentation package',
    verified: false,
  },
  {
    name: 'Mark R.',
    title: 'Emergency Services Planner',
    location: 'Great Falls, Montana',
    rating: 5,
    date: '2025-08',
    text: 'A USD price with the CAD equivalent beside it and a door-to-door delivery quote let us plan the cross-border purchase without surprises.',
    service: 'Cross-border delivery quote',
    verified: false,
  },
];
