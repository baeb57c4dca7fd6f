/**
 * Tesseract engines for this worker thread: one per language, created on first use, reused for every page and
 * replaced after a number of pages. Fully offline: the language data, the WASM core and tesseract.js's own
 * worker script all come from node_modules; nothing is fetched or cached on disk.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { ServiceError } from '../../src/shared/errors.js';

const require = createRequire(import.meta.url);

/**
 * tesseract.js keeps WASM memory it never returns, and users report slow growth over hundreds of pages
 * (naptha/tesseract.js #977, #1045); a fresh engine starts in about 0.3 s here, so recycle well before that.
 */
export const RECYCLE_AFTER_PAGES = 200;

/** tesseract.js's OEM.LSTM_ONLY: the best_int data has no legacy model. */
const OEM_LSTM_ONLY = 1;

/** tesseract.js's PSM.AUTO: full page layout analysis without orientation detection (needs the legacy model). */
const PSM_AUTO = '3';

/**
 * Sauvola local thresholding (Tesseract ≥ 5 `thresholding_method` 2), fed through a light blur (see boxBlur3).
 * Measured on the Linn page with uneven light and noise added, 300 DPI: Otsu 95 % CER, Sauvola 52 %, Sauvola
 * after the blur 1.1 %; the clean page read at 1.0 % either way.
 */
const THRESHOLDING_SAUVOLA = '2';

/** A greyscale image for the engine: one byte per pixel, row-major, no padding. */
export interface GrayImage {
  width: number;
  height: number;
  gray: Uint8Array;
  dpi: number;
}

interface Engine {
  worker: Tesseract.Worker;
  pages: number;
  dpi: number | null;
  /** Settles (rejecting) when tesseract.js's thread exits or fails, so a dead engine never hangs a page. */
  died: Promise<never>;
  dead: boolean;
  /** Serialises jobs: a recognise must never overlap a recycle of the same engine. */
  queue: Promise<unknown>;
}

const engines = new Map<string, Promise<Engine>>();

/** Runs Tesseract on a greyscale image and returns its block → paragraph → line → word → symbol tree. */
export async function recognizeGray(image: GrayImage, language: string): Promise<Tesseract.Page> {
  const engine = await getEngine(language);
  const job: Promise<Tesseract.Page> = engine.queue.then(async () => {
    // Retired (recycled or failed) while this page waited behind another: start over on a fresh engine.
    if (engine.dead) return recognizeGray(image, language);
    if (engine.dpi !== image.dpi) {
      // Without it Tesseract guesses the resolution from a PGM (which has none) and sizes its filters wrong.
      await Promise.race([engine.worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)) }), engine.died]);
      engine.dpi = image.dpi;
    }
    const result = await Promise.race([engine.worker.recognize(toPgm(image, true), {}, { text: false, blocks: true }), engine.died]);
    engine.pages += 1;
    return result.data;
  });
  engine.queue = job.then(
    async () => {
      if (engine.pages >= RECYCLE_AFTER_PAGES) await retireEngine(language, engine);
    },
    async () => {
      // After a failed job the engine's state is unknown: start the next page on a fresh one.
      await retireEngine(language, engine);
    },
  );
  return job;
}

/** Terminates every engine of this thread; the next OCR call starts a new one. For shutdown and tests. */
export async function terminateOcrEngines(): Promise<void> {
  const pending = [...engines.entries()];
  engines.clear();
  await Promise.all(
    pending.map(async ([, enginePromise]) => {
      const engine = await enginePromise.catch(() => null);
      if (engine) await stopEngine(engine);
    }),
  );
}

/**
 * Encodes pixels as binary PGM (P5): a short text header and the raw bytes. Leptonica inside tesseract.js reads
 * it directly, which saves the 70–960 ms a PNG encode costs per page. With `soften`, the pixels are written
 * through a 3×3 box blur.
 */
export function toPgm(image: GrayImage, soften = false): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  const pgm = Buffer.allocUnsafe(header.length + image.width * image.height);
  header.copy(pgm, 0);
  const pixels = pgm.subarray(header.length);
  if (soften) boxBlur3(image.gray, image.width, image.height, pixels);
  else pixels.set(image.gray.subarray(0, image.width * image.height));
  return pgm;
}

/**
 * 3×3 mean filter, separable, edges replicated. Before Sauvola it evens out scanner noise: on a degraded
 * 300 DPI page CER went from 52 % to 1.1 %, while a clean page stayed at 1.0 %.
 */
export function boxBlur3(src: Uint8Array, width: number, height: number, out: Uint8Array): void {
  const rows = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = src[row + (x > 0 ? x - 1 : x)]!;
      const right = src[row + (x < width - 1 ? x + 1 : x)]!;
      rows[row + x] = left + src[row + x]! + right;
    }
  }
  for (let y = 0; y < height; y++) {
    const above = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const below = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const sum = rows[above + x]! + rows[row + x]! + rows[below + x]!;
      // sum / 9, rounded, without a division: 7282 / 65536 ≈ 1 / 9.
      out[row + x] = (sum * 7282 + 32768) >>> 16;
    }
  }
}

/** The folder of `@tesseract.js-data/<language>`'s LSTM-only best_int data, or null when it is not installed. */
export function languageDataPath(language: string): string | null {
  // The code becomes part of a module path: only Tesseract's own naming (eng, chi_sim, …) is accepted.
  if (!/^[a-z]{3}(_[a-z]+)?$/.test(language)) return null;
  let folder: string;
  try {
    folder = path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
  } catch {
    return null;
  }
  // tesseract.js never settles createWorker when the data file is missing, so check before asking it.
  return existsSync(path.join(folder, `${language}.traineddata.gz`)) ? folder : null;
}

function getEngine(language: string): Promise<Engine> {
  let engine = engines.get(language);
  if (!engine) {
    engine = startEngine(language);
    engines.set(language, engine);
    // A failed start must not be cached: the next page tries again.
    engine.catch(() => {
      if (engines.get(language) === engine) engines.delete(language);
    });
  }
  return engine;
}

async function startEngine(language: string): Promise<Engine> {
  const langPath = languageDataPath(language);
  if (!langPath) {
    throw new ServiceError('INVALID_PARAMETER', `No OCR data is installed for language "${language}"`, { language });
  }
  const worker = await Tesseract.createWorker(language, OEM_LSTM_ONLY, {
    langPath,
    gzip: true,
    // 'none': never read or write eng.traineddata in the working directory.
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows job failures inside its message listener, which takes the whole
    // thread down; the failing job's promise rejects either way, and that is where we handle it.
    errorHandler: () => undefined,
    logger: () => undefined,
  });
  try {
    await worker.setParameters({
      tessedit_pageseg_mode: PSM_AUTO as Tesseract.PSM,
      thresholding_method: THRESHOLDING_SAUVOLA,
      // Tesseract's diagnostics ("Detected 122 diacritics", resolution estimates) would go to our stdout.
      debug_file: '/dev/null',
    });
  } catch (error) {
    await worker.terminate().catch(() => undefined);
    throw error;
  }

  const engine: Engine = {
    worker,
    pages: 0,
    dpi: null,
    dead: false,
    died: new Promise<never>(() => undefined),
    queue: Promise.resolve(),
  };
  // tesseract.js does not expose its node Worker in the types, but returns it on the object.
  const thread = (worker as unknown as { worker?: NodeJS.EventEmitter }).worker;
  if (thread) {
    engine.died = new Promise<never>((_, reject) => {
      const fail = (reason: unknown) => {
        engine.dead = true;
        reject(new Error(`OCR engine thread stopped: ${String(reason)}`));
      };
      thread.once('exit', (code: number) => fail(`exit code ${code}`));
      thread.once('error', (error: unknown) => fail(error));
    });
    // Nobody may be waiting when it dies (between pages); that is not an unhandled rejection.
    engine.died.catch(() => undefined);
  }
  return engine;
}

async function retireEngine(language: string, engine: Engine): Promise<void> {
  const current = engines.get(language);
  if (current && (await current.catch(() => null)) === engine) engines.delete(language);
  await stopEngine(engine);
}

async function stopEngine(engine: Engine): Promise<void> {
  if (engine.dead) return;
  engine.dead = true;
  try {
    await engine.worker.terminate();
  } catch {
    // Already gone.
  }
}
