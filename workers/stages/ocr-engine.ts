/**
 * The OCR engines of this worker thread: one Tesseract per language, created on first use, reused for every page,
 * and replaced after a number of pages or once its memory has grown past a limit, so a long-running server stays
 * flat. Fully offline: the WASM build and the models come from node_modules and models/ (language-data.ts).
 */
import { ServiceError } from '../../src/shared/errors.js';
import { DEFAULT_OCR_ENGINE_LIMITS, type OcrEngineLimits } from '../../src/shared/limits.js';
import { loadLanguageData, locateLanguageData } from '../ocr/language-data.js';
import { createTesseract, type OcrBlock, type TesseractInstance } from '../ocr/tesseract-core.js';

/** tesseract::PageSegMode PSM_AUTO: full layout analysis; orientation is ours (page-analysis.ts). */
const PSM_AUTO = '3';

/**
 * Sauvola local thresholding (Tesseract ≥ 5 `thresholding_method` 2), fed through a light blur (boxBlur3).
 * Measured on the Linn page with uneven light and noise added, 300 DPI: Otsu 95 % CER, Sauvola 52 %, Sauvola
 * after the blur 1.1 %; the clean page read at 1.0 % either way.
 */
const THRESHOLDING_SAUVOLA = '2';

const ENGINE_PARAMETERS: Record<string, string> = {
  tessedit_pageseg_mode: PSM_AUTO,
  thresholding_method: THRESHOLDING_SAUVOLA,
  // Tesseract 5 re-reads every doubtful line inverted (white on black); scans of forms and letters have no such
  // text, and the second pass cost about 5 % of a page's time.
  tessedit_do_invert: '0',
  // Tesseract's diagnostics ("Detected 122 diacritics", resolution estimates) would go to our stdout.
  debug_file: '/dev/null',
};

interface Engine {
  tesseract: TesseractInstance;
  language: string;
  pages: number;
  /** WASM memory after the first page: growth is measured from here. */
  baselineBytes: number | null;
}

const engines = new Map<string, Promise<Engine>>();
/** The settled engine behind each entry of `engines`, so retiring one can check it is still the current one. */
const resolved = new Map<string, Engine>();
let limits: OcrEngineLimits = DEFAULT_OCR_ENGINE_LIMITS;
let created = 0;
let recycled = 0;

/** Sets when engines are recycled; the worker entry calls it with the pool's settings. */
export function configureOcrEngines(next: Partial<OcrEngineLimits>): void {
  limits = { ...limits, ...next };
}

/** Engines created and recycled in this thread since it started: for tests. */
export function ocrEngineStats(): { created: number; recycled: number; live: number } {
  return { created, recycled, live: engines.size };
}

/** True when OCR data for `language` (a Tesseract code) ships with the product. */
export function hasLanguageData(language: string): boolean {
  return locateLanguageData(language) !== null;
}

/**
 * Recognises an upright greyscale image with the thread's engine for `language`. Throws INVALID_PARAMETER when
 * no model is installed for it.
 */
export async function recognizeImage(
  image: { width: number; height: number; gray: Uint8Array },
  dpi: number,
  language: string,
  parameters: Record<string, string> = {},
): Promise<OcrBlock[]> {
  const engine = await getEngine(language);
  let blocks: OcrBlock[];
  try {
    blocks = engine.tesseract.recognize(image.gray, image.width, image.height, dpi, parameters);
  } catch (error) {
    // An abort inside WASM leaves the instance in an unknown state: the next page gets a fresh one.
    retire(engine);
    throw error;
  }
  engine.pages += 1;
  const bytes = engine.tesseract.memoryBytes();
  engine.baselineBytes ??= bytes;
  if (engine.pages >= limits.recycleAfterPages || bytes - engine.baselineBytes > limits.recycleAfterGrowthBytes) retire(engine);
  return blocks;
}

/** Ends every engine of this thread; the next page starts a new one. For shutdown and tests. */
export async function terminateOcrEngines(): Promise<void> {
  const pending = [...engines.values()];
  engines.clear();
  resolved.clear();
  for (const enginePromise of pending) {
    const engine = await enginePromise.catch(() => null);
    engine?.tesseract.end();
  }
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
  const data = loadLanguageData(language);
  if (!data) {
    throw new ServiceError('INVALID_PARAMETER', `No OCR data is installed for language "${language}"`, { language });
  }
  const tesseract = await createTesseract({ language, trainedData: data.bytes, parameters: ENGINE_PARAMETERS });
  created += 1;
  const engine: Engine = { tesseract, language, pages: 0, baselineBytes: null };
  resolved.set(language, engine);
  return engine;
}

function retire(engine: Engine): void {
  if (resolved.get(engine.language) === engine) {
    engines.delete(engine.language);
    resolved.delete(engine.language);
  }
  recycled += 1;
  engine.tesseract.end();
}
