import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INQUIRY_DESK_STATES, type InquiryDeskState } from '../../../../../shared/inquiries';
import { INQUIRIES_COPY } from '../../../content/inquiries';
import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { downloadInquiriesCsv } from '../api/export-inquiries';

const ALL = 'all';

interface InquiriesToolbarProps {
  state: InquiryDeskState | undefined;
  onStateChange: (state: InquiryDeskState | undefined) => void;
  /** How many inquiries are new; undefined until known. */
  newCount: number | undefined;
}

/** The desk's filter by state, the count of new inquiries, and the CSV export of what the filter shows. */
export function InquiriesToolbar({ state, onStateChange, newCount }: InquiriesToolbarProps) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadInquiriesCsv(state);
    } catch (error) {
      showNotice({ severity: 'error', title: INQUIRIES_COPY.exportFailed, text: error instanceof ApiError ? error.message : INQUIRIES_COPY.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state ?? ALL}
        aria-label={INQUIRIES_COPY.filterLabel}
        onChange={(_event, value: InquiryDeskState | typeof ALL | null) => {
          if (value !== null) onStateChange(value === ALL ? undefined : value);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value={ALL}>{INQUIRIES_COPY.allStates}</ToggleButton>
        {INQUIRY_DESK_STATES.map((each) => (
          <ToggleButton key={each} value={each}>
            {INQUIRIES_COPY.deskStates[each]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {newCount !== undefined && (
          <Typography role="status" sx={{ fontWeight: 700 }}>
            {INQUIRIES_COPY.newCount(newCount)}
          </Typography>
        )}
        <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? INQUIRIES_COPY.exporting : INQUIRIES_COPY.exportCsv}
        </Button>
      </Stack>
    </Stack>
  );
}
