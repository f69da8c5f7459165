import { createServer, connect } from 'node:net';

/** Every local service listens on loopback only. */
export const LOOPBACK = '127.0.0.1';

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects on timeout or if `abort` settles first. */
export async function waitForPort(port: number, timeoutMs: number, abort?: Promise<unknown>): Promise<void> {
  let aborted = false;
  void abort?.then(() => (aborted = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (aborted) throw new Error(`process exited before listening on port ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, LOOPBACK);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
