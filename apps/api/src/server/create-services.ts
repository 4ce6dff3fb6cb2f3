import type pg from 'pg';
import type { AppConfig } from '../config/index.ts';
import { createMailer } from '../email/mailer.ts';
import { createUnsubscribeTokens } from '../notifications/unsubscribe-token.ts';
import { createUscisCaseStatusClient, type UscisCaseStatusClient } from '../uscis/torch-client.ts';
import type { NotificationEmailSettings } from '../jobs/send-notification-email.ts';
import { createVisibleFileReader, type VisibleFile } from '../files/read-visible-file.ts';
import { createStorage, type StorageSetup } from '../files/storage/create-storage.ts';
import {
  createEvidenceGatherer,
  createModuleContentWriter,
  createWritingService,
  type EvidenceGatherer,
  type WriteModuleContent,
  type WritingService,
} from '../writing/index.ts';

/**
 * The long-lived services the routes and the background tasks share, built once per process from the
 * configuration: the HTTP server (create-server.ts) hands them to its route installers, a separate job
 * worker (worker.ts) to its task list. Nothing else builds them, so both processes run the same ones.
 */
export interface AppServices {
  /** The configured file storage driver (and, for the local driver, what serves its signed URLs). */
  storage: StorageSetup;
  /** The writing engine: the configured model when LLM_BASE_URL is set, else template drafts. */
  writing: WritingService;
  /** Gathers a record's evidence as the caller, uploaded files' text included. */
  evidence: EvidenceGatherer;
  /** The builder's generated modules (memo starter, conclusion, authorship summary). */
  writeModuleContent: WriteModuleContent;
  /** A stored file's bytes for a user who may see it (OCR reads passports with it). */
  readVisibleFile: (fileId: string, userId: string) => Promise<VisibleFile | null>;
  /**
   * Notification e-mail: the configured SMTP server (or none: kept in the outbox), the provider's branding and the
   * one-click unsubscribe tokens (signed with APP_SECRET) the e-mails carry and the unsubscribe routes check.
   */
  notificationEmail: NotificationEmailSettings;
  /** The USCIS Case Status API client when USCIS_API_BASE_URL is set; undefined: statuses are entered by hand. */
  uscisCaseStatus: UscisCaseStatusClient | undefined;
}

export function createServices(config: AppConfig, pool: pg.Pool): AppServices {
  const storage = createStorage(config);
  const maxFileBytes = config.files.maxUploadBytes;
  const writing = createWritingService({ pool, llm: config.llm });
  const evidence = createEvidenceGatherer({ pool, storage: storage.storage, maxFileBytes });
  return {
    storage,
    writing,
    evidence,
    writeModuleContent: createModuleContentWriter({ pool, writing, evidence }),
    readVisibleFile: createVisibleFileReader({ pool, storage: storage.storage, maxBytes: maxFileBytes }),
    notificationEmail: {
      sendEmail: createMailer(config.email),
      branding: { providerName: config.web.providerName, publicUrl: config.publicUrl },
      unsubscribeTokens: createUnsubscribeTokens(config.appSecret),
    },
    uscisCaseStatus: config.uscisApi ? createUscisCaseStatusClient(config.uscisApi) : undefined,
  };
}
