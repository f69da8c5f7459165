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
  route(routePattern(PATHS.alberta), 'routes/alberta.tsx'),
  route(routePattern(PATHS.saskatchewan), 'routes/saskatchewan.tsx'),
  route(routePattern(PATHS.canadaUsa), 'routes/canada-usa.tsx'),
  route(routePattern(PATHS.deliveredCost), 'routes/delivered-cost.tsx'),
  route(routePattern(PATHS.auth), 'routes/auth.tsx'),
  route(routePattern(PATHS.inquiries), 'routes/inquiries.tsx'),
  route(routePattern(PATHS.questions), 'routes/questions.tsx'),
  // The pages written in French so far (docs/product.md#languages).
  route(routePattern(FRENCH_PATHS.home), 'routes/fr-home.tsx'),
  route(routePattern(FRENCH_PATHS.deliveredCost), 'routes/fr-delivered-cost.tsx'),
  // Any other path: the 404 page, prerendered as /404.html for the edge function.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
