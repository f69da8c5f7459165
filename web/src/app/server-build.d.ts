// The build's server bundle (build/server/index.js), imported as '#server-build' (package.json "imports")
// by the page publisher, which renders the pages with it; it exists once `npm run build` has run.
import type { ServerBuild } from 'react-router';

declare const serverBuild: ServerBuild;
export = serverBuild;
