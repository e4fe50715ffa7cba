import { connect, createServer, type Server, type Socket } from 'node:net';

export type Target = { host: string; port: number };

export type Gate = {
  port: number;
  /**
   * Where connections go. Until it is set, connections wait (the app can be served before
   * the emulators are up: its first requests simply take longer).
   */
  connectTo(target: Target): void;
  /** Grows with every byte a client sends: no growth, no write since. */
  activity(): number;
  /**
   * Stops accepting connections and cuts every open one, both ways. Whatever a client was told
   * before this returns, the emulator had done before it; nothing it does afterwards reaches
   * a client. So an export that starts after close() holds every acknowledged write.
   */
  close(): Promise<void>;
};

/**
 * A TCP pass-through in front of an emulator, on the port the app talks to, so that
 * `npm start` can stop acknowledgements at an instant of its choosing before its final save
 * (docs/decisions/011-acknowledged-writes.md). It knows nothing of HTTP, so WebChannel,
 * REST and gRPC all pass.
 */
export function openGate(listenPort: number, host = '127.0.0.1'): Promise<Gate> {
  const sockets = new Set<Socket>();
  const waiting: Socket[] = [];
  let target: Target | undefined;
  let received = 0;
  let closed = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const pass = (client: Socket, to: Target) => {
    if (client.destroyed) return;
    const upstream = connect({ host: to.host, port: to.port, noDelay: true });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const server: Server = createServer({ noDelay: true, pauseOnConnect: true }, (client) => {
    if (closed) return client.destroy();
    track(client);
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    if (target) pass(client, target);
    else waiting.push(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => {
      server.off('error', reject);
      resolve({
        port: listenPort,
        connectTo(to) {
          target = to;
          for (const client of waiting.splice(0)) pass(client, to);
        },
        activity: () => received,
        close: () =>
          new Promise<void>((done) => {
            closed = true;
            waiting.length = 0;
            for (const socket of sockets) socket.destroy();
            sockets.clear();
            server.close(() => done());
          }),
      });
    });
  });
}
