import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export interface CheckListProps {
  items: readonly string[];
  /** Two columns from the sm breakpoint up. @default false */
  twoColumns?: boolean;
  /** Light text for dark backgrounds. @default false */
  onDark?: boolean;
}

/** A list whose items each carry a green check mark. */
export function CheckList({ items, twoColumns = false, onDark = false }: CheckListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: { xs: '1fr', sm: twoColumns ? '1fr 1fr' : '1fr' },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.55 }}>
          <CheckCircleIcon
            aria-hidden="true"
            sx={{ fontSize: 20, mt: '2px', flexShrink: 0, color: onDark ? 'success.light' : 'success.main' }}
          />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
