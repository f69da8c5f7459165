import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SPEC_SHEET_FILE_NAME, documentPathIn } from '../../../../shared/document-files';
import { PageHero } from '../../components/ui/page-hero';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_DELIVERED_COST_COPY, FRENCH_DELIVERED_COST_META, FRENCH_SPEC_SHEET_LINK } from '../../content/fr/delivered-cost';
import { DeferredFrenchEstimator } from '../../features/delivered-cost/deferred-section';
import { DeferredFrenchWatch } from '../../features/watch/deferred-watch';
import { FRENCH_PATHS } from '../../../../shared/site-routes';
import { languageAlternates } from '../language-alternates';
import { pageMeta } from '../seo';
import type { Route } from './+types/fr-delivered-cost';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...FRENCH_DELIVERED_COST_META, path: FRENCH_PATHS.deliveredCost }).concat(languageAlternates(FRENCH_PATHS.deliveredCost));

/**
 * /fr/cout-livre (docs/product.md#languages): the delivered-cost estimator in French. A `?to=` link
 * is answered by the API's French answer page (the edge adds `lang=fr`); `#to=` by the estimator's
 * script, as on /delivered-cost. The French specification sheet is a plain file link; the form to
 * watch the listing follows, in French and loaded lazily as on /delivered-cost.
 */
export default function FrenchDeliveredCost() {
  return (
    <>
      <PageHero title={FRENCH_DELIVERED_COST_COPY.title} lead={FRENCH_DELIVERED_COST_COPY.intro} />
      <Container maxWidth="lg" component="section" aria-label={FRENCH_DELIVERED_COST_COPY.title} sx={{ py: { xs: 4, md: 7 } }}>
        <DeferredFrenchEstimator />
        <Typography sx={{ mt: 4, color: 'text.secondary' }}>
          {FRENCH_SPEC_SHEET_LINK.lead}{' '}
          {/* A plain link: MUI's Link would add its own chunk to this page's first load. */}
          <Box component="a" href={documentPathIn(SPEC_SHEET_FILE_NAME, 'fr')} download sx={{ color: 'primary.main' }}>
            {FRENCH_SPEC_SHEET_LINK.label}
          </Box>
        </Typography>
      </Container>
      <DeferredFrenchWatch />
    </>
  );
}
