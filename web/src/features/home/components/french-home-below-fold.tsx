import Box from '@mui/material/Box';
import { FRENCH_HOME_SECTIONS } from '../../../content/fr/home-sections';
import { FRENCH_WATCH_FORM_COPY } from '../../../content/fr/watch';
import { WatchForm } from '../../watch/components/watch-form';
import { BelowFoldSections } from './below-fold-sections';

/**
 * French Home below the hero and key facts (docs/product.md#languages), with the French watch form in
 * the closing band, as on the English Home. Loaded on demand, as the English one.
 */
export default function FrenchHomeBelowFold() {
  return (
    <BelowFoldSections copy={FRENCH_HOME_SECTIONS}>
      <Box sx={{ mt: 4, maxWidth: 720, mx: 'auto' }}>
        <WatchForm headingId="home-watch-title" short copy={FRENCH_WATCH_FORM_COPY} />
      </Box>
    </BelowFoldSections>
  );
}
