import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { FRENCH_PATHS, PATHS, routePattern } from '../../../shared/site-routes';

export default [
  index('routes/home.tsx'),
  route(routePattern(PATHS.walkthrough), 'routes/walkthrough.tsx'),
  route(routePattern(PATHS.gallery), 'routes/gallery.tsx'),
  route(routePattern(PATHS.contact), 'routes/contact.tsx'),
  route(routePattern(PATHS.overview), 'routes/overview.tsx'),
  route(routePattern(PATHS.specifications), 'routes/specifications.tsx'),
  route(routePattern(PATHS.condition), 'routes/condition.tsx'),
  route(routePattern(PATHS.resources), 'routes/resources.tsx'),
  route(`${routePattern(PATHS.resources)}/:slug`, 'routes/resource-article.tsx'),
  // One English module for both provincial pages: with one per page, their layout would be shared by
  // enough routes to join every page's first load. The French pages have one each, so that neither
  // loads the other's words (docs/decisions/french-regional-pages.md#chunks).
  route(routePattern(PATHS.alberta), 'routes/regional.tsx', { id: 'alberta' }),
  route(routePattern(PATHS.saskatchewan), 'routes/regional.tsx', { id: 'saskatchewan' }),
  route(routePattern(PATHS.canadaUsa), 'routes/canada-usa.tsx'),
  route(routePattern(PATHS.deliveredCost), 'routes/delivered-cost.tsx'),
  route(routePattern(PATHS.auth), 'routes/auth.tsx'),
  route(routePattern(PATHS.inquiries), 'routes/inquiries.tsx'),
  route(routePattern(PATHS.questions), 'routes/questions.tsx'),
  // The pages written in French so far (docs/product.md#languages).
  route(routePattern(FRENCH_PATHS.home), 'routes/fr-home.tsx'),
  route(routePattern(FRENCH_PATHS.questions), 'routes/fr-questions.tsx'),
  route(routePattern(FRENCH_PATHS.resources), 'routes/fr-resources.tsx'),
  route(`${routePattern(FRENCH_PATHS.resources)}/:slug`, 'routes/fr-resource-article.tsx'),
  route(routePattern(FRENCH_PATHS.alberta), 'routes/fr-alberta.tsx'),
  route(routePattern(FRENCH_PATHS.saskatchewan), 'routes/fr-saskatchewan.tsx'),
  route(routePattern(FRENCH_PATHS.canadaUsa), 'routes/fr-canada-usa.tsx'),
  route(routePattern(FRENCH_PATHS.walkthrough), 'routes/fr-walkthrough.tsx'),
  route(routePattern(FRENCH_PATHS.gallery), 'routes/fr-gallery.tsx'),
  route(routePattern(FRENCH_PATHS.overview), 'routes/fr-overview.tsx'),
  route(routePattern(FRENCH_PATHS.specifications), 'routes/fr-specifications.tsx'),
  route(routePattern(FRENCH_PATHS.condition), 'routes/fr-condition.tsx'),
  route(routePattern(FRENCH_PATHS.contact), 'routes/fr-contact.tsx'),
  // Any other path under /fr: the French 404 page, prerendered as /fr/404.html for the edge function.
  route(`${routePattern(FRENCH_PATHS.home)}/*`, 'routes/fr-not-found.tsx'),
  route(routePattern(FRENCH_PATHS.deliveredCost), 'routes/fr-delivered-cost.tsx'),
  // Any other path: the 404 page, prerendered as /404.html for the edge function.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
