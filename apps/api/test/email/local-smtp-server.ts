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
  /** Refuses the next `count` messages with a temporary error (451 after DATA), as a busy mail server does. */
  refuseNext: (count: number) => void;
}

/** A real SMTP server on 127.0.0.1 (the smtp-server package), without TLS or authentication, keeping what it gets. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let refusals = 0;
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
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
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
    refuseNext: (count) => {
      refusals = count;
    },
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

/** One MIME entity: its header block and its body, as sent (still transfer-encoded). */
interface MimePart {
  header: string;
  body: string;
}

function splitEntity(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return { header: raw, body: '' };
  return { header: raw.slice(0, split), body: raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

/** The leaf parts of a message: the message itself, or each part of a multipart one (nested ones opened). */
function leafParts(entity: MimePart): MimePart[] {
  const boundary = /content-type:\s*multipart\/[\w-]+;[\s\S]*?boundary="?([^";\r\n]+)"?/i.exec(entity.header)?.[1];
  if (!boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitEntity(chunk.replace(/^\r?\n/, ''))));
}

/** A part's body as bytes, its transfer encoding undone. */
function decodedBody(part: MimePart): Buffer {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(part.header)) return Buffer.from(decodeQuotedPrintable(part.body));
  if (/content-transfer-encoding:\s*base64/i.test(part.header)) return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body);
}

/** The decoded plain-text body of a received message (its text/plain part when it has attachments). */
export function bodyOf(mail: ReceivedMail): string {
  const parts = leafParts(splitEntity(mail.raw));
  const text = parts.find((part) => !/content-type:/i.test(part.header) || /content-type:\s*text\/plain/i.test(part.header));
  return decodedBody(text ?? parts[0]!)
    .toString('utf8')
    .replace(/\r\n/g, '\n');
}

/** The decoded HTML part of a received message (multipart/alternative beside the text), or undefined without one. */
export function htmlOf(mail: ReceivedMail): string | undefined {
  const html = leafParts(splitEntity(mail.raw)).find((part) => /content-type:\s*text\/html/i.test(part.header));
  return html ? decodedBody(html).toString('utf8').replace(/\r\n/g, '\n') : undefined;
}

/** The content types of a message's entities in order, containers included: how its parts nest. */
export function mimeStructureOf(mail: ReceivedMail): string[] {
  const types: string[] = [];
  const walk = (entity: MimePart) => {
    const type = /content-type:\s*([^;\r\n]+)/i.exec(entity.header)?.[1]?.trim().toLowerCase() ?? 'text/plain';
    types.push(type);
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(entity.header)?.[1];
    if (!type.startsWith('multipart/') || !boundary) return;
    entity.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .forEach((chunk) => walk(splitEntity(chunk.replace(/^\r?\n/, ''))));
  };
  walk(splitEntity(mail.raw));
  return types;
}

/** The addresses an HTML part links to (its href attributes, entities undone), in order. */
export function linksOfHtml(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

/** A file attached to a received message: its name, type and decoded bytes. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The message's attachments (parts sent with Content-Disposition: attachment), in order. */
export function attachmentsOf(mail: ReceivedMail): ReceivedAttachment[] {
  return leafParts(splitEntity(mail.raw))
    .filter((part) => /content-disposition:\s*attachment/i.test(part.header))
    .map((part) => ({
      filename: decodeEncodedWords(
        /filename\*?=(?:"([^"]*)"|([^;\r\n]*))/i
          .exec(part.header.replace(/\r?\n[ \t]/g, ' '))
          ?.slice(1)
          .find(Boolean) ?? '',
      ),
      contentType: /content-type:\s*([^;\r\n]+)/i.exec(part.header)?.[1]?.trim() ?? '',
      content: decodedBody(part),
    }));
}

/** RFC 2047 encoded words ("=?utf-8?Q?…?=") to text. */
function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

/** The decoded Subject header (RFC 2047 encoded words included). */
export function subjectOf(mail: ReceivedMail): string {
  const header = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(header);
  const value = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  return decodeEncodedWords(value);
}
