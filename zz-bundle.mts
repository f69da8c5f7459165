import { bundleReport } from '/work/wt/fr-estimate/bench/bundle-report.ts';
const routes = process.argv.slice(2);
const r = await bundleReport({ repoRoot: process.cwd(), siteDir: 'build/client', routes, analyseModules: false });
for (const route of r.routes) console.log(route.route ?? route.path, JSON.stringify(Object.fromEntries(Object.entries(route).filter(([k, v]) => typeof v === 'number'))), (route as any).chunks?.map((c: any) => c.file + ':' + c.gzipBytes).join(' '));
