import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** Server environment that points the app's S3 driver at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver, from npm) on a loopback port, with one empty bucket. */
export async function startS3TestServer(bucket = 'petition-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ps-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
