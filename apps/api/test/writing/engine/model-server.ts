import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the stand-in model endpoint. */
export type ScriptedReply =
  | {
      status?: number;
      headers?: Record<string, string>;
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number };
    }
  | { status: number; headers?: Record<string, string>; body: string }
  /** Never answers (the client's deadline must end the request). */
  | { hang: true }
  /** Sends 200 and part of the body, then stalls. */
  | { stallBody: true };

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
  at: number;
}

export interface ModelServer {
  /** The base URL to configure as LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Answers to give, in order; when they run out the last one repeats. */
  script: (replies: ScriptedReply[]) => void;
  close: () => Promise<void>;
}

/** The JSON content a well-behaved model answers. */
export function answer(
  paragraphs: { text: string; evidence: string[] }[],
  unsupportedClaims: string[] = [],
  fields?: Record<string, string>,
): string {
  return JSON.stringify({ paragraphs, unsupportedClaims, ...(fields ? { fields } : {}) });
}

/**
 * A real local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions):
 * the edge the writing engine talks to, scripted per test and recording every request it receives.
 */
export async function startModelServer(): Promise<ModelServer> {
  let replies: ScriptedReply[] = [];
  let served = 0;
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest['body'];
      requests.push({ path: req.url, headers: req.headers, body, at: performance.now() });
      const reply = replies[Math.min(served, replies.length - 1)];
      served += 1;
      if (!reply) {
        res.writeHead(500).end();
        return;
      }
      if ('hang' in reply || 'stallBody' in reply) {
        if ('stallBody' in reply) res.writeHead(200, { 'content-type': 'application/json' }).write('{"choices": [');
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('body' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(reply.body);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(
        JSON.stringify({
          id: `chatcmpl-${served}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: reply.usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      replies = next;
      served = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
