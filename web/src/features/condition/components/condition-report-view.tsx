import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/ReportProblemOutlined';
import { sellerToday, toIsoDate } from '../../../../../shared/calendar-day';
import { isOlderThanAYear, ratingCounts } from '../../../../../shared/condition-summary';
import { CONDITION_RATINGS, type ConditionRating } from '../../../../../shared/condition-report-facts';
import { cardSx } from '../../../components/ui/info-card';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { useConditionCopy } from '../condition-copy';

/** Each rating's colour and icon: the text always says the rating too, so colour is never the only sign. */
const RATING_LOOK: Record<ConditionRating, { color: (theme: Theme) => string; icon: ReactElement }> = {
  good: { color: (theme) => theme.palette.success.main, icon: <CheckCircleIcon aria-hidden="true" /> },
  fair: { color: (theme) => theme.palette.caution, icon: <InfoIcon aria-hidden="true" /> },
  'needs-attention': { color: (theme) => theme.palette.error.main, icon: <WarningIcon aria-hidden="true" /> },
  'not-inspected': { color: (theme) => theme.palette.text.secondary, icon: <HelpIcon aria-hidden="true" /> },
};

/** A rating as a label: icon, word and colour, with a dashed border for 'not inspected'. */
export function RatingLabel({ rating, count }: { rating: ConditionRating; count?: number }) {
  const look = RATING_LOOK[rating];
  const copy = useConditionCopy();
  const label = copy.ratingLabels[rating];
  return (
    <Box
      component="span"
      data-rating={rating}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
        border: 2,
        borderStyle: rating === 'not-inspected' ? 'dashed' : 'solid',
        borderColor: look.color,
        color: look.color,
        bgcolor: 'background.paper',
        fontWeight: 700,
        fontSize: '0.9rem',
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1.15rem' },
      }}
    >
      {look.icon}
      {count === undefined ? label : `${label}${copy.colon}${count}`}
    </Box>
  );
}

/** The summary's element, which carries the day the report's age counts to (`renderedDay`). */
const SUMMARY_ID = 'condition-summary';

/**
 * The day the report's age counts to: the one the page was rendered on (built, or published again each
 * day), which its summary carries; today in the seller's time zone where the page holds no summary yet
 * (the server, a move from another page). A hydrating page so shows what its markup shows, and makes
 * no `Intl` object while it starts (docs/decisions/numbers-without-intl.md).
 */
export function renderedDay(): string {
  return globalThis.document?.getElementById(SUMMARY_ID)?.dataset.day ?? toIsoDate(sellerToday());
}

function Summary({ today }: { today: string }) {
  const { facts } = useListingSnapshot();
  const copy = useConditionCopy();
  const report = facts.condition;
  const counts = ratingCounts(report);
  const rows: [string, string][] = [
    [copy.inspectedOn, report.inspectedOn ? copy.formatDay(report.inspectedOn) : copy.notInspectedYet],
    ...(report.inspectedOn ? ([[copy.inspectedBy, copy.inspector(report)], [copy.age, copy.ageValue(report, today, 'page')]] as [string, string][]) : []),
  ];
  return (
    <Box component="section" id={SUMMARY_ID} data-day={today} aria-labelledby="condition-summary-title" sx={{ ...cardSx, p: { xs: 2.5, md: 3.5 } }}>
      <Typography id="condition-summary-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {copy.summaryTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {isOlderThanAYear(report, today) && (
        <Typography role="note" data-testid="condition-stale" sx={{ mt: 2, fontWeight: 700, color: 'error.main' }}>
          {copy.olderThanAYear}
        </Typography>
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {copy.countsLabel}
      </Typography>
      <Box component="ul" aria-label={copy.countsLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CONDITION_RATINGS.map((rating) => (
          <li key={rating}>
            <RatingLabel rating={rating} count={counts[rating]} />
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{copy.countsTotal(CONDITION_RATINGS.reduce((sum, rating) => sum + counts[rating], 0))}</Typography>
      <Box component="a" href={copy.pdfPath} download sx={{ display: 'inline-block', mt: 2.5, fontWeight: 700, color: 'primary.main' }}>
        {copy.download}
      </Box>
    </Box>
  );
}

/**
 * The report's summary, under the hero. The seller's statement and the documents (condition-record.tsx)
 * and the systems (condition-systems.tsx) follow as parts of their own, with their words.
 */
export function ConditionReportView({ today }: { today: string }) {
  return (
    <Container maxWidth="xl" sx={{ pt: { xs: 4, md: 6 } }}>
      <Summary today={today} />
    </Container>
  );
}
