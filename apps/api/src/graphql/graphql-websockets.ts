import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { CloseCode, makeServer, type ServerOptions } from 'graphql-ws';
import { makeGraphQLWSConfig, normalizeConnectionParams, type GrafservBase } from 'postgraphile/grafserv';
import { WebSocket, WebSocketServer } from 'ws';
import type { AccessChanges } from '../auth/access-changes.ts';
import { AuthError, type Authenticator } from '../auth/authenticate.ts';
import { IssuerUnavailableError } from '../auth/issuer-unavailable.ts';

/** What graphql-ws hands every callback about the connection (grafserv's operations read `socket` and `request`). */
interface SocketExtra {
  socket: WebSocket;
  request: http.IncomingMessage;
}

/** A ping this often; a socket that has not answered the previous ping by then is dead (grafserv's default). */
const KEEPALIVE_INTERVAL_MS = 12_000;
/** RFC 6455 'Try Again Later': graphql-ws clients reconnect after it (a thrown error would close with 4500, which they never retry). */
const TRY_AGAIN_LATER = 1013;
/** A close frame's reason holds at most 123 bytes. */
const MAX_CLOSE_REASON_LENGTH = 120;

export interface GraphQLWebsockets {
  close: () => void;
}

/**
 * GraphQL over websockets (graphql-ws) on `path`, in place of grafserv's own handler, which acknowledges every
 * connection: here a connection is acknowledged only for a valid token (issue 29).
 * - No credentials in the connection parameters: closed with 4401 Unauthorized (graphql-ws clients give up;
 *   retrying without a token cannot succeed).
 * - An invalid or expired token, or a deleted or disabled user: closed with 4403 Forbidden and the reason
 *   (clients may retry, and a browser that renewed its token then gets in).
 * - Open connections of a person whose access ends are closed the same way as soon as the change is
 *   notified. Each operation is still authenticated again when its context is built (request-context.ts).
 * - The identity provider not answering while the token is checked: closed with 1013 Try Again Later, so the
 *   client keeps reconnecting until the provider is back.
 */
export function installGraphQLWebsockets(
  server: http.Server,
  serv: GrafservBase,
  deps: { path: string; authenticator: Authenticator; accessChanges: Pick<AccessChanges, 'subscribe'> },
): GraphQLWebsockets {
  /** The signed-in connections and the credentials each was opened with. */
  const signedIn = new Map<WebSocket, { sub: string; authorization: string }>();

  const onConnect: NonNullable<ServerOptions<Record<string, unknown> | undefined, SocketExtra>['onConnect']> = async (ctx) => {
    const socket = ctx.extra.socket;
    const authorization = connectionAuthorization(ctx.connectionParams);
    if (!authorization) {
      socket.close(CloseCode.Unauthorized, 'Sign in to receive live updates');
      return false;
    }
    try {
      const user = await deps.authenticator.authenticate(authorization);
      if (socket.readyState !== WebSocket.OPEN) return false;
      signedIn.set(socket, { sub: user.sub, authorization });
      return true;
    } catch (error) {
      if (error instanceof IssuerUnavailableError) {
        socket.close(TRY_AGAIN_LATER, closeReason(error.message));
        return false;
      }
      if (!(error instanceof AuthError)) throw error;
      socket.close(CloseCode.Forbidden, closeReason(error.message));
      return false;
    }
  };

  const graphqlWs = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    ...(makeGraphQLWSConfig(serv) as ServerOptions<Record<string, unknown> | undefined, SocketExtra>),
    onConnect,
  });

  /** Checks the connections of `sub` (all connections for null) again and closes those no longer allowed. */
  const recheck = (sub: string | null) => {
    for (const [socket, connection] of signedIn) {
      if (sub !== null && connection.sub !== sub) continue;
      deps.authenticator.authenticate(connection.authorization).catch((error: unknown) => {
        // Only a refusal closes a connection; a database hiccup does not end everybody's live updates.
        if (error instanceof AuthError) socket.close(CloseCode.Forbidden, closeReason(error.message));
      });
    }
  };
  const unsubscribe = deps.accessChanges.subscribe(recheck);

  const wss = new WebSocketServer({ noServer: true });
  const onConnection = (socket: WebSocket, request: http.IncomingMessage) => {
    keepAlive(socket);
    const closed = graphqlWs.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            // A client that has gone (a closed tab, a reconnect) needs no more messages: as graphql-ws's own
            // ws adapter does, nothing is sent, and it is not an error.
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
            try {
              // Waits for the operation: the connection's acknowledgement, a query's result, a subscription's end.
              await handle(String(data));
            } catch (error) {
              console.error('GraphQL websocket error:', error);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      signedIn.delete(socket);
      void closed(code, String(reason));
    });
  };

  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) !== deps.path) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
  };
  server.on('upgrade', onUpgrade);

  return {
    close: () => {
      server.off('upgrade', onUpgrade);
      unsubscribe();
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    },
  };
}

/** The `Authorization` value of the connection parameters: `authorization`, or a bare `token`. */
function connectionAuthorization(connectionParams: Record<string, unknown> | undefined): string | undefined {
  const params = normalizeConnectionParams(connectionParams) ?? {};
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const token = first(params.token);
  return first(params.authorization) ?? (token ? `Bearer ${token}` : undefined);
}

function pathOf(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

function closeReason(message: string): string {
  return message.length > MAX_CLOSE_REASON_LENGTH ? `${message.slice(0, MAX_CLOSE_REASON_LENGTH - 1)}…` : message;
}

/** Pings the client and ends the socket when it stops answering, so dead connections do not pile up. */
function keepAlive(socket: WebSocket): void {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, KEEPALIVE_INTERVAL_MS);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
