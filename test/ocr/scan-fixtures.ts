/**
 * Scans generated from known text, for the OCR tests and the OCR bench: a US Letter page of DejaVu Sans text
 * rendered to pixels with @napi-rs/canvas at a chosen resolution, optionally skewed, turned by quarter turns
 * (the page itself then lies sideways, as a sheet fed the wrong way does) or degraded with uneven light and noise,
 * and embedded as the page's only image. The reference text is returned beside the PDF.
 */
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';

const require = createRequire(import.meta.url);

/** Plain English prose written for these fixtures (no licence attached). */
export const SAMPLE_TEXT: readonly string[] = [
  'Invoice 48213 was issued on 12 March 2024 to the Harbour Street',
  'office. Payment is due within thirty days of the invoice date, and',
  'late payments carry a charge of two percent per month. Please quote',
  'the invoice number on every transfer and keep a copy for your files.',
  'The quick brown fox jumps over the lazy dog while the committee',
  'reviews the annual budget, the staffing plan and the new building',
  'lease. Questions about this statement may be sent to the accounts',
  'department by post or by telephone on weekdays between nine and five.',
];

export interface GeneratedScanOptions {
  /** Resolution of the scan, pixels per inch. */
  dpi: number;
  /** Size of the text in points. Default 11. */
  fontPt?: number;
  /** Clockwise skew of the text on the sheet, degrees. */
  skewDegrees?: number;
  /** Clockwise quarter turns of the whole sheet (1: the text reads top to bottom). */
  quarterTurns?: 0 | 1 | 2 | 3;
  /** Uneven lighting, paper grain and speckle, as from a cheap scanner. */
  noisy?: boolean;
  /** Lines of text; default SAMPLE_TEXT. */
  lines?: readonly string[];
  /**
   * Clockwise turn of the image's placement on the page, degrees, about the page's centre: the pixels stay
   * straight and the PDF turns them, as a producer that straightens a skewed scan by its matrix does.
   */
  placementDegrees?: number;
}

let fontRegistered = false;

/** A one-page image-only PDF of `lines` and its reference text (lines joined by newlines). */
export async function buildGeneratedScan(options: GeneratedScanOptions): Promise<{ pdf: Uint8Array; text: string }> {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'Fixture Sans');
    fontRegistered = true;
  }
  const lines = options.lines ?? SAMPLE_TEXT;
  const fontPt = options.fontPt ?? 11;
  const scale = options.dpi / 72;
  const sheetW = Math.round(612 * scale);
  const sheetH = Math.round(792 * scale);
  const sheet = createCanvas(sheetW, sheetH);
  const context = sheet.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, sheetW, sheetH);
  context.save();
  if (options.skewDegrees) {
    context.translate(sheetW / 2, sheetH / 2);
    context.rotate((options.skewDegrees * Math.PI) / 180);
    context.translate(-sheetW / 2, -sheetH / 2);
  }
  context.fillStyle = '#141414';
  context.font = `${Math.round(fontPt * scale)}px "Fixture Sans"`;
  lines.forEach((line, i) => context.fillText(line, 72 * scale, (108 + i * fontPt * 1.6) * scale));
  context.restore();
  if (options.noisy) degrade(sheet.getContext('2d'), sheetW, sheetH);

  const turns = options.quarterTurns ?? 0;
  const sideways = turns % 2 === 1;
  const out = createCanvas(sideways ? sheetH : sheetW, sideways ? sheetW : sheetH);
  const outContext = out.getContext('2d');
  outContext.translate(out.width / 2, out.height / 2);
  outContext.rotate((turns * Math.PI) / 2);
  outContext.drawImage(sheet, -sheetW / 2, -sheetH / 2);
  // JPEG, as most scanners write: a noisy page as PNG is several MB, too large to bundle many in one upload.
  const jpeg = await out.encode('jpeg', 85);

  const doc = await PDFDocument.create();
  const widthPt = sideways ? 792 : 612;
  const heightPt = sideways ? 612 : 792;
  const page = doc.addPage([widthPt, heightPt]);
  // pdf-lib turns an image counter-clockwise about its lower-left corner (x, y): place that corner so the centre
  // stays at the page's centre.
  const turn = (-(options.placementDegrees ?? 0) * Math.PI) / 180;
  const x = widthPt / 2 - ((widthPt / 2) * Math.cos(turn) - (heightPt / 2) * Math.sin(turn));
  const y = heightPt / 2 - ((widthPt / 2) * Math.sin(turn) + (heightPt / 2) * Math.cos(turn));
  page.drawImage(await doc.embedJpg(jpeg), { x, y, width: widthPt, height: heightPt, rotate: degrees((turn * 180) / Math.PI) });
  return { pdf: await doc.save(), text: lines.join('\n') };
}

/** A grey gradient across the sheet, grain, and dark speckles: deterministic, so runs compare. */
function degrade(context: ReturnType<ReturnType<typeof createCanvas>['getContext']>, width: number, height: number): void {
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const light = 0.72 + 0.28 * (x / width) * (1 - 0.4 * (y / height));
      let v = data[i]! * light + (random() - 0.5) * 60;
      if (random() < 0.002) v = 40;
      v = Math.max(0, Math.min(255, v));
      data[i] = data[i + 1] = data[i + 2] = v;
    }
  }
  context.putImageData(image, 0, 0);
}

/** Concatenates one-page PDFs into one document, in order. */
export async function concatenatePdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes);
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }
  return doc.save();
}

/** Levenshtein distance over code points, two rows at a time. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** Character error rate after collapsing whitespace, since line breaks and blank lines are layout, not text. */
export function characterErrorRate(recognised: string, truth: string): number {
  const normalise = (s: string) => s.replace(/\s+/gu, ' ').trim();
  const reference = normalise(truth);
  return editDistance(normalise(recognised), reference) / Math.max(1, reference.length);
}
