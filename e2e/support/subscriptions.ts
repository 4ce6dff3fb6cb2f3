import type { Page } from 'playwright-core';

/**
 * Resolves when the page next sends the named GraphQL subscription over a websocket (set up before the page
 * subscribes: the frame is watched, not looked back for); rejects after `timeoutMs` naming what never came. Until
 * awaited, a rejection is not reported as unhandled, so the caller may load the page first and await it after.
 */
export function nextSubscription(page: Page, operationName: string, timeoutMs = 20_000): Promise<void> {
  const sent = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page never sent its ${operationName} subscription`)), timeoutMs);
    timer.unref();
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes(operationName)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
  sent.catch(() => undefined);
  return sent;
}
