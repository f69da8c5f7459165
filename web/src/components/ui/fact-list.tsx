import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string;
}

/** Label and value pairs as a definition list, one row per fact. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {facts.map((fact) => (
        <Box
          key={fact.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
            gap: { xs: 0.25, sm: 2 },
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
