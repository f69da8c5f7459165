import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';

export interface StarRatingProps {
  /** Whole stars, 0 to `max`. */
  value: number;
  /** @default 5 */
  max?: number;
  /** The rating's spoken name in the page's language, e.g. 'Rated 5 out of 5 stars'. */
  label: (value: number, max: number) => string;
}

/** A read-only star rating: one image with a spoken name, the stars themselves are decorative. */
export function StarRating({ value, max = 5, label }: StarRatingProps) {
  return (
    <Box role="img" aria-label={label(value, max)} sx={{ display: 'inline-flex', gap: 0.25 }}>
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
