import { describe, expect, it } from 'vitest';
import { formatTestimonialDate } from './home-testimonials';
import { ratingLabel } from '../../../components/ui/star-rating';

describe('testimonial display', () => {
  it('shows the month and year of a yyyy-mm date', () => {
    expect(formatTestimonialDate('2025-03')).toBe('March 2025');
  });

  it('names the rating for screen readers', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5 stars');
  });
});
