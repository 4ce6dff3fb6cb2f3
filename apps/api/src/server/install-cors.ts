import cors from 'cors';
import type express from 'express';
import { GENERATION_ID_HEADER, TEMPLATE_DRAFT_HEADER } from '@app/domain';

/** CORS is closed (same origin only) unless CORS_ORIGINS lists origins. */
export function installCors(app: express.Express, allowedOrigins: string[]): void {
  if (allowedOrigins.length === 0) return;
  app.use(
    cors({
      origin: allowedOrigins,
      credentials: false,
      allowedHeaders: ['authorization', 'content-type', 'x-override-workspace', 'x-editor-session'],
      methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      // The writing routes answer text/plain and tell the provenance id and template flag in headers.
      exposedHeaders: [GENERATION_ID_HEADER, TEMPLATE_DRAFT_HEADER],
      maxAge: 600,
    }),
  );
}
