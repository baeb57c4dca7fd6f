/**
 * A cheap look at a page image before OCR, from the connected components of a thresholded copy at about
 * 150 DPI: how large the text is (to pick the resolution Tesseract gets), which way up it is (0/90/180/270,
 * since the LSTM-only build has no orientation detection), and how far its lines are skewed.
 *
 * Direction of lines: projection profiles of component centres, the classic deskew method: along the right
 * direction, the centres of one line fall into the same few bins and the sum of squared bin counts peaks.
 * Up or down: in Latin script ascenders (capitals, digits, b d f h k l t) far outnumber descenders (g j p q y),
 * so on an upside-down page more components hang below the baseline band than rise above the x-height band.
 */
import { shrinkByInteger, type Gray } from './image-ops.js';

export interface PageAnalysis {
  /** Clockwise quarter turns that make the text upright. */
  quarterTurns: 0 | 1 | 2 | 3;
  /** Skew of the text lines once upright, radians, clockwise positive (lines going down to the right). */
  skew: number;
  /** Median height of character components in the upright frame, in source pixels; 0 when no text was seen. */
  textHeight: number;
  /** Components that looked like characters. */
  characters: number;
  /** Share of the page's pixels that are ink; 0 on a blank page. */
  inkFraction: number;
  /** (ascenders + 1) / (descenders + 1) in the chosen orientation: near 1 means the up/down call was a guess. */
  uprightMargin: number;
  /**
   * The box around every mark larger than a speck (characters, headings, rules, pictures), in source pixels of the
   * image as given (not turned); null when there is none. Outside it there is only paper and specks.
   */
  contentBox: { x0: number; y0: number; x1: number; y1: number } | null;
}

/** Resolution the analysis works at: enough to separate the letters of 8 pt text, cheap to label. */
const ANALYSIS_DPI = 150;

/** Fewer character-like components than this and there is no text to orient or measure. */
const MIN_CHARACTERS = 12;

const DEGREE = Math.PI / 180;
/** Skews beyond this are not scans of a straight page but drawings or rotated inserts; left to Tesseract. */
const MAX_SKEW = 10 * DEGREE;

interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Analyses a greyscale page rendered at `dpi`. */
export function analysePage(image: Gray, dpi: number): PageAnalysis {
  // An integer factor: the block mean is several times cheaper than a fractional resample and just as good here.
  const factor = Math.max(1, Math.round(dpi / ANALYSIS_DPI));
  const small = factor > 1 ? shrinkByInteger(image, factor).image : image;
  const toSource = small.width / image.width;
  const { components, inkPixels, marks } = characterComponents(small);
  const inkFraction = inkPixels / (small.width * small.height);
  const contentBox = marks
    ? {
        x0: Math.max(0, Math.floor(marks.x0 / toSource)),
        y0: Math.max(0, Math.floor(marks.y0 / toSource)),
        x1: Math.min(image.width, Math.ceil(marks.x1 / toSource)),
        y1: Math.min(image.height, Math.ceil(marks.y1 / toSource)),
      }
    : null;
  const none: PageAnalysis = { quarterTurns: 0, skew: 0, textHeight: 0, characters: components.length, uprightMargin: 1, inkFraction, contentBox };
  if (components.length < MIN_CHARACTERS) return none;

  const thickness = median(components.map((c) => Math.min(c.x1 - c.x0, c.y1 - c.y0)));
  const bin = Math.max(1, thickness / 2);

  // Lines horizontal (0/180) or vertical (90/270): the better profile over a coarse sweep of angles.
  const n = components.length;
  const centreX = (i: number) => (components[i]!.x0 + components[i]!.x1) / 2;
  const centreY = (i: number) => (components[i]!.y0 + components[i]!.y1) / 2;
  const horizontal = bestAngle(points(n, centreX, centreY), bin, MAX_SKEW, 0.5 * DEGREE);
  // The page turned a quarter: (x, y) → (y, −x).
  const vertical = bestAngle(
    points(n, centreY, (i) => -centreX(i)),
    bin,
    MAX_SKEW,
    0.5 * DEGREE,
  );
  let quarterTurns: 0 | 1 | 2 | 3 = vertical.score > horizontal.score * 1.1 ? 1 : 0;

  // In the upright candidate's frame: fine skew, then the ascender/descender vote.
  const boxes = components.map((c) => turnBox(c, quarterTurns, small.width, small.height));
  const turnedCentres = points(
    n,
    (i) => (boxes[i]!.x0 + boxes[i]!.x1) / 2,
    (i) => (boxes[i]!.y0 + boxes[i]!.y1) / 2,
  );
  const coarse = bestAngle(turnedCentres, bin, MAX_SKEW, 0.25 * DEGREE);
  const fine = bestAngle(turnedCentres, bin, 0.3 * DEGREE, 0.05 * DEGREE, coarse.angle);
  const skew = fine.angle;
  const { ascenders, descenders, height } = ascenderVote(boxes, skew);
  if (descenders > ascenders) quarterTurns = (quarterTurns + 2) as 2 | 3;
  const margin = (Math.max(ascenders, descenders) + 1) / (Math.min(ascenders, descenders) + 1);
  return {
    quarterTurns,
    skew,
    textHeight: height / toSource,
    characters: components.length,
    uprightMargin: margin,
    inkFraction,
    contentBox,
  };
}

/**
 * Labels 8-connected ink components and keeps those shaped like characters. Ink is judged against the local paper
 * level (a high percentile of each 32-pixel tile), not one global threshold: on a scan with uneven light, Otsu
 * splits dark paper from bright paper and the letters vanish into page-sized blobs.
 *
 * One raster pass with union-find over provisional labels, keeping only two rows of labels: each provisional label
 * collects the box and pixel count of its pixels as they are labelled, and the boxes are folded into their roots at
 * the end, instead of a page-sized label image scanned a second time with a Map lookup per ink pixel. A set's root
 * is its smallest label (union keeps the smaller), which is the label made at the component's first pixel in raster
 * order, so components come out in order of first pixel, as a scan of the label image would give them.
 */
export function characterComponents(image: Gray): { components: Component[]; inkPixels: number; marks: Component | null } {
  const { width, height, gray } = image;
  const inkLevel = localInkLevels(image);
  // The ink level of each pixel of the current band of tile rows, refreshed every TILE rows (TILE is a power of
  // two, so x >> TILE_SHIFT is the tile column).
  const rowLevel = new Uint8Array(width);
  const labels = new ProvisionalLabels();
  // Labels of the previous and the current row, shifted by one with a −1 (paper) at each end, so that the
  // neighbours of x are read at x, x + 1, x + 2 without edge tests.
  let previous = new Int32Array(width + 2).fill(-1);
  let current = new Int32Array(width + 2).fill(-1);
  for (let y = 0; y < height; y++) {
    if ((y & (TILE - 1)) === 0) {
      const tileRow = (y >> TILE_SHIFT) * inkLevel.columns;
      for (let x = 0; x < width; x++) rowLevel[x] = inkLevel.levels[tileRow + (x >> TILE_SHIFT)]!;
    }
    labelRow(gray.subarray(y * width, (y + 1) * width), y, rowLevel, previous, current, labels);
    const swap = previous;
    previous = current;
    current = swap;
  }

  const largest = Math.max(width, height) * 0.05;
  const result: Component[] = [];
  let marks: Component | null = null;
  for (const box of labels.components()) {
    const w = box.x1 - box.x0;
    const h = box.y1 - box.y0;
    const long = Math.max(w, h);
    const short = Math.min(w, h);
    if (long < 4 || box.pixels < 6) continue;
    // Everything but specks bounds the content: headings and rules are read too.
    if (!marks) marks = { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 };
    else {
      marks.x0 = Math.min(marks.x0, box.x0);
      marks.y0 = Math.min(marks.y0, box.y0);
      marks.x1 = Math.max(marks.x1, box.x1);
      marks.y1 = Math.max(marks.y1, box.y1);
    }
    // Rules, frames and pictures are not characters.
    if (long > largest || long > 10 * short) continue;
    result.push(box);
  }
  return { components: result, inkPixels: labels.inkPixels, marks };
}

/**
 * Labels the ink of one row, `pixels` (those at or below their tile's ink level), run by run, from the labels of
 * the row above (`previous`), into `current`; both are shifted by one, so the neighbours above x are at x, x + 1,
 * x + 2.
 * Every pixel of a run gets the label of its first pixel (the original per-pixel rule: a pixel whose left neighbour
 * is ink takes its label), so the run's box is added once, at its end. A function of its own so that V8 optimises it
 * after a few rows rather than by on-stack replacement of the whole page loop.
 */
function labelRow(
  pixels: Uint8Array,
  y: number,
  rowLevel: Uint8Array,
  previous: Int32Array,
  current: Int32Array,
  labels: ProvisionalLabels,
): void {
  const width = pixels.length;
  // Paper everywhere to begin with (a native fill is cheaper than a store per paper pixel), then the runs.
  current.fill(-1, 1, width + 1);
  let x = 0;
  while (x < width) {
    // Paper, tile by tile: one ink level per tile, so one read per pixel where most pixels are.
    while (x < width) {
      const level = rowLevel[x]!;
      const end = Math.min(width, (x | (TILE - 1)) + 1);
      while (x < end && pixels[x]! > level) x++;
      if (x < end) break;
    }
    if (x === width) return;
    // A run starts: the first labelled of above-left, above, above-right, joined to the others; else a new label.
    let label = previous[x]!;
    const above = previous[x + 1]!;
    if (label < 0) label = above;
    else if (above >= 0 && above !== label) labels.union(label, above);
    const aboveRight = previous[x + 2]!;
    if (label < 0) label = aboveRight;
    else if (aboveRight >= 0 && aboveRight !== label) labels.union(label, aboveRight);
    if (label < 0) label = labels.create(y);
    current[x + 1] = label;
    const start = x++;
    // The rest of the run: above-left and above are neighbours of the left pixel too, already joined to the run;
    // only above-right is new.
    while (x < width && pixels[x]! <= rowLevel[x]!) {
      const aboveRight = previous[x + 2]!;
      if (aboveRight >= 0 && aboveRight !== label) labels.union(label, aboveRight);
      current[x + 1] = label;
      x++;
    }
    labels.addRun(label, start, x, y);
  }
}

/**
 * Union-find over provisional component labels, with each label's box and pixel count, in typed arrays that
 * double when full (a page has a few thousand labels; a noisy one, tens of thousands).
 */
class ProvisionalLabels {
  count = 0;
  /** Ink pixels labelled so far. */
  inkPixels = 0;
  private parent = new Int32Array(1024);
  private x0 = new Int32Array(1024);
  private y0 = new Int32Array(1024);
  private x1 = new Int32Array(1024);
  private y1 = new Int32Array(1024);
  private pixels = new Int32Array(1024);

  /** A new label, first seen on row `y`; its box is empty until a run is added. */
  create(y: number): number {
    if (this.count === this.parent.length) this.grow();
    const label = this.count++;
    this.parent[label] = label;
    this.x0[label] = 0x7fffffff;
    this.x1[label] = 0;
    this.y0[label] = y;
    this.y1[label] = y + 1;
    this.pixels[label] = 0;
    return label;
  }

  /** Pixels [from, to) of row `y` carry `label`. */
  addRun(label: number, from: number, to: number, y: number): void {
    if (from < this.x0[label]!) this.x0[label] = from;
    if (to > this.x1[label]!) this.x1[label] = to;
    this.y1[label] = y + 1;
    this.pixels[label] = this.pixels[label]! + to - from;
    this.inkPixels += to - from;
  }

  find(label: number): number {
    const parent = this.parent;
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]!]!;
      label = parent[label]!;
    }
    return label;
  }

  /** Joins the sets of `a` and `b`; the smaller root becomes the root of both. */
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }

  /** Each component's box and pixel count, in order of their roots (their first pixels in raster order). */
  components(): Array<Component & { pixels: number }> {
    const { parent, x0, y0, x1, y1, pixels } = this;
    // Roots are smaller than their members, so folding in label order completes every root before it is read.
    for (let label = 0; label < this.count; label++) {
      const root = this.find(label);
      if (root === label) continue;
      if (x0[label]! < x0[root]!) x0[root] = x0[label]!;
      if (y0[label]! < y0[root]!) y0[root] = y0[label]!;
      if (x1[label]! > x1[root]!) x1[root] = x1[label]!;
      if (y1[label]! > y1[root]!) y1[root] = y1[label]!;
      pixels[root] = pixels[root]! + pixels[label]!;
    }
    const result: Array<Component & { pixels: number }> = [];
    for (let label = 0; label < this.count; label++) {
      if (parent[label] === label) result.push({ x0: x0[label]!, y0: y0[label]!, x1: x1[label]!, y1: y1[label]!, pixels: pixels[label]! });
    }
    return result;
  }

  private grow(): void {
    const size = this.parent.length * 2;
    const bigger = (old: Int32Array) => {
      const array = new Int32Array(size);
      array.set(old);
      return array;
    };
    this.parent = bigger(this.parent);
    this.x0 = bigger(this.x0);
    this.y0 = bigger(this.y0);
    this.x1 = bigger(this.x1);
    this.y1 = bigger(this.y1);
    this.pixels = bigger(this.pixels);
  }
}

const TILE = 32;
const TILE_SHIFT = 5;

/**
 * Per tile, the grey level below which a pixel is ink: 65 % of the paper's level (its 90th percentile), and never
 * within 50 levels of it, so paper grain on a blank page is not ink.
 */
function localInkLevels(image: Gray): { levels: Uint8Array; columns: number } {
  const { width, height, gray } = image;
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const levels = new Uint8Array(columns * rows);
  // Four histograms, for pixels 4k, 4k + 1, 4k + 2, 4k + 3 of each tile row, added up when read: paper is mostly
  // one or two grey levels, and with a single histogram each count would wait for the previous pixel's increment of
  // the same count to be stored (3.0 → 2.3 ms for a 150 DPI page).
  const histogram = new Uint32Array(4 * 256);
  for (let ty = 0; ty < rows; ty++) {
    const y1 = Math.min(height, (ty + 1) * TILE);
    for (let tx = 0; tx < columns; tx++) {
      histogram.fill(0);
      const x0 = tx * TILE;
      const x1 = Math.min(width, x0 + TILE);
      for (let y = ty * TILE; y < y1; y++) {
        const row = y * width;
        let i = row + x0;
        for (; i + 3 < row + x1; i += 4) {
          histogram[gray[i]!]!++;
          histogram[256 + gray[i + 1]!]!++;
          histogram[512 + gray[i + 2]!]!++;
          histogram[768 + gray[i + 3]!]!++;
        }
        for (; i < row + x1; i++) histogram[gray[i]!]!++;
      }
      const n = (x1 - x0) * (y1 - ty * TILE);
      let seen = 0;
      let paper = 255;
      for (let v = 0; v < 256; v++) {
        seen += histogram[v]! + histogram[256 + v]! + histogram[512 + v]! + histogram[768 + v]!;
        if (seen >= 0.9 * n) {
          paper = v;
          break;
        }
      }
      levels[ty * columns + tx] = Math.max(0, Math.min(Math.round(paper * 0.65), paper - 50));
    }
  }
  return { levels, columns };
}

/**
 * Points for the projection profiles, as two coordinate arrays. `negX` holds −x: the projection is `−x·sin + y·cos`,
 * and (−x)·sin is exactly what that expression computes, so keeping −x saves a negation per point and angle.
 */
interface Points {
  negX: Float64Array;
  y: Float64Array;
}

function points(count: number, x: (i: number) => number, y: (i: number) => number): Points {
  const result = { negX: new Float64Array(count), y: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    result.negX[i] = -x(i);
    result.y[i] = y(i);
  }
  return result;
}

/** The angle in [centre − range, centre + range] whose projection of the points is the most peaked. */
function bestAngle(points: Points, bin: number, range: number, step: number, centre = 0): { angle: number; score: number } {
  // One set of buffers for the whole sweep rather than two arrays per angle.
  const scratch = { keys: new Int32Array(points.y.length), counts: new Uint32Array(256) };
  let best = { angle: centre, score: -1 };
  for (let angle = centre - range; angle <= centre + range + 1e-9; angle += step) {
    const score = profileScore(points, bin, angle, scratch);
    // Ties go to the angle nearer the centre, so a page without a clear skew stays unrotated.
    if (score > best.score * 1.0001) best = { angle, score };
  }
  return best;
}

/**
 * Sum of squared bin counts of the points projected across `angle`, normalised. The bins are counted in an array
 * spanning the projections' range rather than a Map: 22 → 6 ms per page over the ~180 angles tried (Linn page,
 * 3 400 characters). The sum is kept as the counts grow ((c + 1)² − c² = 2c + 1), exact in integers, so the bins
 * are not read again.
 */
function profileScore(points: Points, bin: number, angle: number, scratch: { keys: Int32Array; counts: Uint32Array }): number {
  const { negX, y } = points;
  const n = y.length;
  if (n === 0) return 0;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const keys = scratch.keys;
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < n; i++) {
    const key = Math.floor((negX[i]! * sin + y[i]! * cos) / bin);
    keys[i] = key;
    if (key < lowest) lowest = key;
    if (key > highest) highest = key;
  }
  const span = highest - lowest + 1;
  if (scratch.counts.length < span) scratch.counts = new Uint32Array(span);
  const counts = scratch.counts;
  counts.fill(0, 0, span);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const k = keys[i]! - lowest;
    const c = counts[k]!;
    sum += 2 * c + 1;
    counts[k] = c + 1;
  }
  return sum / (n * n);
}

/** A box of an image of `width` × `height` after turning the image clockwise by quarter turns. */
function turnBox(c: Component, quarterTurns: number, width: number, height: number): Component {
  switch (quarterTurns % 4) {
    case 1:
      return { x0: height - c.y1, y0: c.x0, x1: height - c.y0, y1: c.x1 };
    case 2:
      return { x0: width - c.x1, y0: height - c.y1, x1: width - c.x0, y1: height - c.y0 };
    case 3:
      return { x0: c.y0, y0: width - c.x1, x1: c.y1, y1: width - c.x0 };
    default:
      return c;
  }
}

/**
 * Groups upright components into lines and counts those rising above the line's x-height band and those
 * hanging below its baseline. Also returns the median component height.
 */
function ascenderVote(boxes: Component[], skew: number): { ascenders: number; descenders: number; height: number } {
  const sin = Math.sin(skew);
  const cos = Math.cos(skew);
  const items = boxes.map((b) => {
    const cx = (b.x0 + b.x1) / 2;
    const shift = -cx * sin;
    return { top: b.y0 * cos + shift, bottom: b.y1 * cos + shift, centre: ((b.y0 + b.y1) / 2) * cos + shift, height: b.y1 - b.y0 };
  });
  const height = median(items.map((i) => i.height));
  items.sort((a, b) => a.centre - b.centre);
  let ascenders = 0;
  let descenders = 0;
  let line: typeof items = [];
  const flush = () => {
    if (line.length >= 4) {
      const base = median(line.map((i) => i.bottom));
      const top = median(line.map((i) => i.top));
      const xHeight = base - top;
      if (xHeight > 0) {
        for (const item of line) {
          // Specks, dots and commas sit above or below the band too; only letter-sized shapes vote.
          if (item.height < 0.8 * xHeight) continue;
          if (item.top < top - 0.2 * xHeight) ascenders++;
          if (item.bottom > base + 0.2 * xHeight) descenders++;
        }
      }
    }
    line = [];
  };
  for (const item of items) {
    const last = line[line.length - 1];
    if (last && item.centre - last.centre > 0.5 * height) flush();
    line.push(item);
  }
  flush();
  return { ascenders, descenders, height };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  // A typed array sorts numerically without a comparator call per comparison. It orders −0 before +0 where
  // (a, b) => a − b kept them as they came, but the values here are never −0 (sizes, and coordinates whose
  // shift −cx·sin is added to a non-negative y·cos), so the middle value is the same.
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1]!;
}
