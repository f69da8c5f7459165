/**
 * API benchmark: requests per second and latency percentiles for the API routes
 * against the local stack at 1, 10 and 50 concurrent clients, with each request's
 * time split (from the local gateway's Server-Timing header) into the handler's own
 * work and its wait on the AWS emulators. Loops are bounded in count and time.
 */
import { API_ROUTES } from '../shared/api-routes';
import { CONTACT_ENDPOINT } from '../shared/contact';
import { loopbackClient, requestFrom } from '../test/support/http-from';

export const CONCURRENCY_LEVELS = [1, 10, 50] as const;
const MAX_REQUESTS_PER_LEVEL = 2_000;
const MAX_SECONDS_PER_LEVEL = 5;

export interface ApiScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Builds a request body; called once per request so each can be unique. */
  body?: (sequence: number) => unknown;
}

/** The scenarios the issue asks for; a route not in the route table yet is reported as pending. */
export const API_SCENARIOS: readonly ApiScenario[] = [
  { name: 'GET /api/images', method: 'GET', path: '/api/images' },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: CONTACT_ENDPOINT,
    body: (sequence) => ({
      name: `Bench Buyer ${sequence}`,
      email: `buyer${sequence}.${Date.now()}@example.com`,
      message: 'Benchmark inquiry about unit 3057',
    }),
  },
];

export interface LevelResult {
  concurrency: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** Medians of the Server-Timing split. */
  handlerOwnMs: number;
  awsMs: number;
}

export interface ScenarioResult {
  name: string;
  pending: boolean;
  levels: LevelResult[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

function parseServerTiming(header: string | null): { handler: number; aws: number } | undefined {
  if (!header) return undefined;
  const durations = Object.fromEntries(
    header.split(',').map((entry) => {
      const [name = '', ...params] = entry.trim().split(';');
      const duration = params.find((param) => param.startsWith('dur='))?.slice(4);
      return [name, Number(duration)];
    }),
  );
  return typeof durations.handler === 'number' ? { handler: durations.handler, aws: durations.aws ?? 0 } : undefined;
}

async function runLevel(baseUrl: string, scenario: ApiScenario, concurrency: number): Promise<LevelResult> {
  const latencies: number[] = [];
  const handlerOwn: number[] = [];
  const aws: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = performance.now() + MAX_SECONDS_PER_LEVEL * 1000;
  const begin = performance.now();

  async function client() {
    while (issued < MAX_REQUESTS_PER_LEVEL && performance.now() < deadline) {
      const sequence = issued++;
      const started = performance.now();
      // Each request comes from its own loopback address, as distinct buyers would (the contact API limits per address).
      const response = await requestFrom(`${baseUrl}${scenario.path}`, {
        method: scenario.method,
        body: scenario.body?.(sequence),
        from: loopbackClient(sequence),
      }).catch(() => undefined);
      latencies.push(performance.now() - started);
      if (!response || response.status >= 400) errors++;
      const timing = parseServerTiming(String(response?.headers['server-timing'] ?? '') || null);
      if (timing) {
        handlerOwn.push(timing.handler - timing.aws);
        aws.push(timing.aws);
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / seconds,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    handlerOwnMs: median(handlerOwn),
    awsMs: median(aws),
  };
}

export async function runApiBench(baseUrl: string): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of API_SCENARIOS) {
    const routed = API_ROUTES.some((route) => route.method === scenario.method && route.path === scenario.path);
    if (!routed) {
      results.push({ name: scenario.name, pending: true, levels: [] });
      continue;
    }
    const levels: LevelResult[] = [];
    for (const concurrency of CONCURRENCY_LEVELS) levels.push(await runLevel(baseUrl, scenario, concurrency));
    results.push({ name: scenario.name, pending: false, levels });
  }
  return results;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

export function formatApiBench(results: readonly ScenarioResult[]): string {
  const header = 'route                 clients   req/s    p50 ms   p95 ms   p99 ms   handler ms  emulator ms  errors';
  const rows = results.flatMap((result) =>
    result.pending
      ? [`${result.name.padEnd(22)}pending (route not built yet)`]
      : result.levels.map((level) =>
          [
            result.name.padEnd(22),
            String(level.concurrency).padStart(7),
            level.requestsPerSecond.toFixed(0).padStart(7),
            ms(level.latencyMs.p50).padStart(9),
            ms(level.latencyMs.p95).padStart(8),
            ms(level.latencyMs.p99).padStart(8),
            ms(level.handlerOwnMs).padStart(11),
            ms(level.awsMs).padStart(12),
            String(level.errors).padStart(7),
          ].join(' '),
        ),
  );
  return [header, ...rows].join('\n');
}
