import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardGridProps {
  /** Columns on desktops (one column on phones, two on tablets; 5 means 3 from md, 5 from lg). @default 3 */
  columns?: 2 | 3 | 4 | 5;
  /** Render as a list (<ul>) whose children are <li> cards. @default false */
  list?: boolean;
  children: ReactNode;
}

/** A responsive grid of cards: 1 column on phones, 2 on tablets, `columns` on desktops. */
export function CardGrid({ columns = 3, list = false, children }: CardGridProps) {
  return (
    <Box
      component={list ? 'ul' : 'div'}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`,
          ...(columns === 5 && { md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }),
        },
      }}
    >
      {children}
    </Box>
  );
}
