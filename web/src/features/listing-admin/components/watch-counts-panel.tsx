import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { WATCH_EXPORT_ENDPOINT, WATCH_LANGUAGE_NAMES, WATCH_LANGUAGES, WATCH_TOPIC_LABELS, WATCH_TOPICS } from '../../../../../shared/watch';
import { ApiError } from '../../../lib/api-client';
import { saveAdminDownload } from '../../../lib/auth/save-admin-download';
import { showNotice } from '../../../lib/notices';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { AdminListingSection } from './admin-listing-section';
import { useWatchCounts } from '../../watch/api/watch-counts';

const COPY = {
  title: 'Watchers',
  intro: 'How many buyers get an e-mail when the price or the status changes, or a question is published. Who they are is not shown: the addresses are used for these e-mails only.',
  loading: 'Loading the counts…',
  loadFailed: 'The counts could not be loaded',
  confirmed: 'Confirmed',
  mailedIn: (language: string) => `mailed in ${language}`,
  pending: 'Waiting for their confirmation (deleted after 7 days)',
  exportButton: 'Download the addresses (CSV)',
  exportNote: 'The operator has allowed the export: use the addresses for these alerts only.',
  exportFailed: 'The addresses could not be downloaded',
} as const;

/** The addresses as a CSV, when the operator's watcherExport setting allows it. */
function WatchersExport() {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await saveAdminDownload(WATCH_EXPORT_ENDPOINT, 'watchers.csv');
    } catch (error) {
      showNotice({ severity: 'error', title: COPY.exportFailed, text: error instanceof ApiError ? error.message : COPY.exportFailed });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting}>
        {COPY.exportButton}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {COPY.exportNote}
      </Typography>
    </Box>
  );
}

/** Admin Mode's watcher counts (docs/product.md#watching-the-listing): numbers only. Loaded lazily: default export. */
export default function WatchCountsPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error } = useWatchCounts(isAdmin);
  if (!isAdmin) return null;
  return (
    <AdminListingSection id="watch-counts-title" copy={COPY} data={data} error={error}>
      {(counts) => (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {[
              [COPY.confirmed, counts.confirmed],
              [COPY.pending, counts.pending],
              ...WATCH_TOPICS.map((topic) => [`${COPY.confirmed}: ${WATCH_TOPIC_LABELS[topic].toLowerCase()}`, counts.topics[topic]] as const),
              ...WATCH_LANGUAGES.map((language) => [`${COPY.confirmed}: ${COPY.mailedIn(WATCH_LANGUAGE_NAMES[language])}`, counts.languages[language]] as const),
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
          {counts.exportEnabled && <WatchersExport />}
        </>
      )}
    </AdminListingSection>
  );
}
