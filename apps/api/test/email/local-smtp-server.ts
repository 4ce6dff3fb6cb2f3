import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the local mail server received it: envelope recipients and the raw RFC 5322 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening (the mail server is "down"); start() listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (the smtp-server package), without TLS or authentication, keeping what it gets. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** Quoted-printable text (as nodemailer writes non-ASCII and long lines) to UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded plain-text body of a received message. */
export function bodyOf(mail: ReceivedMail): string {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const header = mail.raw.slice(0, split);
  const body = mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(header)) return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
  if (/content-transfer-encoding:\s*base64/i.test(header))
    return Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

/** The decoded Subject header (RFC 2047 encoded words included). */
export function subjectOf(mail: ReceivedMail): string {
  const header = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(header);
  const value = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}
