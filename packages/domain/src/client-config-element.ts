/**
 * The id of the `<script type="application/json">` in which the server hands a page the same settings as
 * GET /api/client-config (issue 35: the browser starts without waiting a round trip for them). A page served
 * without it (Vite's dev server) fetches the route instead. In a module of its own, without zod: the web app's
 * first load reads it, and the route's schemas load later.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';
