import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime';
import { SITE_DIR } from '../../infra/local/web-build';
import { stackTemplate } from './stack-template';

export interface TestStack extends LocalRuntime {
  dataDir: string;
}

/**
 * The whole local runtime on free ports with a throw-away data folder, seeded with sample data (a
 * copy of this run's template). The sweeper runs only when a test calls `sweep()`, so what a test
 * sees is what it caused.
 */
export async function startTestStack(): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trailer-stack-'));
  cpSync(await stackTemplate(), dataDir, { recursive: true });
  const runtime = await startLocalRuntime({ port: 0, dataDir, siteDir: SITE_DIR, runSchedules: false });
  return {
    ...runtime,
    dataDir,
    async stop() {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
