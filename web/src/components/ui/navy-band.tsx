import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system/styleFunctionSx';

export interface NavyBandProps {
  /** The id of the band's heading, which names the section. */
  labelledBy: string;
  /** 'top' opens a page (its hero); 'closing' ends one with a centred call to action. */
  placement: 'top' | 'closing';
  /** Width of the content. @default 'xl' */
  maxWidth?: 'md' | 'xl';
  /** Layout of the content box (a hero's grid). */
  sx?: SystemStyleObject<Theme>;
  children: ReactNode;
}

const LAYOUT = {
  top: { py: { xs: 5, md: 8 } },
  // Centred, the rows of buttons included.
  closing: { py: { xs: 6, md: 9 }, textAlign: 'center', '& .MuiStack-root': { justifyContent: 'center' } },
} as const;

/** The text under a band's heading: a hero's lead, a closing band's line. */
export const bandLeadSx = { fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.7, opacity: 0.92 } as const;

/**
 * The full-width navy section with white text that opens and closes the pages: its gradient runs
 * dark to light under a hero and light to dark under a closing band.
 */
export function NavyBand({ labelledBy, placement, maxWidth = 'xl', sx, children }: NavyBandProps) {
  const closing = placement === 'closing';
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={({ palette }) => {
        const [from, to] = closing ? [palette.primary.main, palette.primary.dark] : [palette.primary.dark, palette.primary.main];
        return { color: 'common.white', background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)` };
      }}
    >
      <Container maxWidth={maxWidth} sx={{ ...LAYOUT[placement], ...sx }}>
        {children}
      </Container>
    </Box>
  );
}
