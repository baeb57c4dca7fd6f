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
  const centres = components.map((c) => ({ x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2 }));
  const horizontal = bestAngle(centres, bin, MAX_SKEW, 0.5 * DEGREE);
  const vertical = bestAngle(
    centres.map(({ x, y }) => ({ x: y, y: -x })),
    bin,
    MAX_SKEW,
    0.5 * DEGREE,
  );
  let quarterTurns: 0 | 1 | 2 | 3 = vertical.score > horizontal.score * 1.1 ? 1 : 0;

  // In the upright candidate's frame: fine skew, then the ascender/descender vote.
  const boxes = components.map((c) => turnBox(c, quarterTurns, small.width, small.height));
  const turnedCentres = boxes.map((c) => ({ x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2 }));
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
 */
export function characterComponents(image: Gray): { components: Component[]; inkPixels: number; marks: Component | null } {
  const { width, height, gray } = image;
  const inkLevel = localInkLevels(image);
  const tile = (x: number, y: number) => inkLevel.levels[Math.floor(y / TILE) * inkLevel.columns + Math.floor(x / TILE)]!;
  let inkPixels = 0;
  const labels = new Int32Array(width * height).fill(-1);
  const parent: number[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const link = (label: number, n: number): number => {
    if (n < 0) return label;
    if (label < 0) return n;
    if (n !== label) union(label, n);
    return label;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = row - width;
    for (let x = 0; x < width; x++) {
      if (gray[row + x]! > tile(x, y)) continue;
      inkPixels++;
      // Already-visited neighbours: left, and the three above.
      let label = x > 0 ? labels[row + x - 1]! : -1;
      if (y > 0) {
        if (x > 0) label = link(label, labels[up + x - 1]!);
        label = link(label, labels[up + x]!);
        if (x < width - 1) label = link(label, labels[up + x + 1]!);
      }
      if (label < 0) {
        label = parent.length;
        parent.push(label);
      }
      labels[row + x] = label;
    }
  }

  const boxes = new Map<number, Component & { pixels: number }>();
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const label = labels[row + x]!;
      if (label < 0) continue;
      const root = find(label);
      const box = boxes.get(root);
      if (!box) boxes.set(root, { x0: x, y0: y, x1: x + 1, y1: y + 1, pixels: 1 });
      else {
        if (x < box.x0) box.x0 = x;
        if (x + 1 > box.x1) box.x1 = x + 1;
        if (y + 1 > box.y1) box.y1 = y + 1;
        box.pixels += 1;
      }
    }
  }
  const largest = Math.max(width, height) * 0.05;
  const result: Component[] = [];
  let marks: Component | null = null;
  for (const box of boxes.values()) {
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
  return { components: result, inkPixels, marks };
}

const TILE = 32;

/**
 * Per tile, the grey level below which a pixel is ink: 65 % of the paper's level (its 90th percentile), and never
 * within 50 levels of it, so paper grain on a blank page is not ink.
 */
function localInkLevels(image: Gray): { levels: Uint8Array; columns: number } {
  const { width, height, gray } = image;
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const levels = new Uint8Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < columns; tx++) {
      histogram.fill(0);
      const x1 = Math.min(width, (tx + 1) * TILE);
      const y1 = Math.min(height, (ty + 1) * TILE);
      let n = 0;
      for (let y = ty * TILE; y < y1; y++) {
        for (let x = tx * TILE; x < x1; x++) {
          histogram[gray[y * width + x]!]! += 1;
          n++;
        }
      }
      let seen = 0;
      let paper = 255;
      for (let v = 0; v < 256; v++) {
        seen += histogram[v]!;
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

/** The angle in [centre − range, centre + range] whose projection of the points is the most peaked. */
function bestAngle(
  points: Array<{ x: number; y: number }>,
  bin: number,
  range: number,
  step: number,
  centre = 0,
): { angle: number; score: number } {
  let best = { angle: centre, score: -1 };
  for (let angle = centre - range; angle <= centre + range + 1e-9; angle += step) {
    const score = profileScore(points, bin, angle);
    // Ties go to the angle nearer the centre, so a page without a clear skew stays unrotated.
    if (score > best.score * 1.0001) best = { angle, score };
  }
  return best;
}

/**
 * Sum of squared bin counts of the points projected across `angle`, normalised. The bins are counted in an array
 * spanning the projections' range rather than a Map: 22 → 6 ms per page over the ~180 angles tried (Linn page,
 * 3 400 characters).
 */
function profileScore(points: Array<{ x: number; y: number }>, bin: number, angle: number): number {
  if (points.length === 0) return 0;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const keys = new Int32Array(points.length);
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const { x, y } = points[i]!;
    const key = Math.floor((-x * sin + y * cos) / bin);
    keys[i] = key;
    if (key < lowest) lowest = key;
    if (key > highest) highest = key;
  }
  const counts = new Uint32Array(highest - lowest + 1);
  for (let i = 0; i < keys.length; i++) counts[keys[i]! - lowest]! += 1;
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += counts[i]! * counts[i]!;
  return sum / (points.length * points.length);
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
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
