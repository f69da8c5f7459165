import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * Measures how long a handler waits on the AWS emulators, so the API benchmark can
 * tell the handler's own time from the emulators'. The AWS SDK talks to them over
 * node:http, whose diagnostics channels report each request; AsyncLocalStorage ties
 * every request to the API call that made it, even under concurrency.
 */
interface Tally {
  awsMs: number;
}

const currentCall = new AsyncLocalStorage<Tally>();
const started = new WeakMap<ClientRequest, { tally: Tally; at: number }>();

subscribe('http.client.request.start', (message) => {
  const { request } = message as { request: ClientRequest };
  const tally = currentCall.getStore();
  if (tally) started.set(request, { tally, at: performance.now() });
});

subscribe('http.client.response.finish', (message) => {
  const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
  const start = started.get(request);
  if (!start) return;
  // The channel fires when the headers arrive; the call ends when the body has been read.
  response.once('end', () => (start.tally.awsMs += performance.now() - start.at));
});

/** Runs `call` and reports its total time and the part spent waiting on AWS (the emulators). */
export async function timeAwsCalls<T>(call: () => Promise<T>): Promise<{ result: T; totalMs: number; awsMs: number }> {
  const tally: Tally = { awsMs: 0 };
  const begin = performance.now();
  const result = await currentCall.run(tally, call);
  return { result, totalMs: performance.now() - begin, awsMs: tally.awsMs };
}
