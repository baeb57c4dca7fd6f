/**
 * "the 171 was me standing there in my trainers. I'm 168, put that.": a writer who says a figure the text gives
 * elsewhere is wrong, and then the right one. Read as written, the pasted record's "Height: 171 cm" stands and the
 * right figure keys nothing. Here the wrong figure is written as the right one wherever else the text gives it, and
 * the remark itself is left as it was.
 */

/** "the 171 was …. I'm 168, put that" (1 the figure set aside, 2 the one to put). */
const FIGURE_RESTATED =
  /\bthe\s+(\d{2,6}(?:[.,]\d+)?)\s+(?:was|is)\b[^.\n]{0,160}[.;]\s+(?:I['’]m|I am|it['’]s|it is|make it|it should be|the right one is)\s+(\d{2,6}(?:[.,]\d+)?)(?:\s?(?:cm|kg|lbs?|in))?\s*[,–—-]\s*(?:so\s+)?(?:please\s+)?(?:put|use|write|enter)\s+(?:that|this|it)\b/giu;

export function withRestatedFiguresApplied(text: string): string {
  const restated = [...text.matchAll(FIGURE_RESTATED)];
  if (restated.length === 0) return text;
  let out = text;
  for (const m of restated) {
    const [wrong, right] = [m[1]!, m[2]!];
    if (wrong === right) continue;
    // (Everywhere but inside the remark, which says both.)
    const before = out.slice(0, out.indexOf(m[0]));
    const after = out.slice(out.indexOf(m[0]) + m[0].length);
    const figure = new RegExp(String.raw`(?<![\d.,])${wrong.replace(/[.,]/g, '\\$&')}(?![\d]|[.,]\d)`, 'g');
    out = before.replace(figure, right) + m[0] + after.replace(figure, right);
  }
  return out;
}
