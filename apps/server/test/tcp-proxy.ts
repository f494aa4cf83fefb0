import net from 'node:net';

/** A TCP proxy to stop and restart, to play a database that goes away and comes back. */
export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function createTcpProxy(targetHost: string, targetPort: number, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
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
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
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
