import type express from 'express';

/**
 * Who may call a route, decided once per route and readable from its handlers: the router-guard test
 * (test/server/route-access.test.ts) walks the server's router and fails for a route that neither says
 * why it is public nor authenticates and then makes a role decision. A route mounted without one is
 * caught there, not by a customer who finds staff data.
 */
export type AccessDecision =
  /** Verifies the bearer token and sets req.auth (requireAuth). */
  | { kind: 'authenticates' }
  /** Which signed-in users may go on: staff only, or every signed-in user (row-level security decides the rest). */
  | { kind: 'role'; role: 'staff' | 'signed-in' }
  /** No bearer token on purpose; the reason says what protects it instead. */
  | { kind: 'public'; reason: string };

const ACCESS_DECISION = Symbol('access decision');

type Decided = { [ACCESS_DECISION]?: AccessDecision };

/** Marks a middleware with the decision it makes. */
export function withAccessDecision<H extends express.RequestHandler>(handler: H, decision: AccessDecision): H {
  (handler as H & Decided)[ACCESS_DECISION] = decision;
  return handler;
}

/** The decision a handler makes, if it is one of this module's guards. */
export function accessDecisionOf(handler: unknown): AccessDecision | undefined {
  return typeof handler === 'function' ? (handler as Decided)[ACCESS_DECISION] : undefined;
}
