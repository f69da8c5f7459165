import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../infra/local/web-build';

/**
 * The README is a newcomer's first page: short, and every command in it works. The two commands
 * are what .ci/run and every other guide build on; any other command it shows is run here.
 */
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const TWO_COMMANDS = ['npm ci && npm start', 'npm ci && npm test'];
/** A single test file, the only other kind of command the README may show. */
const ONE_TEST_FILE = /^npx vitest run (\S+\.test\.tsx?)$/;

/** The shell commands of the README's `sh` blocks, comments removed. */
const readmeCommands = () =>
  [...README.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((block) => block[1]!.split('\n'))
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);

describe('README.md', () => {
  it('stays under 150 lines', () => {
    expect(README.split('\n').length).toBeLessThan(150);
  });

  it('shows the two commands exactly, and no command that a test here does not run', () => {
    const commands = readmeCommands();

    expect(commands.slice(0, 2)).toEqual(TWO_COMMANDS);
    expect(commands.filter((command) => !TWO_COMMANDS.includes(command) && !ONE_TEST_FILE.test(command))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const targets = [...README.matchAll(/\]\(((?!https?:)[^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!);

    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !existsSync(join(REPO_ROOT, target)))).toEqual([]);
  });

  // The command runs as a newcomer types it, in a Vitest of its own, outside this run's environment.
  it('runs the single test file it shows, and it passes', () => {
    const runs = readmeCommands().filter((command) => ONE_TEST_FILE.test(command));
    expect(runs.length).toBeGreaterThan(0);
    const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, NODE_ENV: _nodeEnv, ...env } = process.env;
    for (const command of runs) {
      const [program, ...args] = command.split(' ');
      const run = spawnSync(program!, args, { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 170_000 });

      expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/Test Files\s+.*1 passed/);
    }
  }, 180_000);
});
