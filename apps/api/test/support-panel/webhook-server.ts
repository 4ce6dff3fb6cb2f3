import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in team-chat service: a real local HTTP server recording every webhook call it answers. */
export interface FakeChatWebhook {
  url: string;
  /** Bodies of the calls it answered 200, in order. */
  received: Record<string, unknown>[];
  /** Every call, refused ones included. */
  calls: () => number;
  /** Answers the next `count` calls with `status` instead of 200. */
  failNext: (count: number, status?: number) => void;
  close: () => Promise<void>;
}

export async function startFakeChatWebhook(): Promise<FakeChatWebhook> {
  const received: Record<string, unknown>[] = [];
  let calls = 0;
  let failures = 0;
  let failureStatus = 500;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      if (failures > 0) {
        failures -= 1;
        res.statusCode = failureStatus;
        return res.end('invalid_payload');
      }
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T000/B000/secret`,
    received,
    calls: () => calls,
    failNext: (count, status = 500) => {
      failures = count;
      failureStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
