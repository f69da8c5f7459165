/** The words around the testimonials; the testimonials themselves are the seller's facts (shared/listing-facts.ts). */
export const TESTIMONIALS_SECTION = {
  title: 'What buyers and partners say',
  intro: 'Healthcare teams who toured, inspected or priced this unit with the seller.',
};
