import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../infra/local/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's test stack template is made (test/support/stack-template.ts); not there until a stack needs it. */
    stackTemplateDir: string;
  }
}

/** The integration and browser suites serve the real production build. */
export default async function setup(project: TestProject) {
  await buildWebIfStale();
  const runDir = mkdtempSync(join(tmpdir(), 'trailer-tests-'));
  project.provide('stackTemplateDir', join(runDir, 'stack-template'));
  return () => rmSync(runDir, { recursive: true, force: true });
}
