import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeDistance, type DeliveredCostEstimate } from '../../../../../shared/delivered-cost';
import type { EstimatorCopy } from '../estimator-copy';

/*
 * A table on wider screens; on a phone each row becomes the item's name above its two amounts, so
 * the long names of tax and border lines never squeeze the figures.
 */
const rowSx = {
  display: { xs: 'grid', sm: 'table-row' },
  gridTemplateColumns: '1fr 1fr',
  columnGap: 2,
  borderBottom: { xs: 1, sm: 0 },
  borderColor: 'divider',
  py: { xs: 1, sm: 0 },
} as const;
const cellSx = {
  py: { xs: 0.25, sm: 1.25 },
  px: { xs: 0, sm: 1.5 },
  borderBottom: { xs: 0, sm: 1 },
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;
const labelSx = { ...cellSx, gridColumn: '1 / -1' } as const;
const moneySx = {
  ...cellSx,
  textAlign: { xs: 'left', sm: 'right' },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  fontVariantNumeric: 'tabular-nums',
} as const;
/** On a phone the column headings give way to the currency beside each amount. */
const currencySx = {
  display: { xs: 'inline', sm: 'none' },
  color: 'text.secondary',
  ml: 0.5,
} as const;

/** The delivered cost of one destination: a line per item in both currencies, the total range, the notes and sources. */
function Amounts({ amounts, copy, bold = false }: { amounts: DeliveredCostEstimate['total'] | null; copy: EstimatorCopy; bold?: boolean }) {
  return (
    <>
      {(['usd', 'cad'] as const).map((currency) => (
        <Box component="td" key={currency} sx={{ ...moneySx, fontWeight: bold ? 700 : 400 }}>
          {amounts ? copy.estimate.amountRange(amounts[currency]) : copy.page.quotedByCarrier}
          {amounts && (
            <Box component="span" sx={currencySx}>
              {copy.page.columns[currency]}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}

export function EstimateTable({ estimate, copy, captionId }: { estimate: DeliveredCostEstimate; copy: EstimatorCopy; captionId: string }) {
  const { page: COPY, estimate: words } = copy;
  const sourced = estimate.lines.filter((line) => line.source);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id={captionId} sx={{ fontWeight: 600 }}>
        {words.placeLabel(estimate.place)}
        {COPY.labelSeparator}
        {describeDistance(estimate, words)} {COPY.fromEdmonton}
      </Typography>
      <Box
        component="table"
        aria-labelledby={captionId}
        sx={{
          display: { xs: 'block', sm: 'table' },
          width: '100%',
          borderCollapse: 'collapse',
        }}
      >
        <Box component="thead" sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              {COPY.columns.item}
            </Box>
            <Box component="th" scope="col" sx={moneySx}>
              {COPY.columns.usd}
            </Box>
            <Box component="th" scope="col" sx={moneySx}>
              {COPY.columns.cad}
            </Box>
          </tr>
        </Box>
        <Box component="tbody" sx={{ display: { xs: 'block', sm: 'table-row-group' } }}>
          {estimate.lines.map((line) => (
            <Box component="tr" key={line.id} sx={rowSx}>
              <Box component="th" scope="row" sx={{ ...labelSx, fontWeight: 400 }}>
                {line.label}
                {line.id !== 'price' && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    ({COPY.estimateMark})
                  </Box>
                )}
              </Box>
              <Amounts amounts={line.amount} copy={copy} />
            </Box>
          ))}
        </Box>
        <Box component="tfoot" sx={{ display: { xs: 'block', sm: 'table-footer-group' } }}>
          <Box component="tr" sx={rowSx}>
            <Box component="th" scope="row" sx={{ ...labelSx, fontWeight: 700 }}>
              {COPY.total}
            </Box>
            <Amounts amounts={estimate.total} copy={copy} bold />
          </Box>
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: 2.5,
          color: 'text.secondary',
          display: 'grid',
          gap: 0.75,
        }}
      >
        {estimate.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Box>
      {sourced.length > 0 && (
        <Box component="details" sx={{ color: 'text.secondary' }}>
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600, color: 'text.primary' }}>
            {COPY.sourcesSummary}
          </Box>
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {sourced.map((line) => (
              <li key={line.id}>
                {line.label}
                {COPY.labelSeparator}
                {line.source?.source}, {COPY.checkedOn} {line.source && words.day(line.source.checkedOn)}.
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
