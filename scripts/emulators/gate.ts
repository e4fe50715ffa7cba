import { connect, createServer, type Server, type Socket } from 'node:net';

export type Gate = {
  port: number;
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
export function openGate(
  listenPort: number,
  target: { host: string; port: number },
  host = '127.0.0.1',
): Promise<Gate> {
  const sockets = new Set<Socket>();
  let received = 0;
  let closed = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer({ noDelay: true }, (client) => {
    if (closed) return client.destroy();
    const upstream = connect({ host: target.host, port: target.port, noDelay: true });
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => {
      server.off('error', reject);
      resolve({
        port: listenPort,
        activity: () => received,
        close: () =>
          new Promise<void>((done) => {
            closed = true;
            for (const socket of sockets) socket.destroy();
            sockets.clear();
            server.close(() => done());
          }),
      });
    });
  });
}
