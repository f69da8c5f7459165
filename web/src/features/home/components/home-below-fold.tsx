import { CtaBand } from '../../../components/ui/cta-band';
import { HOME_CLOSING, HOME_EXPLORE, HOME_REGIONS } from '../../../content/home-sections';
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
  return (
    <>
      <HomeFeatures />
      <HomeStats />
      <HomeLinkCards id="explore" copy={HOME_EXPLORE} columns={5} />
      <HomeTestimonials />
      <HomeCompliance />
      <HomeLinkCards id="regions" copy={HOME_REGIONS} columns={3} tone="muted" />
      <CtaBand id="closing" title={HOME_CLOSING.title} text={HOME_CLOSING.intro} primary={HOME_CLOSING.primary} secondary={HOME_CLOSING.secondary} />
    </>
  );
}
