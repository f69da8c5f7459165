import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cadEquivalent } from '../../../../../shared/listing-figures';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { PRICE_COPY } from '../../../content/trailer-facts';
import { useListingFigures } from '../../../lib/listing-state';
import { ListingPriceStatus } from './listing-price-status';

export interface PriceTagProps {
  /** White text for the navy hero bands. @default false */
  onDark?: boolean;
}

/**
 * The asking price of the listing state in USD with its CAD equivalent (docs/product.md#prices), and the
 * state's status beside it, and the rate with its date under it. The state and the rate come from the
 * page's snapshot, so all of it is in the prerendered HTML: crawlers, link previews and a page without JavaScript see
 * the same as a hydrated one.
 */
export function PriceTag({ onDark = false }: PriceTagProps) {
  const { priceUsd: usd, facts } = useListingFigures();
  // The amounts in the page's language: '$129,000 USD' or '129 000 $ US'.
  const { formatPrice, formatCad, cadRateNote } = useChromeCopy();
  return (
    <Box sx={{ my: 3 }}>
      <ListingPriceStatus onDark={onDark} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatPrice(usd)}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: onDark ? 0.9 : 1, color: onDark ? 'inherit' : 'text.secondary' }}
        >
          {`${PRICE_COPY.cadPrefix} ${formatCad(cadEquivalent(usd, facts.cadRate))}`}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '0.875rem', opacity: onDark ? 0.8 : 1, color: onDark ? 'inherit' : 'text.secondary', mt: 0.75 }}>
        {cadRateNote(facts.cadRate)}
      </Typography>
    </Box>
  );
}
