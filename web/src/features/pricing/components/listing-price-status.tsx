import Box from '@mui/material/Box';
import { priceReductionDay } from '../../../../../shared/listing-state';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListingState } from '../../../lib/listing-state';

/**
 * What the listing state says beside a price: the status when the unit is no longer simply for sale,
 * 'Price reduced on <date>' after a reduction, and how long the price holds when the admin said so.
 * Nothing for an available listing at its price.
 */
export function ListingPriceStatus({ onDark = false }: { /** Text for the navy hero bands. @default false */ onDark?: boolean }) {
  const state = useListingState();
  const { banner } = useChromeCopy();
  const reductionDay = priceReductionDay(state);
  const lines = [
    reductionDay && banner.priceReducedOn(banner.formatDay(reductionDay)),
    state.priceValidUntil && banner.priceValidUntil(banner.formatDay(state.priceValidUntil)),
  ].filter(Boolean);
  if (state.status === 'available' && !lines.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 1 }}>
      {state.status !== 'available' && (
        <StatusBadge tone="cta" wrap>
          {banner.statusLabels[state.status]}
        </StatusBadge>
      )}
      {lines.map((line) => (
        <Box key={line} component="span" sx={{ fontSize: '0.9rem', fontWeight: 600, color: onDark ? 'inherit' : 'text.secondary' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}
