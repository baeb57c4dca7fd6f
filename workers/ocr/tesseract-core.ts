/**
 * Tesseract's WASM build (tesseract.js-core) driven directly in the calling thread, without tesseract.js's own
 * worker thread. Measured on the Linn page: tesseract.js's `blocks: true` output (GetJSONText, every symbol and
 * its choices) cost 0.9 s a page on top of recognition, and each page crossed one more thread; here the pixels go
 * straight into WASM memory and only blocks, paragraphs, lines and words are read back.
 *
 * Everything is synchronous once the engine exists: a page that runs away blocks this thread, and the pool's
 * per-task abort (which terminates the thread) is what stops it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The compiler options carry no DOM library, where WebAssembly's types live; these are the parts used here.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
type WasmModule = object;
interface WasmInstance {
  readonly exports: Record<string, unknown>;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: unknown) => WasmInstance;
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
const Wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Tesseract's page iterator levels (tesseract::PageIteratorLevel). */
const RIL_BLOCK = 0;
const RIL_PARA = 1;
const RIL_TEXTLINE = 2;
const RIL_WORD = 3;

/** tesseract::OcrEngineMode LSTM_ONLY: the fast and best_int data carry no legacy model. */
const OEM_LSTM_ONLY = 1;

interface TessResultIterator {
  Begin(): void;
  Empty(level: number): boolean;
  IsAtBeginningOf(level: number): boolean;
  Next(level: number): boolean;
  BoundingBox(level: number, left: number, top: number, right: number, bottom: number): boolean;
  GetUTF8Text(level: number): string;
  Confidence(level: number): number;
}

interface TessBaseApi {
  Init(datapath: string, language: string, oem: number, config: string): number;
  SetVariable(name: string, value: string): boolean;
  SetImage(pixels: number, width: number, height: number, bytesPerPixel: number, bytesPerLine: number): void;
  Recognize(monitor: null): number;
  GetIterator(): TessResultIterator | null;
  Clear(): void;
  End(): void;
}

interface TessModule {
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  TessBaseAPI: new () => TessBaseApi;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  destroy(object: unknown): void;
}

type CoreFactory = (options: Record<string, unknown>) => Promise<TessModule>;

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** Tesseract's word confidence, 0..100. */
  confidence: number;
  box: PixelBox;
}

export interface OcrLine {
  box: PixelBox;
  words: OcrWord[];
}

export interface OcrParagraph {
  box: PixelBox;
  lines: OcrLine[];
}

export interface OcrBlock {
  box: PixelBox;
  paragraphs: OcrParagraph[];
}

export interface TesseractOptions {
  language: string;
  /** The `<language>.traineddata` bytes, uncompressed. */
  trainedData: Uint8Array;
  /** Init-only parameters (written to a config file Tesseract reads while it loads the model). */
  initParameters?: Record<string, string>;
  /** Run-time parameters, set once after the model is loaded. */
  parameters?: Record<string, string>;
}

/** One loaded Tesseract: a WASM instance with a model, used for one page at a time. */
export interface TesseractInstance {
  /** Recognises an 8-bit greyscale image and returns its layout down to words, in reading order. */
  recognize(gray: Uint8Array, width: number, height: number, dpi: number, parameters?: Record<string, string>): OcrBlock[];
  /** Current size of the instance's WASM memory, which grows to the largest page seen and never shrinks. */
  memoryBytes(): number;
  /** Frees the model and lets the instance's memory be collected. */
  end(): void;
}

interface CoreBuild {
  factory: CoreFactory;
  module: WasmModule;
}

let build: CoreBuild | null = null;

/**
 * Compiles the WASM build once per thread; every later instance (after a recycle) only instantiates it, which
 * takes milliseconds instead of the compile's hundreds.
 */
function loadBuild(): CoreBuild {
  if (build) return build;
  // The SIMD build is supported by every Node this service runs on (V8 ships WASM SIMD since Node 16); the
  // relaxed-SIMD one needs a V8 flag and was not faster here (6.3 vs 4.6 s on the Linn page).
  for (const name of ['tesseract-core-simd-lstm', 'tesseract-core-lstm']) {
    try {
      const bytes = readFileSync(require.resolve(`tesseract.js-core/${name}.wasm`));
      const module = new Wasm.Module(bytes);
      build = { factory: require(`tesseract.js-core/${name}`) as CoreFactory, module };
      return build;
    } catch (error) {
      if (name === 'tesseract-core-lstm') throw error;
    }
  }
  throw new Error('unreachable');
}

/** Creates a Tesseract instance with the model loaded and the parameters set. */
export async function createTesseract(options: TesseractOptions): Promise<TesseractInstance> {
  const { factory, module } = loadBuild();
  let memory: WasmMemory | undefined;
  const core = await factory({
    // Emscripten's hook for custom instantiation: it is how we reach the instance's memory, which this build
    // does not export (no HEAPU8), to write pixels and read boxes without a file round trip.
    instantiateWasm(imports: unknown, done: (instance: WasmInstance, module: WasmModule) => void) {
      const instance = new Wasm.Instance(module, imports);
      memory = Object.values(instance.exports).find((value): value is WasmMemory => value instanceof Wasm.Memory);
      done(instance, module);
      return {};
    },
    print: () => undefined,
    printErr: () => undefined,
  });
  if (!memory) throw new Error('tesseract.js-core exported no memory');
  const heap = memory;

  const language = options.language;
  core.FS.writeFile(`/${language}.traineddata`, options.trainedData);
  const config = Object.entries(options.initParameters ?? {}).map(([key, value]) => `${key} ${value}\n`).join('');
  core.FS.writeFile('/init.config', new TextEncoder().encode(config));
  const api = new core.TessBaseAPI();
  const status = api.Init('/', language, OEM_LSTM_ONLY, '/init.config');
  // The model now lives in Tesseract's own structures; the file copy would only double its memory.
  core.FS.unlink(`/${language}.traineddata`);
  if (status !== 0) {
    core.destroy(api);
    throw new Error(`Tesseract could not load the "${language}" model (status ${status})`);
  }
  for (const [key, value] of Object.entries(options.parameters ?? {})) {
    if (!api.SetVariable(key, value)) throw new Error(`Tesseract has no parameter ${key}`);
  }

  let ended = false;
  return {
    recognize(gray, width, height, dpi, parameters = {}) {
      if (ended) throw new Error('this Tesseract instance has ended');
      // Per-page parameters apply to this page only: the engine's own values come back afterwards.
      const restore: Array<[string, string]> = [];
      for (const [key, value] of Object.entries(parameters)) {
        restore.push([key, (options.parameters ?? {})[key] ?? '']);
        api.SetVariable(key, value);
      }
      // Without it Tesseract guesses the resolution from raw pixels (which carry none) and sizes its filters
      // (Sauvola's window among them) wrong.
      api.SetVariable('user_defined_dpi', String(Math.round(dpi)));
      const pointer = core._malloc(width * height);
      try {
        new Uint8Array(heap.buffer, pointer, width * height).set(gray.subarray(0, width * height));
        api.SetImage(pointer, width, height, 1, width);
        api.Recognize(null);
        return readLayout(core, api, heap);
      } finally {
        // SetImage copied the pixels into a Leptonica image; Clear drops that and the page's results.
        api.Clear();
        core._free(pointer);
        for (const [key, value] of restore) if (value !== '') api.SetVariable(key, value);
      }
    },
    memoryBytes: () => heap.buffer.byteLength,
    end() {
      if (ended) return;
      ended = true;
      try {
        api.End();
        core.destroy(api);
      } catch {
        // An instance that aborted inside WASM cannot be shut down cleanly; dropping it frees its memory.
      }
    },
  };
}

/** Walks Tesseract's result iterator word by word, opening a block, paragraph or line where one begins. */
function readLayout(core: TessModule, api: TessBaseApi, memory: WasmMemory): OcrBlock[] {
  const iterator = api.GetIterator();
  const blocks: OcrBlock[] = [];
  if (!iterator) return blocks;
  const boxPointer = core._malloc(16);
  try {
    const box = (level: number): PixelBox => {
      iterator.BoundingBox(level, boxPointer, boxPointer + 4, boxPointer + 8, boxPointer + 12);
      // A fresh view each time: a recognition may have grown (and so replaced) the memory buffer.
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = new Int32Array(memory.buffer, boxPointer, 4);
      return { x0, y0, x1, y1 };
    };
    if (iterator.Empty(RIL_WORD)) return blocks;
    iterator.Begin();
    let block: OcrBlock | undefined;
    let paragraph: OcrParagraph | undefined;
    let line: OcrLine | undefined;
    do {
      if (iterator.Empty(RIL_WORD)) continue;
      if (!block || iterator.IsAtBeginningOf(RIL_BLOCK)) {
        block = { box: box(RIL_BLOCK), paragraphs: [] };
        blocks.push(block);
        paragraph = undefined;
      }
      if (!paragraph || iterator.IsAtBeginningOf(RIL_PARA)) {
        paragraph = { box: box(RIL_PARA), lines: [] };
        block.paragraphs.push(paragraph);
        line = undefined;
      }
      if (!line || iterator.IsAtBeginningOf(RIL_TEXTLINE)) {
        line = { box: box(RIL_TEXTLINE), words: [] };
        paragraph.lines.push(line);
      }
      line.words.push({ text: iterator.GetUTF8Text(RIL_WORD), confidence: iterator.Confidence(RIL_WORD), box: box(RIL_WORD) });
    } while (iterator.Next(RIL_WORD));
    return blocks;
  } finally {
    core._free(boxPointer);
    core.destroy(iterator);
  }
}
