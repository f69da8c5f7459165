import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';

export interface StarRatingProps {
  /** Whole stars, 0 to `max`. */
  value: number;
  /** @default 5 */
  max?: number;
}

/** The accessible name of a rating, e.g. 'Rated 5 out of 5 stars'. */
export function ratingLabel(value: number, max = 5): string {
  return `Rated ${value} out of ${max} stars`;
}

/** A read-only star rating: one image with a spoken name, the stars themselves are decorative. */
export function StarRating({ value, max = 5 }: StarRatingProps) {
  return (
    <Box role="img" aria-label={ratingLabel(value, max)} sx={{ display: 'inline-flex', gap: 0.25 }}>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          sx={{ fontSize: 20, color: index < value ? 'warning.main' : 'grey.300' }}
        />
      ))}
    </Box>
  );
}
