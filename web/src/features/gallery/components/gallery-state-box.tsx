import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Keeps the footer below the fold while loading, so the grid's arrival moves nothing in view. */
const STATE_MIN_HEIGHT = { xs: '55vh', md: '50vh' } as const;

/** Where the gallery shows a state in place of its grid (loading, error, empty), centred. */
export function GalleryStateBox({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: STATE_MIN_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>{children}</Box>;
}
