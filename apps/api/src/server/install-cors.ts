import cors from 'cors';
import type express from 'express';

/** CORS is closed (same origin only) unless CORS_ORIGINS lists origins. */
export function installCors(app: express.Express, allowedOrigins: string[]): void {
  if (allowedOrigins.length === 0) return;
  app.use(
    cors({
      origin: allowedOrigins,
      credentials: false,
      allowedHeaders: ['authorization', 'content-type', 'x-override-workspace'],
      methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      maxAge: 600,
    }),
  );
}
