import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LocalMailServer {
  /** SMTP_URL for the app under test. */
  url: string;
  /** Every message received: its envelope recipients and raw text, quoted-printable soft line breaks undone. */
  received: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real local mail server (the smtp-server package) keeping the raw messages it receives. */
export async function startMailServer(): Promise<LocalMailServer> {
  const received: LocalMailServer['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
