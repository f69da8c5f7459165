import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cadFigure } from '../../../../../shared/listing-state';
import { formatAmount } from '../../../../../shared/trailer';
import { PRICE_COPY } from '../../../content/trailer-facts';
import { useListingState } from '../../../lib/listing-state';
import { ListingPriceStatus } from './listing-price-status';

export interface PriceTagProps {
  /** White text for the navy hero bands. @default false */
  onDark?: boolean;
}

/**
 * The asking price of the listing state in USD with its CAD equivalent (docs/product.md#prices), and the
 * state's status beside it. The rate is a fixed constant and the state comes from the page's snapshot,
 * so all of it is in the prerendered HTML: crawlers, link previews and a page without JavaScript see
 * the same as a hydrated one.
 */
export function PriceTag({ onDark = false }: PriceTagProps) {
  const { priceUsd: usd } = useListingState();
  return (
    <Box sx={{ my: 3 }}>
      <ListingPriceStatus onDark={onDark} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatAmount(usd)} USD
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: onDark ? 0.9 : 1, color: onDark ? 'inherit' : 'text.secondary' }}
        >
          {`${PRICE_COPY.cadPrefix} ${formatAmount(cadFigure(usd, { home: false }))} CAD`}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '0.875rem', opacity: onDark ? 0.8 : 1, color: onDark ? 'inherit' : 'text.secondary', mt: 0.75 }}>
        {PRICE_COPY.cadNote}
      </Typography>
    </Box>
  );
}
