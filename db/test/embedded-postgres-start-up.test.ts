import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, relocatedDataDir, startEmbeddedPostgres } from '../src/embedded-postgres.ts';

/**
 * The embedded PostgreSQL's start-up failures a user can fix end in one line
 * naming what to do. Each case fails before PostgreSQL starts, so these are fast;
 * the successful start as root from a mode-700 checkout is in e2e/embedded-as-root.
 */
describe('embedded PostgreSQL start-up problems', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'ps-embedded-start-up-'));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('names EMBEDDED_PG_PORT when something already listens on the port', async () => {
    const occupier = net.createServer();
    await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
    const { port } = occupier.address() as net.AddressInfo;
    try {
      const failure = await startEmbeddedPostgres({ dataDir: path.join(workDir, '.data'), port }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      const message = (failure as Error).message;
      expect(message).toContain(`127.0.0.1:${port}`);
      expect(message).toMatch(/set EMBEDDED_PG_PORT to a free port/);
      expect(message).not.toContain('\n');
    } finally {
      await new Promise((resolve) => occupier.close(resolve));
    }
  });

  it('refuses a data directory left by another PostgreSQL major version', async () => {
    // As root the postgres user must reach it, or the start stops earlier (the next test).
    await chmod(workDir, 0o755);
    const dataDir = path.join(workDir, '.data');
    await mkdir(path.join(dataDir, 'postgres'), { recursive: true });
    await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '12\n');
    const failure = await startEmbeddedPostgres({ dataDir, port: await freePort(), relocate: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EmbeddedPostgresError);
    const message = (failure as Error).message;
    expect(message).toMatch(/created by PostgreSQL 12, but the bundled PostgreSQL is 18/);
    expect(message).toContain(path.join(dataDir, 'postgres'));
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('\n');
  });

  it.skipIf(process.getuid?.() !== 0)(
    'as root, refuses a chosen data directory the postgres user cannot enter, naming EMBEDDED_PG_DATA_DIR',
    async () => {
      // mkdtemp made workDir mode 700: the postgres user cannot pass it.
      const dataDir = path.join(workDir, 'chosen');
      const failure = await startEmbeddedPostgres({ dataDir, port: await freePort(), relocate: false }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      expect((failure as Error).message).toMatch(/cannot enter .*chosen: set EMBEDDED_PG_DATA_DIR .*DATABASE_URL/);
    },
  );

  it('moves unreachable data to one stable directory per checkout', () => {
    expect(relocatedDataDir('/root/petition-studio/.data')).toBe(relocatedDataDir('/root/petition-studio/.data/'));
    expect(relocatedDataDir('/root/petition-studio/.data')).toMatch(/^\/var\/lib\/petition-studio\/petition-studio-[0-9a-f]{8}$/);
    expect(relocatedDataDir('/root/other/petition-studio/.data')).not.toBe(relocatedDataDir('/root/petition-studio/.data'));
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
