import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/react-only.tsx'), route('with-mui', 'routes/with-mui.tsx')] satisfies RouteConfig;
