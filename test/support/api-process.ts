import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The script the child runs: the local API gateway with the very handler modules, and nothing else. */
const CHILD_SCRIPT = fileURLToPath(new URL('./api-process-main.ts', import.meta.url));

/** An API process of its own: its address, and a real SIGKILL, as a Lambda sandbox dies (a crash, a timeout). */
export interface ApiProcess {
  url: string;
  /** Kills it with SIGKILL at once (callable from a synchronous listener); `exited` settles when it is gone. */
  kill(): void;
  exited: Promise<unknown>;
}

/**
 * Starts the API (the contact handler and the rest, through the local gateway) in a child process
 * run by node with tsx, against the emulators of the test stack whose environment this process
 * holds (endpoints, table names, the origin secret). It prints its port once listening.
 */
export async function startApiProcess(stack: { userPool: { userPoolId: string; userPoolClientId: string }; endpoints: { cognito: string } }): Promise<ApiProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD_SCRIPT, `${stack.endpoints.cognito}/${stack.userPool.userPoolId}`, stack.userPool.userPoolClientId],
    { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /^listening (\d+)$/m.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then(() => reject(new Error(`the API process exited before listening: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, kill: () => void child.kill('SIGKILL'), exited };
}
