import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRICE, formatAmount } from '../../../../../shared/trailer';
import { PRICE_COPY } from '../../../content/trailer-facts';
import { useCadPrice } from '../hooks/use-cad-price';

export interface PriceTagProps {
  /** @default PRICE.usd */
  usd?: number;
  /** White text for the navy hero bands. @default false */
  onDark?: boolean;
}

/**
 * The USD price with its CAD equivalent once loaded (SPEC.md section 4). Until then a
 * placeholder of the same size holds the CAD figure's place, so nothing moves when it arrives.
 */
export function PriceTag({ usd = PRICE.usd, onDark = false }: PriceTagProps) {
  const { cad, loading } = useCadPrice(usd);
  return (
    <Box sx={{ my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatAmount(usd)} USD
        </Typography>
        <Typography
          component="p"
          aria-live="polite"
          sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: onDark ? 0.9 : 1, color: onDark ? 'inherit' : 'text.secondary', minWidth: '9em' }}
        >
          {loading || cad === undefined ? (
            <Box
              component="span"
              role="status"
              aria-label={PRICE_COPY.cadLoading}
              sx={{ display: 'inline-block', width: '9em', height: '1em', verticalAlign: 'middle', borderRadius: 1, bgcolor: onDark ? 'rgba(255, 255, 255, 0.2)' : 'grey.200' }}
            />
          ) : (
            `${PRICE_COPY.cadPrefix} ${formatAmount(cad)} CAD`
          )}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '0.875rem', opacity: onDark ? 0.8 : 1, color: onDark ? 'inherit' : 'text.secondary', mt: 0.75 }}>
        {PRICE_COPY.cadNote}
      </Typography>
    </Box>
  );
}
