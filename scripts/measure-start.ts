/**
 * `npm run measure:start`: what a newcomer's first `npm ci && npm start` costs. Clones this
 * repository's committed HEAD into a temporary folder, runs `npm ci` there, then `npm start` three
 * times, each in its own process group: a fresh clone (it builds the site, creates the tables, the
 * user pool and the sample photos, and publishes every page), a start with the build but no data
 * (`npm run reset` first), and a later start (build and data both there). Each start is timed from
 * the spawn to the first 200 on `/`; the resident memory of every process in its group is summed
 * (`ps`) at that moment and sampled every 250 ms until then for the peak. It ends each start with
 * SIGINT, as Ctrl-C would, and prints a table, then every warning line `npm ci` and `npm start`
 * printed, with how many times each came.
 *
 *   npm run measure:start               # the clone is deleted afterwards
 *   npm run measure:start -- --keep     # keeps it and prints where
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, LOOPBACK } from '../infra/local/net';
import { REPO_ROOT } from '../infra/local/web-build';

const run = promisify(execFile);
const keep = process.argv.includes('--keep');
const POLL_MS = 250;
const START_TIMEOUT_MS = 10 * 60_000;
/** A line of an install or start log that a person should read as a warning. */
const WARNING = /\bwarn(ing)?\b|deprecated|\(!\)|⚠/i;

interface StartMeasurement {
  label: string;
  firstOkMs: number;
  rssAtOkMb: number;
  peakRssMb: number;
  log: string;
}

/** The summed resident memory, in MB, of every process in the process group `groupId`. */
async function groupRssMb(groupId: number): Promise<number> {
  const { stdout } = await run('ps', ['-eo', 'pgid=,rss=']);
  let kb = 0;
  for (const line of stdout.split('\n')) {
    const [pgid, rss] = line.trim().split(/\s+/).map(Number);
    if (pgid === groupId && Number.isFinite(rss)) kb += rss!;
  }
  return kb / 1024;
}

async function groupProcessCount(groupId: number): Promise<number> {
  const { stdout } = await run('ps', ['-eo', 'pgid=']);
  return stdout.split('\n').filter((line) => Number(line.trim()) === groupId).length;
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Ctrl-C for the whole group, as a terminal sends it; then nothing of the group may outlive it. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      process.kill(-child.pid!, 'SIGINT');
    });
  }
  const left = await groupProcessCount(child.pid!);
  if (left > 0) {
    console.log(`  ${left} process(es) of npm start's group outlived it; ending them.`);
    process.kill(-child.pid!, 'SIGKILL');
  }
}

async function measureStart(label: string, cwd: string): Promise<StartMeasurement> {
  const [port, cognitoPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), COGNITO_PORT: String(cognitoPort) },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk));
  let peakRssMb = 0;
  try {
    while (!(await answersOk(`http://${LOOPBACK}:${port}/`))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`npm start ended (${child.exitCode ?? child.signalCode}) before a 200 on /:\n${log}`);
      }
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`no 200 on / within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
      peakRssMb = Math.max(peakRssMb, await groupRssMb(child.pid!));
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
    const firstOkMs = performance.now() - started;
    const rssAtOkMb = await groupRssMb(child.pid!);
    return { label, firstOkMs, rssAtOkMb, peakRssMb: Math.max(peakRssMb, rssAtOkMb), log };
  } finally {
    await stopGroup(child);
  }
}

/** Each distinct warning line of a log with how many times it came. */
function warnings(log: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of log.split('\n').map((text) => text.trim())) {
    if (WARNING.test(line)) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return counts;
}

function printWarnings(title: string, log: string): void {
  const found = warnings(log);
  console.log(`\n${title}: ${found.size === 0 ? 'no warning' : `${found.size} distinct warning line(s)`}`);
  for (const [line, times] of found) console.log(`  ${times > 1 ? `(${times}x) ` : ''}${line}`);
}

const clone = mkdtempSync(join(tmpdir(), 'trailer-measure-start-'));
try {
  const { stdout: commit } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT });
  console.log(`Cloning ${REPO_ROOT} (${commit.trim()}) into ${clone}...`);
  await run('git', ['clone', '--quiet', REPO_ROOT, clone]);
  console.log('npm ci...');
  const installStarted = performance.now();
  const install = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, maxBuffer: 64 * 1024 * 1024 });
  const installMs = performance.now() - installStarted;
  const installLog = `${install.stdout}\n${install.stderr}`;

  console.log('npm start, fresh clone...');
  const fresh = await measureStart('fresh clone: builds the site, creates the data, publishes every page', clone);
  await run('npm', ['run', 'reset', '--silent'], { cwd: clone });
  console.log('npm start, built, no data...');
  const built = await measureStart('built, no data (after `npm run reset`): creates the data, publishes every page', clone);
  console.log('npm start, later start...');
  const later = await measureStart('later start: build and data there, pages current', clone);

  const { stdout: load } = await run('cat', ['/proc/loadavg']).catch(() => ({ stdout: 'unknown' }));
  console.log(`\n\`npm ci\`: ${(installMs / 1000).toFixed(0)} s`);
  console.log('\n| start | first 200 on `/` | resident memory at that moment | peak while starting |');
  console.log('|---|---|---|---|');
  for (const measured of [fresh, built, later]) {
    console.log(
      `| ${measured.label} | ${(measured.firstOkMs / 1000).toFixed(1)} s | ${measured.rssAtOkMb.toFixed(0)} MB | ${measured.peakRssMb.toFixed(0)} MB |`,
    );
  }
  console.log(`\nMeasured ${new Date().toISOString()}, load average ${load.trim().split(' ').slice(0, 3).join(' ')} at the end.`);
  printWarnings('`npm ci`', installLog);
  printWarnings('`npm start`, fresh clone', fresh.log);
  printWarnings('`npm start`, later start', later.log);
} finally {
  if (keep) console.log(`\nThe clone is kept at ${clone}`);
  else rmSync(clone, { recursive: true, force: true });
}
