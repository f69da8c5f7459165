import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface HeroActionsProps {
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The red call to action and an outlined second action, for the navy bands. */
export function HeroActions({ primary, secondary }: HeroActionsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3.5 }}>
      <Button component={Link} to={primary.to} variant="contained" color="secondary" size="large">
        {primary.label}
      </Button>
      {secondary && (
        <Button component={Link} to={secondary.to} variant="outlined" color="onDark" size="large">
          {secondary.label}
        </Button>
      )}
    </Stack>
  );
}
