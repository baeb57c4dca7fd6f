/**
 * Limits both threads agree on. Operators can tighten or widen most of them through the configuration
 * (src/config.ts); these are the defaults and the hard ceilings that protect a worker from one hostile page.
 */

/** 10 MB as the contract states it, taken as binary megabytes: 10 × 1024 × 1024 bytes. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Free text for fill-pdf: generous for any real form, small enough to keep the mapper fast. */
export const DEFAULT_MAX_DATA_BYTES = 256 * 1024;

export const DEFAULT_MAX_PAGES = 200;

/** OCR renders at this resolution unless the page would exceed MAX_RASTER_PIXELS. */
export const OCR_DPI = 300;

/** A rendered page larger than this (about A3 at 300 DPI) is rendered at a lower resolution instead. */
export const MAX_RASTER_PIXELS = 5000 * 7000;

/** Languages whose OCR data ships with the product, by the code a client sends (ISO 639-1) → Tesseract's. */
export const OCR_LANGUAGES: Readonly<Record<string, string>> = { en: 'eng' };

export const DEFAULT_OCR_LANGUAGE = 'en';

/** When a worker thread replaces its OCR engine (tesseract.js-core keeps the WASM memory of its largest page). */
export interface OcrEngineLimits {
  /** Pages one engine reads before it is replaced; a new one starts in about 0.1 s. */
  recycleAfterPages: number;
  /** Growth of the engine's WASM memory since its first page, in bytes, past which it is replaced. */
  recycleAfterGrowthBytes: number;
}

export const DEFAULT_OCR_ENGINE_LIMITS: Readonly<OcrEngineLimits> = Object.freeze({
  recycleAfterPages: 100,
  recycleAfterGrowthBytes: 256 * 1024 * 1024,
});

/** Time one page's OCR may take (render, analysis, recognition) before it is aborted and its thread replaced. */
export const DEFAULT_OCR_PAGE_TIMEOUT_MS = 60_000;

/**
 * The per-request memory ceiling, as the V8 heap each worker thread may use (a thread runs one task at a time).
 * A document whose processing needs more stops that thread alone: the request answers 422 DOCUMENT_TOO_COMPLEX
 * and the pool starts a fresh thread. Memory outside the heap is bounded where it is allocated: rendered pages
 * by MAX_RASTER_PIXELS, decoded images by MAX_IMAGE_PIXELS (workers/pdf/open-pdfjs.ts), OCR engines by
 * OcrEngineLimits.
 */
export const DEFAULT_WORKER_HEAP_LIMIT_MB = 1024;

/**
 * How much nicer than the main thread the worker threads run (Linux nice, 0..19), so that sockets, billing and
 * LMDB commits are not queued behind document work (workers/thread-priority.ts). Measured in the load bench:
 * README "Performance".
 */
export const DEFAULT_WORKER_NICE = 10;
