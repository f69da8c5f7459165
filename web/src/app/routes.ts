import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Any other path: the 404 page, prerendered as /404.html for the edge function.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
