/** What every operation module provides to the HTTP core, and what the core gives it to run with. */
import type { Config } from '../config.js';
import type { ErrorStyle } from '../http/error-response.js';
import type { Upload } from '../http/upload.js';
import type { Logger } from '../log.js';
import type { WorkerPool } from '../pool/worker-pool.js';
import type { Store } from '../store/open-store.js';

export type OperationName = 'fill-pdf' | 'field-mapping' | 'document-ocr';

export interface OperationContext {
  requestId: string;
  upload: Upload;
  pageCount: number;
  pool: WorkerPool;
  store: Store;
  config: Readonly<Config>;
  logger: Logger;
  /** Aborted on client disconnect or when the request's time budget runs out. */
  signal: AbortSignal;
  /** performance.now() when the request arrived. */
  startedAt: number;
}

export interface OperationResult {
  contentType: string;
  body: Uint8Array | string;
  headers: Array<[string, string]>;
}

export interface Operation {
  name: OperationName;
  errorStyle: ErrorStyle;
  pricePerPageMicros(config: Readonly<Config>): number;
  /** Checks the request's parameters before anything is charged; throws a ServiceError. */
  validate(upload: Upload): void;
  run(context: OperationContext): Promise<OperationResult>;
}
