import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the test file of a handler that writes metrics: catches what it writes to stdout during each
 * test, with Powertools' metrics switched on, and returns a reader of the embedded-metric-format
 * records written, parsed.
 */
export function useEmfRecords(): () => Record<string, unknown>[] {
  let written: string[] = [];
  beforeEach(() => {
    written = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  return () =>
    written
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
}
