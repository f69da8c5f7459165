import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CtaBand } from '../../../components/ui/cta-band';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { useTourCopy } from '../tour-copy';

/** The walkthrough's closing band: its title and the four figures, the unit's counts from the listing's facts. */
export function ClosingBand() {
  const { closingBand } = useTourCopy();
  const figures = closingBand.figures(useListingSnapshot().facts.unit);
  return (
    <CtaBand
      id="walkthrough-closing"
      title={closingBand.title}
      text={closingBand.text}
      primary={closingBand.cta}
      secondary={closingBand.secondaryCta}
      maxWidth="xl"
    >
      <Box
        component="dl"
        data-testid="closing-figures"
        // The bottom margin merges with the buttons' top margin: the figures stand apart from both.
        sx={{ m: 0, mt: 4, mb: 5, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: { xs: 3, md: 4 } }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" sx={{ fontSize: '0.9rem', opacity: 0.85, letterSpacing: '0.04em' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.1 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </CtaBand>
  );
}
