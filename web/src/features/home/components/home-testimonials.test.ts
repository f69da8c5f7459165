import { describe, expect, it } from 'vitest';
import { FRENCH_TESTIMONIALS_SECTION } from '../../../content/fr/home-sections';
import { TESTIMONIALS_SECTION, formatTestimonialDate } from '../../../content/testimonials';

describe('testimonial display', () => {
  it('shows the month and year of a yyyy-mm date', () => {
    expect(formatTestimonialDate('2025-03')).toBe('March 2025');
    expect(FRENCH_TESTIMONIALS_SECTION.month('2025-03')).toBe('mars 2025');
  });

  it('names the rating for screen readers', () => {
    expect(TESTIMONIALS_SECTION.rating(5, 5)).toBe('Rated 5 out of 5 stars');
    expect(FRENCH_TESTIMONIALS_SECTION.rating(4, 5)).toBe('Note de 4\u00a0étoiles sur 5');
  });
});
