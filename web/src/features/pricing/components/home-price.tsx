import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cadEquivalent } from '../../../../../shared/listing-figures';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { PRICE_COPY } from '../../../content/trailer-facts';
import { useListingFigures } from '../../../lib/listing-state';
import { ListingPriceStatus } from './listing-price-status';

/**
 * Home's price: the listing state's USD price with its CAD equivalent at the seller's rate (the one
 * rule of every page), the state's status beside it, and a note under it.
 */
export function HomePrice({ note }: { note: string }) {
  const { priceUsd, facts } = useListingFigures();
  const copy = useChromeCopy();
  return (
    <Box sx={{ my: 3 }}>
      <ListingPriceStatus onDark />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {copy.formatPrice(priceUsd)}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: 0.85 }}>
          {`${PRICE_COPY.cadPrefix} ${copy.formatCad(cadEquivalent(priceUsd, facts.cadRate))}`}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '0.875rem', opacity: 0.75, mt: 0.5 }}>{`${copy.cadRateNote(facts.cadRate)} ${note}`}</Typography>
    </Box>
  );
}
