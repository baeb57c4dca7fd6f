/**
 * The service's configuration, read once at start from the environment. Every value is validated and all
 * problems are reported together, each naming its setting, so an operator fixes a bad deployment in one go.
 * Names carry their units; the returned object is frozen.
 */
import os from 'node:os';
import path from 'node:path';
import { parseUsd } from './billing/money.js';
import {
  DEFAULT_MAX_DATA_BYTES,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_PAGES,
  DEFAULT_OCR_ENGINE_LIMITS,
  DEFAULT_OCR_PAGE_TIMEOUT_MS,
  DEFAULT_WORKER_HEAP_LIMIT_MB,
  DEFAULT_WORKER_NICE,
} from './shared/limits.js';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  prices: {
    fillPdfPerPageMicros: number;
    fieldMappingPerPageMicros: number;
    documentOcrPerPageMicros: number;
  };
  maxFileBytes: number;
  maxDataBytes: number;
  maxPages: number;
  defaultRateLimitPerMinute: number;
  sessionTtlSeconds: number;
  initialKeyBalanceMicros: number;
  workerThreads: number;
  maxInflightRequests: number;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  retryAfterSeconds: number;
  ocrPageTimeoutMs: number;
  ocrEngineRecyclePages: number;
  ocrEngineRecycleGrowthBytes: number;
  workerHeapLimitMb: number;
  workerNice: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Describes one setting: its environment name, default (as the operator would write it) and parser. */
interface Setting<T> {
  name: string;
  fallback: string;
  parse: (raw: string) => T | undefined;
  expected: string;
}

const integerIn = (min: number, max: number) => (raw: string) => {
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};

const usd = (raw: string) => parseUsd(raw);

const MB = 1024 * 1024;
/** A size the operator writes in megabytes, kept in bytes. */
const megabytes = (min: number, max: number) => (raw: string) => {
  const value = integerIn(min, max)(raw);
  return value === undefined ? undefined : value * MB;
};

function read<T>(env: NodeJS.ProcessEnv, setting: Setting<T>, problems: string[]): T {
  const raw = (env[setting.name] ?? '').trim() || setting.fallback;
  const value = setting.parse(raw);
  if (value === undefined) {
    problems.push(`${setting.name}=${JSON.stringify(raw)} is not valid: expected ${setting.expected}`);
  }
  return value as T;
}

export function loadConfig(env: NodeJS.ProcessEnv): Readonly<Config> {
  const problems: string[] = [];
  const cores = os.availableParallelism();
  const config: Config = {
    host: read(env, { name: 'HOST', fallback: '127.0.0.1', parse: (s) => (/^[\w.:-]+$/.test(s) ? s : undefined), expected: 'a host name or IP address' }, problems),
    port: read(env, { name: 'PORT', fallback: '8080', parse: integerIn(0, 65535), expected: 'an integer port 0..65535' }, problems),
    dataDir: path.resolve(read(env, { name: 'DATA_DIR', fallback: './data', parse: (s) => s, expected: 'a directory path' }, problems)),
    prices: {
      fillPdfPerPageMicros: read(env, { name: 'PRICE_FILL_PDF_PER_PAGE_USD', fallback: '0.02', parse: usd, expected: 'a USD amount such as 0.02 (at most 6 decimals)' }, problems),
      fieldMappingPerPageMicros: read(env, { name: 'PRICE_FIELD_MAPPING_PER_PAGE_USD', fallback: '0.01', parse: usd, expected: 'a USD amount such as 0.01 (at most 6 decimals)' }, problems),
      documentOcrPerPageMicros: read(env, { name: 'PRICE_DOCUMENT_OCR_PER_PAGE_USD', fallback: '0.01', parse: usd, expected: 'a USD amount such as 0.01 (at most 6 decimals)' }, problems),
    },
    maxFileBytes: read(env, { name: 'MAX_FILE_BYTES', fallback: String(DEFAULT_MAX_FILE_BYTES), parse: integerIn(1024, 1024 * 1024 * 1024), expected: 'bytes, 1024..1073741824' }, problems),
    maxDataBytes: read(env, { name: 'MAX_DATA_BYTES', fallback: String(DEFAULT_MAX_DATA_BYTES), parse: integerIn(1, 16 * 1024 * 1024), expected: 'bytes, 1..16777216' }, problems),
    maxPages: read(env, { name: 'MAX_PAGES', fallback: String(DEFAULT_MAX_PAGES), parse: integerIn(1, 100_000), expected: 'pages, 1..100000' }, problems),
    defaultRateLimitPerMinute: read(env, { name: 'DEFAULT_RATE_LIMIT_PER_MINUTE', fallback: '60', parse: integerIn(1, 1_000_000), expected: 'requests per minute, 1..1000000' }, problems),
    sessionTtlSeconds: read(env, { name: 'SESSION_TTL_SECONDS', fallback: '3600', parse: integerIn(60, 30 * 24 * 3600), expected: 'seconds, 60..2592000' }, problems),
    initialKeyBalanceMicros: read(env, { name: 'INITIAL_KEY_BALANCE_USD', fallback: '10.00', parse: usd, expected: 'a USD amount such as 10.00' }, problems),
    workerThreads: read(env, { name: 'WORKER_THREADS', fallback: String(cores), parse: integerIn(1, 256), expected: 'threads, 1..256' }, problems),
    maxInflightRequests: read(env, { name: 'MAX_INFLIGHT_REQUESTS', fallback: '64', parse: integerIn(1, 100_000), expected: 'requests, 1..100000' }, problems),
    requestTimeoutMs: read(env, { name: 'REQUEST_TIMEOUT_MS', fallback: '300000', parse: integerIn(1000, 3_600_000), expected: 'milliseconds, 1000..3600000' }, problems),
    uploadTimeoutMs: read(env, { name: 'UPLOAD_TIMEOUT_MS', fallback: '120000', parse: integerIn(100, 3_600_000), expected: 'milliseconds, 100..3600000' }, problems),
    retryAfterSeconds: read(env, { name: 'RETRY_AFTER_SECONDS', fallback: '2', parse: integerIn(1, 3600), expected: 'seconds, 1..3600' }, problems),
    ocrPageTimeoutMs: read(env, { name: 'OCR_PAGE_TIMEOUT_MS', fallback: String(DEFAULT_OCR_PAGE_TIMEOUT_MS), parse: integerIn(1000, 3_600_000), expected: 'milliseconds, 1000..3600000' }, problems),
    ocrEngineRecyclePages: read(env, { name: 'OCR_ENGINE_RECYCLE_PAGES', fallback: String(DEFAULT_OCR_ENGINE_LIMITS.recycleAfterPages), parse: integerIn(1, 1_000_000), expected: 'pages, 1..1000000' }, problems),
    ocrEngineRecycleGrowthBytes: read(env, { name: 'OCR_ENGINE_RECYCLE_GROWTH_MB', fallback: String(DEFAULT_OCR_ENGINE_LIMITS.recycleAfterGrowthBytes / MB), parse: megabytes(16, 65_536), expected: 'megabytes, 16..65536' }, problems),
    workerHeapLimitMb: read(env, { name: 'WORKER_HEAP_LIMIT_MB', fallback: String(DEFAULT_WORKER_HEAP_LIMIT_MB), parse: integerIn(64, 65_536), expected: 'megabytes, 64..65536' }, problems),
    workerNice: read(env, { name: 'WORKER_NICE', fallback: String(DEFAULT_WORKER_NICE), parse: integerIn(0, 19), expected: 'a nice value, 0..19' }, problems),
    logLevel: read(env, { name: 'LOG_LEVEL', fallback: 'info', parse: (s) => (['debug', 'info', 'warn', 'error'].includes(s) ? (s as Config['logLevel']) : undefined), expected: 'one of debug, info, warn, error' }, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const member of Object.values(value)) {
    if (member && typeof member === 'object') deepFreeze(member as object);
  }
  return Object.freeze(value);
}
