import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CtaBand } from '../../../components/ui/cta-band';
import { bandLeadSx } from '../../../components/ui/navy-band';
import { HOME_CLOSING, HOME_CLOSING_MORE, HOME_CLOSING_WHEN_SOLD, HOME_EXPLORE, HOME_REGIONS } from '../../../content/home-sections';
import { useListingState } from '../../../lib/listing-state';
import { WatchForm } from '../../watch/components/watch-form';
import { HomeCompliance } from './home-compliance';
import { HomeFeatures } from './home-features';
import { HomeLinkCards } from './home-link-cards';
import { HomeStats } from './home-stats';
import { HomeTestimonials } from './home-testimonials';

/**
 * Everything on Home below the hero and key facts. Loaded on demand (default export for
 * React.lazy), so none of it weighs on the first load.
 */
export default function HomeBelowFold() {
  const closing = useListingState().status === 'sold' ? HOME_CLOSING_WHEN_SOLD : HOME_CLOSING;
  return (
    <>
      <HomeFeatures />
      <HomeStats />
      <HomeLinkCards id="explore" copy={HOME_EXPLORE} columns={5} />
      <HomeTestimonials />
      <HomeCompliance />
      <HomeLinkCards id="regions" copy={HOME_REGIONS} columns={3} tone="muted" />
      <CtaBand id="closing" title={closing.title} text={closing.intro} primary={closing.primary} secondary={closing.secondary}>
        <Typography sx={{ mt: 2, ...bandLeadSx }}>
          {HOME_CLOSING_MORE}{' '}
          {closing.more.map((link, index) => (
            <Fragment key={link.to}>
              {index > 0 && ' · '}
              <Link component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 700 }}>
                {link.label}
              </Link>
            </Fragment>
          ))}
        </Typography>
        <Box sx={{ mt: 4, maxWidth: 720, mx: 'auto' }}>
          <WatchForm headingId="home-watch-title" short />
        </Box>
      </CtaBand>
    </>
  );
}
