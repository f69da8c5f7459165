import Box from '@mui/material/Box';
import { HOME_SECTIONS } from '../../../content/home-sections';
import { WatchForm } from '../../watch/components/watch-form';
import { BelowFoldSections } from './below-fold-sections';

/**
 * Everything on Home below the hero and key facts, in English, with the watch form in the closing
 * band. Loaded on demand (default export for React.lazy), so none of it weighs on the first load.
 */
export default function HomeBelowFold() {
  return (
    <BelowFoldSections copy={HOME_SECTIONS}>
      <Box sx={{ mt: 4, maxWidth: 720, mx: 'auto' }}>
        <WatchForm headingId="home-watch-title" short />
      </Box>
    </BelowFoldSections>
  );
}
