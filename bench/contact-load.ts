/**
 * The contact load check of issue 8: 200 concurrent valid inquiries from distinct
 * clients; every one must be answered 200, stored exactly once and mailed to the seller.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../shared/contact';
import { INQUIRIES_TABLE } from '../shared/backend/tables';
import type { LocalRuntime } from '../infra/local/runtime';
import { loopbackClient, requestFrom } from '../test/support/http-from';

export const CONTACT_LOAD_CLIENTS = 200;

export interface ContactLoadResult {
  clients: number;
  ok: number;
  errors: number;
  stored: number;
  mailedToSeller: number;
  seconds: number;
  inquiriesPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
}

export async function runContactLoad(runtime: LocalRuntime, sellerEmail: string): Promise<ContactLoadResult> {
  const run = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  const begin = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONTACT_LOAD_CLIENTS }, async (_, n) => {
      const started = performance.now();
      const response = await requestFrom(`${runtime.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        from: loopbackClient(10_000 + n),
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        body: { name: `Load Buyer ${n}`, email: `load-${run}-${n}@example.com`, message: `Load test inquiry ${n}` },
      }).catch(() => undefined);
      latencies.push(performance.now() - started);
      return response?.status ?? 0;
    }),
  );
  const seconds = (performance.now() - begin) / 1000;

  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: runtime.endpoints.dynamodb }));
  let stored = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: INQUIRIES_TABLE.name, ExclusiveStartKey }));
    stored += (page.Items ?? []).filter((item) => String(item.email).startsWith(`load-${run}-`)).length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  dynamo.destroy();

  const toSeller = new RegExp(`^To: ${sellerEmail.replace(/\./g, '\\.')}$`, 'm');
  const mailedToSeller = readdirSync(runtime.outboxDir)
    .map((file) => readFileSync(join(runtime.outboxDir, file), 'utf8'))
    .filter((mail) => toSeller.test(mail) && mail.includes(`load-${run}-`)).length;

  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  const ok = statuses.filter((status) => status === 200).length;
  return {
    clients: CONTACT_LOAD_CLIENTS,
    ok,
    errors: CONTACT_LOAD_CLIENTS - ok,
    stored,
    mailedToSeller,
    seconds,
    inquiriesPerSecond: CONTACT_LOAD_CLIENTS / seconds,
    latencyMs: { p50: at(50), p95: at(95), p99: at(99) },
  };
}

export function formatContactLoad(result: ContactLoadResult): string {
  const { clients, ok, errors, stored, mailedToSeller, seconds, inquiriesPerSecond, latencyMs } = result;
  return [
    `contact load: ${clients} concurrent inquiries from distinct clients in ${seconds.toFixed(2)} s (${inquiriesPerSecond.toFixed(0)}/s)`,
    `  answered 200: ${ok}, errors: ${errors}, stored once: ${stored}, mailed to the seller: ${mailedToSeller}`,
    `  latency p50 ${latencyMs.p50.toFixed(0)} ms, p95 ${latencyMs.p95.toFixed(0)} ms, p99 ${latencyMs.p99.toFixed(0)} ms`,
  ].join('\n');
}

/** Every inquiry answered, stored exactly once and mailed: the check, not a timing. */
export const contactLoadHeld = (result: ContactLoadResult) =>
  result.errors === 0 && result.stored === result.clients && result.mailedToSeller === result.clients;
