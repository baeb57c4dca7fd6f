/**
 * Greyscale image operations for OCR pre-processing: area downscaling, a mild blur, and the rotation that turns
 * a page upright and straight, with the affine map that takes boxes back to the page. All pixels are 8-bit, one
 * byte per pixel, row-major, 0 black … 255 white.
 */

export interface Gray {
  width: number;
  height: number;
  gray: Uint8Array;
}

/**
 * Maps a point of a derived image back to its source image: x' = a·x + b·y + c, y' = d·x + e·y + f, in pixel
 * coordinates (continuous: a pixel's centre is at +0.5).
 */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };

export function applyAffine(m: Affine, x: number, y: number): { x: number; y: number } {
  return { x: m.a * x + m.b * y + m.c, y: m.d * x + m.e * y + m.f };
}

/** `outer ∘ inner`: first inner, then outer. */
export function composeAffine(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.b * inner.d,
    b: outer.a * inner.b + outer.b * inner.e,
    c: outer.a * inner.c + outer.b * inner.f + outer.c,
    d: outer.d * inner.a + outer.e * inner.d,
    e: outer.d * inner.b + outer.e * inner.e,
    f: outer.d * inner.c + outer.e * inner.f + outer.f,
  };
}

/**
 * Shrinks by `scale` (< 1) averaging the source pixels each output pixel covers, which keeps thin strokes as grey
 * instead of dropping them the way point sampling does. Returns the image and the map back to the source.
 *
 * Separable and in integer fixed point: each source row is reduced horizontally once, into a window of as many
 * rows as one output row can touch, and every output row is a weighted sum of rows in that window, read in memory
 * order. 300 → 275 DPI on a Letter page: 256 ms with a page-sized float buffer summed down its columns, 40 ms so.
 */
export function downscale(src: Gray, scale: number): { image: Gray; toSource: Affine } {
  if (!(scale > 0 && scale < 1)) return { image: src, toSource: IDENTITY };
  const factor = Math.round(1 / scale);
  if (Math.abs(1 / scale - factor) < 1e-6) return shrinkByInteger(src, factor);
  const width = Math.max(1, Math.round(src.width * scale));
  const height = Math.max(1, Math.round(src.height * scale));
  const sx = src.width / width;
  const sy = src.height / height;
  const columns = coverage(src.width, width, sx, HORIZONTAL_WEIGHT_BITS);
  const rowsOf = coverage(src.height, height, sy, VERTICAL_WEIGHT_BITS);
  const window = rowsOf.taps;
  // Horizontally reduced source rows, row j in slot j % window: an output row needs at most `window` consecutive
  // ones, and output rows move down the source, so older rows are never read again.
  const reduced = new Int32Array(window * width);
  let nextRow = 0;
  const pixels = src.gray;
  const gray = new Uint8Array(width * height);
  const sum = new Int32Array(width);
  const round = 1 << (HORIZONTAL_WEIGHT_BITS + VERTICAL_WEIGHT_BITS - 1);
  const shift = HORIZONTAL_WEIGHT_BITS + VERTICAL_WEIGHT_BITS;
  for (let y = 0; y < height; y++) {
    const first = rowsOf.start[y]!;
    const count = rowsOf.count[y]!;
    for (; nextRow < first + count; nextRow++) {
      const row = nextRow * src.width;
      const slot = (nextRow % window) * width;
      reduceRow(pixels, row, src.width, columns, reduced, slot, width);
    }
    sum.fill(0);
    for (let i = 0; i < count; i++) {
      const weight = rowsOf.weights[y * window + i]!;
      const slot = ((first + i) % window) * width;
      for (let x = 0; x < width; x++) sum[x]! += reduced[slot + x]! * weight;
    }
    const out = y * width;
    for (let x = 0; x < width; x++) gray[out + x] = (sum[x]! + round) >>> shift;
  }
  return { image: { width, height, gray }, toSource: { a: sx, b: 0, c: 0, d: 0, e: sy, f: 0 } };
}

/**
 * One source row reduced horizontally into `out` at `at`. Shrinking by less than half (the usual case: 300 DPI to
 * a little less) touches at most three source pixels per output pixel; that case is unrolled, which halves the
 * pass, reading the unused taps (weight 0) from inside the row.
 */
function reduceRow(
  pixels: Uint8Array,
  row: number,
  rowLength: number,
  columns: ReturnType<typeof coverage>,
  out: Int32Array,
  at: number,
  width: number,
): void {
  const { start, count, weights, taps } = columns;
  const last = row + rowLength - 1;
  if (taps === 3) {
    for (let x = 0, w = 0; x < width; x++, w += 3) {
      const i = row + start[x]!;
      out[at + x] = pixels[i]! * weights[w]! + pixels[Math.min(i + 1, last)]! * weights[w + 1]! + pixels[Math.min(i + 2, last)]! * weights[w + 2]!;
    }
    return;
  }
  for (let x = 0; x < width; x++) {
    let value = 0;
    const from = row + start[x]!;
    for (let i = 0, w = x * taps; i < count[x]!; i++, w++) value += pixels[from + i]! * weights[w]!;
    out[at + x] = value;
  }
}

/** Fixed-point precision of downscale's weights: 255 × 2^(11+12) stays a small integer (under 2^31), which V8 keeps in registers. */
const HORIZONTAL_WEIGHT_BITS = 10;
const VERTICAL_WEIGHT_BITS = 10;

/**
 * For each of `length` output pixels along one axis, the source pixels it covers (`start`, `count`) and the
 * share of each, as integers summing exactly to 2^bits so that flat paper stays exactly the same grey.
 */
function coverage(sourceLength: number, length: number, step: number, bits: number) {
  const taps = Math.ceil(step) + 1;
  const start = new Int32Array(length);
  const count = new Int32Array(length);
  const weights = new Int32Array(length * taps);
  const one = 1 << bits;
  for (let i = 0; i < length; i++) {
    const from = i * step;
    const to = Math.min(sourceLength, (i + 1) * step);
    const first = Math.floor(from);
    const end = Math.min(sourceLength, Math.ceil(to), first + taps);
    start[i] = first;
    count[i] = Math.max(1, end - first);
    let given = 0;
    let largest = 0;
    for (let j = first; j < end; j++) {
      const share = Math.round(((Math.min(to, j + 1) - Math.max(from, j)) / (to - from)) * one);
      weights[i * taps + j - first] = share;
      given += share;
      if (share > weights[i * taps + largest]!) largest = j - first;
    }
    // Rounding leaves the shares a unit or two off 2^bits; the largest share absorbs it.
    weights[i * taps + largest] = weights[i * taps + largest]! + one - given;
  }
  return { start, count, weights, taps };
}

/**
 * Mean of each `factor` × `factor` block (the last row and column of blocks may be partial). Four times faster
 * than a fractional resample. Source rows are summed into one row of block sums, so the inner loop has neither a
 * division nor a per-pixel count: 21 vs 64 ms for a 300 DPI Letter page at factor 2. Factor 2, the analysis's
 * for a 300 DPI page, has its own loop (shrinkByTwo).
 */
export function shrinkByInteger(src: Gray, factor: number): { image: Gray; toSource: Affine } {
  if (factor === 2) return shrinkByTwo(src);
  const width = Math.ceil(src.width / factor);
  const height = Math.ceil(src.height / factor);
  const gray = new Uint8Array(width * height);
  const sums = new Uint32Array(width);
  const fullColumns = Math.floor(src.width / factor);
  const lastColumnWidth = src.width - fullColumns * factor;
  const pixels = src.gray;
  for (let outY = 0; outY < height; outY++) {
    sums.fill(0);
    const y0 = outY * factor;
    const rows = Math.min(factor, src.height - y0);
    for (let y = y0; y < y0 + rows; y++) {
      let i = y * src.width;
      for (let x = 0; x < fullColumns; x++) {
        let sum = 0;
        for (let k = 0; k < factor; k++) sum += pixels[i++]!;
        sums[x]! += sum;
      }
      for (let k = 0; k < lastColumnWidth; k++) sums[fullColumns]! += pixels[i++]!;
    }
    const out = outY * width;
    const full = factor * rows;
    for (let x = 0; x < fullColumns; x++) gray[out + x] = Math.round(sums[x]! / full);
    if (lastColumnWidth > 0) gray[out + fullColumns] = Math.round(sums[fullColumns]! / (lastColumnWidth * rows));
  }
  return { image: { width, height, gray }, toSource: { a: factor, b: 0, c: 0, d: 0, e: factor, f: 0 } };
}

/**
 * shrinkByInteger at factor 2, the analysis's factor for a 300 DPI page: each output pixel straight from its 2×2
 * block, two source rows at a time, with no row of sums in between. The block holds 4, 2 or 1 pixels, a power of
 * two, so Math.round(sum / n) is exactly (sum + n / 2) >> log2(n) and needs no division. Rows are read through
 * subarrays as in boxBlur3. 9.2 → 3.7 ms for a 300 DPI Letter page (on the host where the general loop takes 9.2).
 */
function shrinkByTwo(src: Gray): { image: Gray; toSource: Affine } {
  const width = Math.ceil(src.width / 2);
  const height = Math.ceil(src.height / 2);
  const gray = new Uint8Array(width * height);
  const fullColumns = src.width >> 1;
  const oddWidth = (src.width & 1) === 1;
  for (let outY = 0; outY < height; outY++) {
    const target = rowOf(gray, outY, width);
    const top = rowOf(src.gray, 2 * outY, src.width);
    if (2 * outY + 1 < src.height) {
      const bottom = rowOf(src.gray, 2 * outY + 1, src.width);
      for (let x = 0, i = 0; x < fullColumns; x++, i += 2) target[x] = (top[i]! + top[i + 1]! + bottom[i]! + bottom[i + 1]! + 2) >> 2;
      if (oddWidth) target[fullColumns] = (top[2 * fullColumns]! + bottom[2 * fullColumns]! + 1) >> 1;
    } else {
      // The last, half-height row of blocks of an odd-height image.
      for (let x = 0, i = 0; x < fullColumns; x++, i += 2) target[x] = (top[i]! + top[i + 1]! + 1) >> 1;
      if (oddWidth) target[fullColumns] = top[2 * fullColumns]!;
    }
  }
  return { image: { width, height, gray }, toSource: { a: 2, b: 0, c: 0, d: 0, e: 2, f: 0 } };
}

/**
 * 3×3 mean filter, separable, edges replicated. Before Sauvola it evens out scanner noise: on a degraded 300 DPI
 * page CER went from 52 % to 1.1 %, while a clean page stayed at 1.0 %.
 *
 * One pass per output row: the vertical sums of three source columns are carried in registers as the row is
 * walked, instead of a page-sized Uint16Array of horizontal sums (the sum of nine integers does not depend on the
 * order of addition, so the pixels are the same). The rows are read through subarrays indexed from 0, which V8
 * checks and addresses more cheaply than offsets into the page. 300 DPI Letter page: 28 ms with the page-sized
 * temporary, 13 ms so. `out` must not be `src`.
 */
export function boxBlur3(src: Uint8Array, width: number, height: number, out: Uint8Array): void {
  if (width === 0) return;
  for (let y = 0; y < height; y++) {
    const above = rowOf(src, y > 0 ? y - 1 : y, width);
    const middle = rowOf(src, y, width);
    const below = rowOf(src, y < height - 1 ? y + 1 : y, width);
    const target = rowOf(out, y, width);
    // Vertical sums of columns x − 1, x and x + 1, written out at x; at the left edge column 0 stands in for −1.
    let left = above[0]! + middle[0]! + below[0]!;
    let centre = left;
    let x = 1;
    // Two columns per turn (15 → 13 ms): fewer loop tests and shifts of the carried sums.
    for (; x + 1 < width; x += 2) {
      const right = above[x]! + middle[x]! + below[x]!;
      const further = above[x + 1]! + middle[x + 1]! + below[x + 1]!;
      // sum / 9, rounded, without a division: 7282 / 65536 ≈ 1 / 9.
      target[x - 1] = ((left + centre + right) * 7282 + 32768) >>> 16;
      target[x] = ((centre + right + further) * 7282 + 32768) >>> 16;
      left = right;
      centre = further;
    }
    if (x < width) {
      const right = above[x]! + middle[x]! + below[x]!;
      target[x - 1] = ((left + centre + right) * 7282 + 32768) >>> 16;
      left = centre;
      centre = right;
    }
    // The last column, peeled out of the loop: it stands in for column `width`.
    target[width - 1] = ((left + centre + centre) * 7282 + 32768) >>> 16;
  }
}

/**
 * Mean of each pixel and its neighbours to the left, above and above-left (2×2, edges replicated): the half-pixel
 * smoothing a renderer such as pdftoppm gives a scan drawn at its own resolution, which our pdf.js render (an
 * exact copy of the decoded pixels) lacks. The result is shifted by half a pixel up and left, far below what a
 * word box can show. On the OCRmyPDF francais page pdftoppm's raster differs from ours by 4.7 grey levels on
 * average and from ours after this mean by 1.4.
 *
 * The vertical pair sum of column x is carried over as column x − 1 of the next pixel, so each pixel is read twice,
 * not four times, and rows are read through subarrays as in boxBlur3: 13.5 → 8.5 ms on a 300 DPI Letter page.
 * `out` must not be `src`.
 */
export function boxBlur2(src: Uint8Array, width: number, height: number, out: Uint8Array): void {
  if (width === 0) return;
  for (let y = 0; y < height; y++) {
    const above = rowOf(src, y > 0 ? y - 1 : y, width);
    const middle = rowOf(src, y, width);
    const target = rowOf(out, y, width);
    let left = middle[0]! + above[0]!;
    target[0] = (2 * left + 2) >> 2;
    let x = 1;
    // Two columns per turn, as in boxBlur3 (10 → 8.5 ms).
    for (; x + 1 < width; x += 2) {
      const pair = middle[x]! + above[x]!;
      const next = middle[x + 1]! + above[x + 1]!;
      target[x] = (pair + left + 2) >> 2;
      target[x + 1] = (next + pair + 2) >> 2;
      left = next;
    }
    if (x < width) target[x] = (middle[x]! + above[x]! + left + 2) >> 2;
  }
}

/** Row `y` of a `width`-pixel-wide image, as a view. */
function rowOf(pixels: Uint8Array, y: number, width: number): Uint8Array {
  return pixels.subarray(y * width, (y + 1) * width);
}

/**
 * Turns the image by `quarterTurns` × 90° clockwise and then by `angle` radians (positive = clockwise, as the
 * image is displayed with y down), on a white background, growing the canvas so nothing is cut. Quarter turns
 * alone are exact copies; a small angle resamples bilinearly. Returns the result and the map back to the source.
 */
export function rotate(src: Gray, quarterTurns: number, angle: number): { image: Gray; toSource: Affine } {
  const q = ((quarterTurns % 4) + 4) % 4;
  const total = (q * Math.PI) / 2 + angle;
  const cos = Math.cos(total);
  const sin = Math.sin(total);
  // Snap exact quarter turns so 90° gives an integer transposition, not a near-90° resample.
  const exact = angle === 0;
  const c = exact ? Math.round(cos) : cos;
  const s = exact ? Math.round(sin) : sin;
  const width = Math.max(1, Math.round(Math.abs(src.width * c) + Math.abs(src.height * s)));
  const height = Math.max(1, Math.round(Math.abs(src.width * s) + Math.abs(src.height * c)));
  // Forward (clockwise in y-down): x' = c·(x − cx) − s·(y − cy) + cx', y' = s·(x − cx) + c·(y − cy) + cy'.
  // Inverse, which is what sampling needs: x = c·(x' − cx') + s·(y' − cy') + cx, y = −s·(x' − cx') + c·(y' − cy') + cy.
  const cx = src.width / 2;
  const cy = src.height / 2;
  const ox = width / 2;
  const oy = height / 2;
  const toSource: Affine = { a: c, b: s, c: cx - c * ox - s * oy, d: -s, e: c, f: cy + s * ox - c * oy };
  if (q === 0 && exact) return { image: src, toSource: IDENTITY };

  const gray = new Uint8Array(width * height);
  const { a, b, c: tx, d, e, f: ty } = toSource;
  const sw = src.width;
  const sh = src.height;
  const pixels = src.gray;
  if (exact) {
    // Quarter turns: a and d are −1, 0 or 1 and the sample points fall on whole or half pixels, all exact in floating
    // point, so rounding the row's first point and stepping by (a, d) in integers reads the same pixels as rounding
    // every point (Math.round(v + k) = Math.round(v) + k for an integer k): 40 → 31 ms for a 300 DPI page turned 90°.
    for (let y = 0; y < height; y++) {
      const py = y + 0.5;
      let ix = Math.round(a * 0.5 + b * py + tx - 0.5);
      let iy = Math.round(d * 0.5 + e * py + ty - 0.5);
      const out = y * width;
      for (let x = 0; x < width; x++, ix += a, iy += d) {
        gray[out + x] = ix >= 0 && iy >= 0 && ix < sw && iy < sh ? pixels[iy * sw + ix]! : 255;
      }
    }
    return { image: { width, height, gray }, toSource };
  }
  // Outside the source is white paper.
  const at = (xx: number, yy: number) => (xx >= 0 && yy >= 0 && xx < sw && yy < sh ? pixels[yy * sw + xx]! : 255);
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    let sx = a * 0.5 + b * py + tx - 0.5;
    let sy = d * 0.5 + e * py + ty - 0.5;
    const out = y * width;
    for (let x = 0; x < width; x++, sx += a, sy += d) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      let topLeft: number, topRight: number, bottomLeft: number, bottomRight: number;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh) {
        // Inside: the four neighbours read directly, without bounds checks or a closure per pixel (most of the
        // page): 173 → 87 ms on the 300 DPI OCRmyPDF skew page, straightened by 1.9°.
        const i = y0 * sw + x0;
        topLeft = pixels[i]!;
        topRight = pixels[i + 1]!;
        bottomLeft = pixels[i + sw]!;
        bottomRight = pixels[i + sw + 1]!;
      } else if (x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh) {
        gray[out + x] = 255;
        continue;
      } else {
        topLeft = at(x0, y0);
        topRight = at(x0 + 1, y0);
        bottomLeft = at(x0, y0 + 1);
        bottomRight = at(x0 + 1, y0 + 1);
      }
      const top = topLeft * (1 - fx) + topRight * fx;
      const bottom = bottomLeft * (1 - fx) + bottomRight * fx;
      gray[out + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { image: { width, height, gray }, toSource };
}

/** The part of `src` inside [x0, x1) × [y0, y1) (clamped to the image), and the map back to the source. */
export function crop(src: Gray, x0: number, y0: number, x1: number, y1: number): { image: Gray; toSource: Affine } {
  const left = Math.max(0, Math.min(src.width - 1, Math.floor(x0)));
  const top = Math.max(0, Math.min(src.height - 1, Math.floor(y0)));
  const width = Math.max(1, Math.min(src.width, Math.ceil(x1)) - left);
  const height = Math.max(1, Math.min(src.height, Math.ceil(y1)) - top);
  if (left === 0 && top === 0 && width === src.width && height === src.height) return { image: src, toSource: IDENTITY };
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) gray.set(src.gray.subarray((top + y) * src.width + left, (top + y) * src.width + left + width), y * width);
  return { image: { width, height, gray }, toSource: { a: 1, b: 0, c: left, d: 0, e: 1, f: top } };
}
