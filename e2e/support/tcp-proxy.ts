import { connect, createServer, type Server, type Socket } from 'node:net';

// A tiny TCP proxy that puts a database "to sleep" for end-to-end tests: `stop()` closes the listener
// and cuts every live connection (as a database that went away would); `start()` listens again on the
// same port, so the application's DATABASE_URL keeps working once the database "wakes up".

export interface TcpProxyTarget {
  host: string;
  port: number;
}

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;

  constructor(private readonly target: TcpProxyTarget) {}

  /** The local port (fixed after the first start). */
  get port(): number {
    return this.listenPort;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  /** Listens on 127.0.0.1 (a free port the first time, the same port afterwards). */
  async start(): Promise<void> {
    if (this.server) return;
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        this.server = await this.listen();
        return;
      } catch (error) {
        // The port of a just-closed listener can be briefly busy: retry for a few seconds.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EADDRINUSE' || this.listenPort === 0 || Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Closes the listener and destroys every live connection, both sides. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private listen(): Promise<Server> {
    return new Promise((resolve, reject) => {
      const server = createServer((client) => this.pipe(client));
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (typeof address === 'object' && address) this.listenPort = address.port;
        resolve(server);
      });
    });
  }

  private pipe(client: Socket) {
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

/** Starts a proxy to `target` on a free loopback port. */
export async function startTcpProxy(target: TcpProxyTarget): Promise<TcpProxy> {
  const proxy = new TcpProxy(target);
  await proxy.start();
  return proxy;
}
