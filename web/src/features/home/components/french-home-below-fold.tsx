import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FRENCH_PATHS } from '../../../../../shared/site-routes';
import { TextLink } from '../../../components/ui/text-link';
import { FRENCH_HOME_SECTIONS } from '../../../content/fr/home-sections';
import { FRENCH_HOME_WATCH_LINK } from '../../../content/fr/watch';
import { WATCH_SECTION_ID } from '../../watch/deferred-watch';
import { BelowFoldSections } from './below-fold-sections';

/**
 * French Home below the hero and key facts (docs/product.md#languages). Its closing band leads to the
 * French watch form on /fr/questions, where the English Home holds the form itself. Loaded on demand,
 * as the English one.
 */
export default function FrenchHomeBelowFold() {
  return (
    <BelowFoldSections copy={FRENCH_HOME_SECTIONS}>
      <Box component="section" aria-labelledby="home-watch-title" sx={{ mt: 4, maxWidth: 720, mx: 'auto' }}>
        <Typography id="home-watch-title" variant="h3" component="h2">
          {FRENCH_HOME_WATCH_LINK.heading}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {FRENCH_HOME_WATCH_LINK.intro}{' '}
          <TextLink to={`${FRENCH_PATHS.questions}#${WATCH_SECTION_ID}`} color="inherit" underline="always" sx={{ fontWeight: 700 }}>
            {FRENCH_HOME_WATCH_LINK.link}
          </TextLink>
        </Typography>
      </Box>
    </BelowFoldSections>
  );
}
