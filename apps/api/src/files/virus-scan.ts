import net from 'node:net';
import type { VirusScanConfig } from '../config/index.ts';

export type ScanResult = { clean: true } | { clean: false; signature: string };

/** The scanner could not give an answer (down, too slow, or it reported an error). */
export class ScannerUnavailableError extends Error {
  constructor(detail: string) {
    super(`virus scanner unavailable: ${detail}`);
    this.name = 'ScannerUnavailableError';
  }
}

/** Bytes per INSTREAM chunk; clamd takes any size up to its StreamMaxLength in total. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Scans bytes with a clamd server over TCP (INSTREAM, clamd(8)): `zINSTREAM\0`, then chunks each
 * prefixed by its length as a 4-byte big-endian number, then a zero length; clamd answers
 * `stream: OK` or `stream: <signature> FOUND`, NUL-terminated. Anything else (an ERROR line, a
 * closed connection, no answer within the timeout) throws ScannerUnavailableError: an upload is
 * never taken as clean without the scanner saying so.
 */
export function scanWithClamd(bytes: Buffer, scanner: VirusScanConfig): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: scanner.host, port: scanner.port });
    const replies: Buffer[] = [];
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const fail = (detail: string) => finish(() => reject(new ScannerUnavailableError(detail)));
    const timer = setTimeout(() => fail(`no answer within ${scanner.timeoutMs} ms`), scanner.timeoutMs);

    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
        const chunk = bytes.subarray(at, at + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length, 0);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
    socket.on('data', (data) => {
      replies.push(data);
      const reply = Buffer.concat(replies);
      if (reply.includes(0)) finish(() => settleReply(reply.subarray(0, reply.indexOf(0)).toString('utf8'), resolve, reject));
    });
    socket.on('end', () => {
      const reply = Buffer.concat(replies).toString('utf8');
      if (reply) finish(() => settleReply(reply, resolve, reject));
      else fail('the connection closed without an answer');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
  });
}

function settleReply(reply: string, resolve: (result: ScanResult) => void, reject: (error: Error) => void): void {
  const line = reply.trim();
  if (line === 'stream: OK') return resolve({ clean: true });
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return resolve({ clean: false, signature: found[1]! });
  reject(new ScannerUnavailableError(`unexpected answer '${line.slice(0, 200)}'`));
}
