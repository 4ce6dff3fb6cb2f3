import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { withOwnApp } from './fixtures.ts';

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

/**
 * The browser test file's own app sending its e-mail to a local mail server, started first and closed after the
 * file; `onStarted` receives the server (call at the top of the file:
 * `let mail: LocalMailServer; const it = withOwnAppSendingMail((server) => (mail = server));`).
 */
export function withOwnAppSendingMail(onStarted: (server: LocalMailServer) => void) {
  let started: LocalMailServer | undefined;
  afterAll(async () => {
    await started?.close();
  });
  return withOwnApp(async () => {
    started = await startMailServer();
    onStarted(started);
    return { env: { SMTP_URL: started.url, MAIL_FROM: 'Plymouth <no-reply@plymouth.example>' } };
  });
}
