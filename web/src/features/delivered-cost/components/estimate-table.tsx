import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeDistance, formatAmountRange, type DeliveredCostEstimate, type Range } from '../../../../../shared/delivered-cost';
import { DELIVERED_COST_COPY as COPY } from '../../../content/delivered-cost';

const amount = (range: Range | undefined) => (range ? formatAmountRange(range) : COPY.quotedByCarrier);

const cellSx = { py: 1.25, px: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } as const;
const moneySx = { ...cellSx, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The delivered cost of one destination: a line per item in both currencies, the total range, the notes and sources. */
export function EstimateTable({ estimate, captionId }: { estimate: DeliveredCostEstimate; captionId: string }) {
  const sourced = estimate.lines.filter((line) => line.source);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id={captionId} sx={{ fontWeight: 600 }}>
        {COPY.distance}: {describeDistance(estimate)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-labelledby={captionId} sx={{ width: '100%', borderCollapse: 'collapse', fontSize: { xs: '0.9rem', sm: '1rem' } }}>
          <thead>
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
          </thead>
          <tbody>
            {estimate.lines.map((line) => (
              <tr key={line.id}>
                <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 400 }}>
                  {line.label}
                  {line.id !== 'price' && (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      ({COPY.estimateMark})
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={moneySx}>
                  {amount(line.amount?.usd)}
                </Box>
                <Box component="td" sx={moneySx}>
                  {amount(line.amount?.cad)}
                </Box>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 700 }}>
                {COPY.total}
              </Box>
              <Box component="td" sx={{ ...moneySx, fontWeight: 700 }}>
                {amount(estimate.total.usd)}
              </Box>
              <Box component="td" sx={{ ...moneySx, fontWeight: 700 }}>
                {amount(estimate.total.cad)}
              </Box>
            </tr>
          </tfoot>
        </Box>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', display: 'grid', gap: 0.75 }}>
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
                {line.label}: {line.source?.source}, {COPY.checkedOn} {line.source?.checkedOn}.
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
