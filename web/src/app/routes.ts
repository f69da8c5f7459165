import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('walkthrough', 'routes/walkthrough.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('overview', 'routes/overview.tsx'),
  route('specifications', 'routes/specifications.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('resources/:slug', 'routes/resource-article.tsx'),
  route('alberta', 'routes/alberta.tsx'),
  route('saskatchewan', 'routes/saskatchewan.tsx'),
  route('canada-usa', 'routes/canada-usa.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('inquiries', 'routes/inquiries.tsx'),
  // Any other path: the 404 page, prerendered as /404.html for the edge function.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
