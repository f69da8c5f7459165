import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { listingBannerShown, priceReductionDay, type ListingChange, type ListingStatus } from '../../../../shared/listing-state';
import { useListingState } from '../../lib/listing-state';
import { SellerText } from '../seller-text';
import { useChromeCopy, type ChromeCopy } from './chrome-copy';

/** The strip's colour says the status at a glance: green for sale, navy under offer, red sold. */
const STATUS_BACKGROUND: Record<ListingStatus, string> = {
  available: 'success.main',
  'under-offer': 'primary.light',
  sold: 'secondary.dark',
};

function HistoryEntry({ change, banner }: { change: ListingChange; banner: ChromeCopy['banner'] }) {
  return (
    <li>
      <time dateTime={change.at}>{banner.formatDay(change.on)}</time>
      {': '}
      {banner.changeSummary(change).join('; ')}
      {change.note && (
        <Box component="span" sx={{ display: 'block', opacity: 0.9 }}>
          <SellerText english={change.note} french={change.noteFr} />
        </Box>
      )}
      {change.priceValidUntil && (
        <Box component="span" sx={{ display: 'block', opacity: 0.9 }}>
          {banner.priceValidUntil(banner.formatDay(change.priceValidUntil))}
        </Box>
      )}
    </li>
  );
}

/**
 * The listing's status on every page, from the page's snapshot (so the first HTML already says it):
 * nothing while the listing was never changed, otherwise the status, the note, the date of the last
 * change and a 'Listing history' that opens the dated log. The log is a native <details>, so it opens
 * before and without any script.
 */
export function ListingBanner() {
  const state = useListingState();
  const { banner } = useChromeCopy();
  if (!listingBannerShown(state)) return null;
  const reductionDay = priceReductionDay(state);
  const reduced = reductionDay && banner.priceReducedOn(banner.formatDay(reductionDay));
  return (
    <Box component="aside" aria-label={banner.bannerLabel} sx={{ bgcolor: STATUS_BACKGROUND[state.status], color: 'common.white' }}>
      <Container maxWidth="xl" sx={{ py: 1.25, fontSize: '0.95rem', lineHeight: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
          <Box component="strong" sx={{ fontSize: '1rem' }}>
            {banner.statusLabels[state.status]}
          </Box>
          {reduced && <span>{reduced}</span>}
          {state.changedOn && <span>{banner.updatedOn(banner.formatDay(state.changedOn))}</span>}
        </Box>
        {state.note && (
          <Box component="p" sx={{ m: 0, mt: 0.25 }}>
            <SellerText english={state.note} french={state.noteFr} />
          </Box>
        )}
        <Box
          component="details"
          sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', textDecoration: 'underline', width: 'fit-content' }, '& ol': { m: 0, mt: 0.75, pl: 2.5 } }}
        >
          <summary>{banner.historyTitle}</summary>
          <ol>
            {state.history.map((change) => (
              <HistoryEntry key={change.version} change={change} banner={banner} />
            ))}
          </ol>
        </Box>
      </Container>
    </Box>
  );
}
