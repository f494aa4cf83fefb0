import net from 'node:net';

/**
 * A TCP proxy to stop and restart, to play a database that goes away and comes back; or to freeze
 * and thaw, to play a network that goes silent (no byte forwarded, no socket closed, new connections
 * accepted and held) and then delivers what it held.
 */
export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes now, or (with `after`) right after a client sends bytes containing that text. */
  freeze(after?: string): void;
  thaw(): void;
}

/** One direction of a connection; `frozen` holds the bytes (in the kernel) until thawed. */
function link(from: net.Socket, to: net.Socket, isFrozen: () => boolean) {
  const flow = () => {
    from.pipe(to);
    from.resume();
  };
  const hold = () => {
    from.unpipe(to);
    from.pause();
  };
  if (isFrozen()) hold();
  else flow();
  return { flow, hold };
}

export async function createTcpProxy(targetHost: string, targetPort: number, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const links = new Set<ReturnType<typeof link>>();
  let frozen = false;
  let freezeAfter: string | null = null;
  const freeze = () => {
    frozen = true;
    for (const l of links) l.hold();
  };
  let server: net.Server | null = null;
  let listenPort = port;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => sock.destroy());
        }
        client.on('data', (chunk: Buffer) => {
          if (freezeAfter && chunk.includes(freezeAfter)) {
            freezeAfter = null;
            setImmediate(freeze); // after the pipe has forwarded this chunk
          }
        });
        const pair = [link(client, upstream, () => frozen), link(upstream, client, () => frozen)];
        for (const l of pair) links.add(l);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => {
          client.destroy();
          for (const l of pair) links.delete(l);
        });
      });
      s.once('error', reject);
      s.listen(listenPort, '127.0.0.1', () => {
        listenPort = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const sock of sockets) sock.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await start();
  return {
    get port() {
      return listenPort;
    },
    start,
    stop,
    freeze(after) {
      if (after) freezeAfter = after;
      else freeze();
    },
    thaw() {
      frozen = false;
      for (const l of links) l.flow();
    },
  };
}

/** A local port nobody listens on. */
export async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
