import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cadFigure } from '../../../../../shared/listing-state';
import { formatAmount } from '../../../../../shared/trailer';
import { useListingState } from '../../../lib/listing-state';
import { ListingPriceStatus } from './listing-price-status';

/**
 * Home's price (docs/product.md#prices): the listing state's USD price with the home page's Canadian
 * figure, the state's status beside it, and a note under it.
 */
export function HomePrice({ note }: { note: string }) {
  const { priceUsd } = useListingState();
  return (
    <Box sx={{ my: 3 }}>
      <ListingPriceStatus onDark />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatAmount(priceUsd)} USD
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: 0.85 }}>
          {formatAmount(cadFigure(priceUsd, { home: true }))} CAD
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '0.875rem', opacity: 0.75, mt: 0.5 }}>{note}</Typography>
    </Box>
  );
}
