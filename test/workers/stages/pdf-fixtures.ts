/**
 * PDFs the worker-stage tests build themselves with pdf-lib: text at known places on rotated and cropped pages,
 * a blank page, and "scans" (text rendered to pixels with @napi-rs/canvas and embedded as the page's only image).
 */
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, degrees, type PDFFont } from '@cantoo/pdf-lib';

const require = createRequire(import.meta.url);

export interface PlacedText {
  text: string;
  /** Baseline start in PDF user space (points, origin bottom-left of the media box). */
  x: number;
  y: number;
  size: number;
  /** Advance width of the text in points, as drawn (no kerning). */
  width: number;
}

/**
 * Page 1: 612 × 792 with /Rotate 90, "ROTATED TEXT" drawn horizontally in user space (so it runs down the
 * displayed page). Page 2: a crop box that starts at (100, 200), with "CROPPED" inside it and "HIDDEN" outside.
 */
export async function buildRotatedAndCroppedDocument(): Promise<{ pdf: Uint8Array; rotated: PlacedText; cropped: PlacedText }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);

  const rotatedPage = doc.addPage([612, 792]);
  rotatedPage.setRotation(degrees(90));
  const rotated: PlacedText = { text: 'ROTATED TEXT', x: 100, y: 700, size: 24, width: advance(font, 'ROTATED TEXT', 24) };
  rotatedPage.drawText(rotated.text, { x: rotated.x, y: rotated.y, size: rotated.size, font });

  const croppedPage = doc.addPage([612, 792]);
  croppedPage.setCropBox(100, 200, 300, 400);
  const cropped: PlacedText = { text: 'CROPPED', x: 150, y: 400, size: 20, width: advance(font, 'CROPPED', 20) };
  croppedPage.drawText(cropped.text, { x: cropped.x, y: cropped.y, size: cropped.size, font });
  croppedPage.drawText('HIDDEN', { x: 20, y: 40, size: 20, font });

  return { pdf: await doc.save(), rotated, cropped };
}

/**
 * The advance of `text` as drawText shows it. pdf-lib's widthOfTextAtSize applies kerning pairs, but drawText
 * writes a plain Tj without them, so the glyphs on the page are wider than that (0.35 em for "ROTATED TEXT").
 */
function advance(font: PDFFont, text: string, size: number): number {
  return Array.from(text).reduce((sum, char) => sum + font.widthOfTextAtSize(char, size), 0);
}

export async function buildBlankDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return doc.save();
}

let fontRegistered = false;

/**
 * A one-page PDF whose only content is an image of `lines` (DejaVu Sans, black on white, drawn at `dpi`), the
 * way a scanner's output looks. Page size follows the image at that resolution.
 */
export async function buildScannedDocument(
  lines: string[],
  options: { widthPt?: number; heightPt?: number; dpi?: number; fontPt?: number } = {},
): Promise<Uint8Array> {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'Fixture Sans');
    fontRegistered = true;
  }
  const { widthPt = 612, heightPt = 300, dpi = 200, fontPt = 14 } = options;
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(widthPt * scale), Math.round(heightPt * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${Math.round(fontPt * scale)}px "Fixture Sans"`;
  lines.forEach((line, i) => context.fillText(line, 36 * scale, (48 + i * fontPt * 1.8) * scale));
  const png = await canvas.encode('png');

  const doc = await PDFDocument.create();
  const page = doc.addPage([widthPt, heightPt]);
  const image = await doc.embedPng(png);
  page.drawImage(image, { x: 0, y: 0, width: widthPt, height: heightPt });
  return doc.save();
}
