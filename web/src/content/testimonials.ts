import type { SectionIntroCopy } from './types';

/** The words around the testimonials in one language; the testimonials themselves are the seller's facts (shared/listing-facts.ts). */
export interface TestimonialsCopy extends SectionIntroCopy {
  /** Beside the name of a person the seller has confirmed. */
  verified: string;
  /** The accessible name of a rating, e.g. 'Rated 5 out of 5 stars'. */
  rating: (value: number, max: number) => string;
  /** 'yyyy-mm' as e.g. 'March 2025', the same at build time and in every browser. */
  month: (date: string) => string;
}

const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-mm' as e.g. 'March 2025'. */
export function formatTestimonialDate(date: string): string {
  return monthYear.format(new Date(`${date}-01T00:00:00Z`));
}

export const TESTIMONIALS_SECTION: TestimonialsCopy = {
  title: 'What buyers and partners say',
  intro: 'Healthcare teams who toured, inspected or priced this unit with the seller.',
  verified: 'Verified',
  rating: (value, max) => `Rated ${value} out of ${max} stars`,
  month: formatTestimonialDate,
};
