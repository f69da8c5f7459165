import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Fact } from './fact-list';

/** A glassy panel of key figures for the right-hand column of a navy hero. */
export function HeroFacts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <Box
      component="aside"
      aria-label={label}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: 3,
        border: ({ palette }) => `1px solid ${palette.onDark.panelBorder}`,
        bgcolor: 'onDark.surface',
        boxShadow: (theme) => theme.customShadows.floating,
      }}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 2.5, md: 3 } }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'flex', flexDirection: 'column-reverse', borderLeft: '3px solid', borderColor: 'secondary.light', pl: 1.5 }}>
            <Typography component="dt" sx={{ fontSize: '0.8rem', letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.85, mt: 0.25 }}>
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.2rem', md: '1.45rem' }, fontWeight: 800, lineHeight: 1.2 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
