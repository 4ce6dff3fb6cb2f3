import net from 'node:net';

export interface FreezableTcpProxy {
  /** host:port to connect to instead of the target. */
  address: { host: string; port: number };
  /** Stops passing bytes either way (connections stay open, new ones are accepted): a hung database. */
  freeze: () => void;
  /** Passes on what was held back, and everything after. */
  thaw: () => void;
  close: () => Promise<void>;
}

/**
 * A real TCP proxy in front of PostgreSQL that can stop answering without closing anything, as a frozen
 * database server (or a black-holed route) does: connections neither fail nor progress.
 */
export async function startFreezableTcpProxy(target: { host: string; port: number }): Promise<FreezableTcpProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    address: { host: '127.0.0.1', port },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
