import { bundleReport } from '/work/wt/fr-estimate/bench/bundle-report.ts';
const r = await bundleReport({ repoRoot: process.cwd(), siteDir: 'build/client', routes: process.argv.slice(2), analyseModules: false });
const size = new Map(r.chunks.map((c) => [c.file, c.gzipBytes]));
for (const route of r.routes) console.log(route.route, route.gzipBytes, route.files.map((f) => `${f.replace(/-[\w-]{8}\.js$/, '')}:${size.get(f)}`).join(' '));
