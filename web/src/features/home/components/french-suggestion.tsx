import Box from '@mui/material/Box';
import { FRENCH_PATHS, LOCALE_TAGS } from '../../../../../shared/site-routes';

/** The suggestion's words: French, for a reader who prefers French. */
const SUGGESTION = {
  text: 'Cette page existe aussi en français.',
  link: 'Lire en français',
  close: 'Fermer',
} as const;

/**
 * Home's suggestion to a browser that prefers French (docs/product.md#languages): a small note pinned
 * to the bottom of the screen, never a redirect, so crawlers and shared links get the page they asked
 * for. Pinned, so its arrival moves nothing on the page; its code loads only for such a browser
 * (home.tsx), so English readers' first load carries only the check.
 */
export default function FrenchSuggestion({ onClose }: { onClose: () => void }) {
  return (
    <Box
      component="aside"
      lang={LOCALE_TAGS.fr}
      aria-label={SUGGESTION.text}
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 'snackbar',
        mx: 'auto',
        maxWidth: 520,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'primary.dark',
        color: 'common.white',
        boxShadow: 8,
      }}
    >
      <Box component="p" sx={{ m: 0, flex: 1 }}>
        {SUGGESTION.text}{' '}
        <Box component="a" href={FRENCH_PATHS.home} hrefLang={LOCALE_TAGS.fr} sx={{ color: 'inherit', fontWeight: 700 }}>
          {SUGGESTION.link}
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={onClose}
        sx={{ font: 'inherit', color: 'inherit', bgcolor: 'transparent', border: 1, borderColor: 'onDark.controlBorder', borderRadius: 1, px: 1.5, py: 0.5, cursor: 'pointer' }}
      >
        {SUGGESTION.close}
      </Box>
    </Box>
  );
}
