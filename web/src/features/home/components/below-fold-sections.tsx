import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CtaBand } from '../../../components/ui/cta-band';
import { bandLeadSx } from '../../../components/ui/navy-band';
import type { HomeSectionsCopy } from '../../../content/home-sections';
import { useListingState } from '../../../lib/listing-state';
import { HomeCompliance } from './home-compliance';
import { HomeFeatures } from './home-features';
import { HomeLinkCards } from './home-link-cards';
import { HomeStats } from './home-stats';
import { HomeTestimonials } from './home-testimonials';

/**
 * Everything on Home below the hero and key facts, in the language of `copy`: each language's page
 * loads it through its own module (home-below-fold.tsx, french-home-below-fold.tsx), which holds
 * that language's words only. `children` close the closing band (the page's watch form, in its language).
 */
export function BelowFoldSections({ copy, children }: { copy: HomeSectionsCopy; children?: ReactNode }) {
  const closing = useListingState().status === 'sold' ? copy.closingWhenSold : copy.closing;
  return (
    <>
      <HomeFeatures copy={copy.features} />
      <HomeStats copy={copy.stats} />
      <HomeLinkCards id="explore" copy={copy.explore} columns={5} />
      <HomeTestimonials copy={copy.testimonials} />
      <HomeCompliance copy={copy} />
      <HomeLinkCards id="regions" copy={copy.regions} columns={3} tone="muted" />
      <CtaBand id="closing" title={closing.title} text={closing.intro} primary={closing.primary} secondary={closing.secondary}>
        <Typography sx={{ mt: 2, ...bandLeadSx }}>
          {copy.closingMore}{' '}
          {closing.more.map((link, index) => (
            <Fragment key={link.to}>
              {index > 0 && ' · '}
              <Link component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 700 }}>
                {link.label}
              </Link>
            </Fragment>
          ))}
        </Typography>
        {children}
      </CtaBand>
    </>
  );
}
