import Box from '@mui/material/Box';

/** The site's mark, as in the icon's source (web/build/favicon.svg): a white medical cross on a red tile. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'block',
        color: 'secondary.main',
        '& .brand-mark-cross': { fill: (theme) => theme.palette.common.white },
      }}
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path className="brand-mark-cross" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
    </Box>
  );
}
