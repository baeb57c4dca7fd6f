/**
 * Fonts for field appearances. pdf-lib's default Helvetica draws WinAnsi only; anything else needs DejaVu Sans
 * embedded (subset, so a filled form grows by kilobytes, not by the font's 700 kB).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from '@cantoo/pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const require = createRequire(import.meta.url);

let dejaVuSans: Promise<Uint8Array> | undefined;

/** DejaVu Sans bytes, read once per worker from the dejavu-fonts-ttf package. */
export function loadDejaVuSans(): Promise<Uint8Array> {
  dejaVuSans ??= readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).then((b) => new Uint8Array(b));
  return dejaVuSans;
}

/** The characters of Windows-1252 above ASCII that are not Latin-1 code points. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** True when every character can be drawn with a standard (WinAnsi-encoded) font. */
export function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x0a || cp === 0x0d || cp === 0x09) continue;
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) continue;
    if (WIN_ANSI_EXTRA.has(ch)) continue;
    return false;
  }
  return true;
}

/**
 * @pdf-lib/fontkit for @cantoo/pdf-lib with working subsets. The fork calls `subset.encode()` whenever a
 * subset has an `encode` method, meaning fontkit 2's argument-less one; @pdf-lib/fontkit's `encode(stream)`
 * needs a stream and throws ("Cannot read properties of undefined (reading 'pos')"). Hiding it makes the fork
 * take its `encodeStream()` path, which this fontkit supports.
 */
export const subsettingFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    Object.defineProperty(font, 'createSubset', {
      value: () => {
        const subset = createSubset();
        return {
          includeGlyph: (glyph: Parameters<typeof subset.includeGlyph>[0]) => subset.includeGlyph(glyph),
          get cff() {
            return (subset as unknown as { cff?: unknown }).cff;
          },
          encodeStream: () => subset.encodeStream(),
        };
      },
    });
    return font;
  },
} as unknown as Fontkit;
