import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRICE, formatAmount, usdToCad } from '../../../../../shared/trailer';
import { PRICE_COPY } from '../../../content/trailer-facts';

export interface PriceTagProps {
  /** @default PRICE.usd */
  usd?: number;
  /** White text for the navy hero bands. @default false */
  onDark?: boolean;
}

/**
 * The USD price with its CAD equivalent (SPEC.md section 4). The rate is a fixed constant, so the
 * figure is rendered into the prerendered HTML: crawlers, link previews and a page without
 * JavaScript see the same amount as a hydrated one.
 */
export function PriceTag({ usd = PRICE.usd, onDark = false }: PriceTagProps) {
  return (
    <Box sx={{ my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}>
          {formatAmount(usd)} USD
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 600, opacity: onDark ? 0.9 : 1, color: onDark ? 'inherit' : 'text.secondary' }}
        >
          {`${PRICE_COPY.cadPrefix} ${formatAmount(usdToCad(usd))} CAD`}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '0.875rem', opacity: onDark ? 0.8 : 1, color: onDark ? 'inherit' : 'text.secondary', mt: 0.75 }}>
        {PRICE_COPY.cadNote}
      </Typography>
    </Box>
  );
}
