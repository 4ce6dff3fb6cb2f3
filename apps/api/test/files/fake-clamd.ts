import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A local TCP server speaking clamd's INSTREAM protocol, standing in for ClamAV: Debian's
 * clamav-daemon refuses to start without signature databases, which are downloaded from the
 * internet (freshclam), not possible here. It reports the EICAR test string as ClamAV does and
 * anything else as clean; `silent` makes it accept connections and never answer.
 */
export interface FakeClamd {
  port: number;
  /** Every stream received, reassembled from its chunks. */
  scanned: Buffer[];
  silent: boolean;
  close: () => Promise<void>;
}

const COMMAND = Buffer.from('zINSTREAM\0');
const EICAR_MARK = Buffer.from('EICAR-STANDARD-ANTIVIRUS-TEST-FILE');

export async function startFakeClamd(): Promise<FakeClamd> {
  const sockets = new Set<net.Socket>();
  const clamd: FakeClamd = { port: 0, scanned: [], silent: false, close: async () => {} };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client that gives up (its timeout) resets the connection: that is the client's business, not an uncaught error.
    socket.on('error', () => sockets.delete(socket));
    let received = Buffer.alloc(0);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      const stream = completeStream(received);
      if (stream === 'incomplete' || clamd.silent) return;
      if (stream === 'bad-command') return void socket.end('UNKNOWN COMMAND\0');
      clamd.scanned.push(stream);
      socket.end(stream.includes(EICAR_MARK) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  clamd.port = (server.address() as AddressInfo).port;
  clamd.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return clamd;
}

/** The streamed bytes once the zero-length chunk has arrived. */
function completeStream(received: Buffer): Buffer | 'incomplete' | 'bad-command' {
  if (received.length < COMMAND.length) return 'incomplete';
  if (!received.subarray(0, COMMAND.length).equals(COMMAND)) return 'bad-command';
  const chunks: Buffer[] = [];
  let at = COMMAND.length;
  while (at + 4 <= received.length) {
    const length = received.readUInt32BE(at);
    if (length === 0) return Buffer.concat(chunks);
    if (at + 4 + length > received.length) return 'incomplete';
    chunks.push(received.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return 'incomplete';
}
