import type { TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createStorage } from '../files/storage/create-storage.ts';
import { createWritingService } from '../writing/engine/create-writing-service.ts';
import { createEvidenceGatherer } from '../writing/evidence/gather-evidence.ts';
import { createModuleContentWriter } from '../writing/routes/module-content-writer.ts';
import { createTaskList } from './task-registry.ts';

/**
 * Every background task with what it needs, built from the configuration alone: what a worker process
 * without the HTTP server runs (the API process passes the same parts it already made for its routes).
 */
export function createBackgroundTaskList(config: AppConfig, pool: pg.Pool): TaskList {
  const { storage } = createStorage(config);
  const writing = createWritingService({ pool, llm: config.llm });
  const evidence = createEvidenceGatherer({ pool, storage, maxFileBytes: config.files.maxUploadBytes });
  return createTaskList({
    pool,
    supportWebhookUrl: config.supportWebhookUrl,
    storage,
    writeModuleContent: createModuleContentWriter({ pool, writing, evidence }),
  });
}
