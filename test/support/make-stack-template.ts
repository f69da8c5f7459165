import { startLocalRuntime } from '../../infra/local/runtime';
import { SITE_DIR } from '../../infra/local/web-build';

/**
 * Starts the local runtime once in `dataDir` (the sample data seeded, every page and document
 * published) and stops it, leaving a data folder that each test stack starts from. Run as its own
 * process: the runtime points this process's environment and clients at its emulators.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: make-stack-template.ts <data folder>');
const runtime = await startLocalRuntime({ port: 0, dataDir, siteDir: SITE_DIR, runSchedules: false });
await runtime.stop();
