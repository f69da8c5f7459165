import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../infra/local/web-build';

/** How long a test stack waits for another worker to make the template. */
const WAIT_FOR_TEMPLATE_MS = 180_000;

/**
 * The data folder every test stack of this run starts from: the local runtime's state right after
 * its first start, the sample data seeded and every page published. A stack copied from it starts
 * as a fresh one would (the seeding finds its photos, the publisher finds its pages current), in
 * about a third of the time. The first worker to need it makes it, under a lock; the others wait.
 */
export async function stackTemplate(): Promise<string> {
  const template = inject('stackTemplateDir');
  const failure = `${template}.failed`;
  try {
    mkdirSync(`${template}.lock`);
  } catch {
    return waitForTemplate(template, failure);
  }
  const making = `${template}.making`;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'test/support/make-stack-template.ts'), making], { cwd: REPO_ROOT });
    renameSync(making, template);
    return template;
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    writeFileSync(failure, String(error));
    throw error;
  }
}

async function waitForTemplate(template: string, failure: string): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (Date.now() < deadline) {
    if (existsSync(template)) return template;
    if (existsSync(failure)) throw new Error(`The test stack template could not be made: ${readFileSync(failure, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No test stack template after ${WAIT_FOR_TEMPLATE_MS / 1000} s`);
}
