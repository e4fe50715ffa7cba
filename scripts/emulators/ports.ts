import { createServer } from 'node:net';

/** Asks the OS for a free loopback port. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export class PortBusyError extends Error {}

export async function assertPortFree(port: number, what: string, envName: string) {
  if (!(await isPortFree(port))) {
    throw new PortBusyError(
      `Port ${port} for ${what} is already in use. Stop whatever is using it, or set ${envName} to another port.`,
    );
  }
}

/** Polls an HTTP URL until it answers at all (any status), or gives up. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} exited before it was ready`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
