import net, { type AddressInfo } from 'node:net';

/** A loopback port nobody listens on right now (for a server to take, or to stand for an unreachable one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
