import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface AdminSectionProps {
  title: string;
  intro: string;
  children: React.ReactNode;
}

/** A titled part of the admin's /inquiries page below the inquiries (the published questions, the audit log). */
export function AdminSection({ title, intro, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 6 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{intro}</Typography>
      {children}
    </Box>
  );
}
