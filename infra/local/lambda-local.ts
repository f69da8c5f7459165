import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningService } from './emulators';
import { LOOPBACK } from './net';

/** A local function: its handler, given the invocation's payload. */
export type LocalFunction = (event: unknown) => Promise<unknown>;

export interface LocalLambda extends RunningService {
  /**
   * Runs a function after the invocations already queued for it, as its one concurrent execution
   * would in AWS, and answers its result; a failure is thrown to the caller.
   */
  invoke(name: string, event?: unknown): Promise<unknown>;
  /** For tests: while on, Lambda's Invoke API answers every request 503 (a Lambda outage). */
  setFailing(failing: boolean): void;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * Lambda's Invoke API (the AWS SDK's LambdaClient reaches it through AWS_ENDPOINT_URL_LAMBDA) for the
 * functions other functions invoke. As Lambda does: an 'Event' invocation is queued and answered 202 at
 * once; 'RequestResponse' answers the result, or 200 with X-Amz-Function-Error when the function throws;
 * an unknown function is a 404 ResourceNotFoundException. Each function runs one invocation at a time
 * (the stack gives them a reserved concurrency of one). A failed queued run is reported on the console
 * as the alarm on the function's errors would report it; Lambda's own two retries are left to the
 * function's schedule, which finds the same work.
 */
export async function startLocalLambda(functions: Readonly<Record<string, LocalFunction>>): Promise<LocalLambda> {
  const queues = new Map<string, Promise<unknown>>();
  const invoke = (name: string, event: unknown = {}): Promise<unknown> => {
    const run = functions[name];
    if (!run) return Promise.reject(new Error(`No local function ${name}`));
    const result = (queues.get(name) ?? Promise.resolve()).catch(() => undefined).then(() => run(event));
    queues.set(name, result);
    return result;
  };

  const answer = (res: ServerResponse, status: number, headers: Record<string, string>, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  let failing = false;
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (failing) return answer(res, 503, { 'x-amzn-errortype': 'ServiceException' }, { Type: 'Service', message: 'Service unavailable' });
    const name = decodeURIComponent(INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://local').pathname)?.[1] ?? '');
    if (req.method !== 'POST' || !name) return answer(res, 404, { 'x-amzn-errortype': 'UnknownOperationException' }, { message: 'Unknown operation' });
    if (!functions[name]) {
      return answer(res, 404, { 'x-amzn-errortype': 'ResourceNotFoundException' }, { Type: 'User', message: `Function not found: ${name}` });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let event: unknown;
    try {
      event = text ? JSON.parse(text) : {};
    } catch {
      return answer(res, 400, { 'x-amzn-errortype': 'InvalidRequestContentException' }, { Type: 'User', message: 'Could not parse request body into json' });
    }
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      invoke(name, event).catch((error: unknown) => console.error(`ALARM: the ${name} function failed (a Lambda error in AWS):`, error));
      return answer(res, 202, {});
    }
    try {
      return answer(res, 200, { 'x-amz-executed-version': '$LATEST' }, (await invoke(name, event)) ?? null);
    } catch (error) {
      const { name: errorType, message } = error instanceof Error ? error : new Error(String(error));
      return answer(res, 200, { 'x-amz-function-error': 'Unhandled' }, { errorType, errorMessage: message });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    invoke,
    setFailing: (value) => (failing = value),
    // The runs under way finish first: they use the emulators, which stop after this.
    stop: async () => {
      await Promise.allSettled(queues.values());
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
