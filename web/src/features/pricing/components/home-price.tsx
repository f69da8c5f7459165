import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cadEquivalent, cadRateNote } from '../../../../../shared/listing-figures';
import { formatAmount } from '../../../../../shared/trailer';
import { PRICE_COPY } from '../../../content/trailer-facts';
import { useListingFigures } from '../../../lib/listing-state';
import { ListingPriceStatus } from './listing-price-status';

/**
 * Home's price: the listing state's USD price with its CAD equivalent at the seller's rate (the one
 * rule of every page), the state's status beside it, and a note under it.
 */
export function HomePrice({ note }: { note: string }) {
  const { priceUsd, facts } = useListingFigures();
  return (
    <Box sx={{ my: 3 }}>
      <ListingPriceStatus onDark />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatAmount(priceUsd)} USD
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: 0.85 }}>
          {`${PRICE_COPY.cadPrefix} ${formatAmount(cadEquivalent(priceUsd, facts.cadRate))} CAD`}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '0.875rem', opacity: 0.75, mt: 0.5 }}>{`${cadRateNote(facts.cadRate)} ${note}`}</Typography>
    </Box>
  );
}
