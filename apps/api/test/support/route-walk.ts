import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type express from 'express';
import { accessDecisionOf, type AccessDecision } from '../../src/auth/access-decision.ts';

/** Walks an express app's router: the router-guard test and the bad-input test call every route it finds. */

interface RouterLayer {
  rawPath?: unknown;
  handle?: { stack?: RouterLayer[] };
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

export interface FoundRoute {
  method: string;
  path: string;
  decisions: (AccessDecision | undefined)[];
  /** The route's handlers in order (its access decision first). */
  handlers: unknown[];
}

/** Every route of an express app, nested routers included, with the access decision of each of its handlers in order. */
export function walkRoutes(app: express.Express): FoundRoute[] {
  const found: FoundRoute[] = [];
  const visit = (layers: RouterLayer[], base: string) => {
    for (const layer of layers) {
      if (layer.route) {
        const own = layer.route.path;
        const routePath = typeof own === 'string' ? `${base}${own}` : `${base}${String(own)}`;
        const handlers = layer.route.stack.map((entry) => entry.handle);
        const decisions = handlers.map((handle) => accessDecisionOf(handle));
        for (const method of Object.keys(layer.route.methods))
          found.push({ method: method.toUpperCase(), path: routePath, decisions, handlers });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        visit(layer.handle.stack, `${base}${mount}`);
      }
    }
  };
  visit((app.router as unknown as { stack: RouterLayer[] }).stack, '');
  return found;
}

export function appOf(server: http.Server): express.Express {
  return server.listeners('request')[0] as express.Express;
}

/** A concrete URL path for a route's pattern: each :param an unknown id. */
export function concretePath(pattern: string): string {
  return pattern.replace(/:\w+/g, () => randomUUID());
}
