import Box from '@mui/material/Box';
import ScheduleIcon from '@mui/icons-material/Schedule';

/** '15 min read' with a clock icon. */
export function ReadingTime({ label, onDark = false }: { label: string; onDark?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', color: onDark ? 'inherit' : 'text.secondary' }}>
      <ScheduleIcon aria-hidden="true" sx={{ fontSize: 18 }} />
      {label}
    </Box>
  );
}
