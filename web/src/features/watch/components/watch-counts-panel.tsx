import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WATCH_TOPIC_LABELS, WATCH_TOPICS } from '../../../../../shared/watch';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { AdminListingSection } from '../../listing-admin/components/admin-listing-section';
import { useWatchCounts } from '../api/watch-counts';

const COPY = {
  title: 'Watchers',
  intro: 'How many buyers get an e-mail when the price or the status changes, or a question is published. Who they are is not shown: the addresses are used for these e-mails only.',
  loading: 'Loading the counts…',
  loadFailed: 'The counts could not be loaded',
  confirmed: 'Confirmed',
  pending: 'Waiting for their confirmation (deleted after 7 days)',
} as const;

/** Admin Mode's watcher counts (docs/product.md#watching-the-listing): numbers only. Loaded lazily: default export. */
export default function WatchCountsPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error } = useWatchCounts(isAdmin);
  if (!isAdmin) return null;
  return (
    <AdminListingSection id="watch-counts-title" copy={COPY} data={data} error={error}>
      {(counts) => (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {[
            [COPY.confirmed, counts.confirmed],
            [COPY.pending, counts.pending],
            ...WATCH_TOPICS.map((topic) => [`${COPY.confirmed}: ${WATCH_TOPIC_LABELS[topic].toLowerCase()}`, counts.topics[topic]] as const),
          ].map(([label, count]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
                {count}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {label}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </AdminListingSection>
  );
}
