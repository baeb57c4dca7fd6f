/**
 * A page layout written by hand for label tests: rows of phrases given as [x0, x1, text], in the shape
 * workers/describe/page-layout.ts builds from a real text layer.
 */
import type { PageLayout, Phrase } from '../../workers/describe/page-layout.js';

export function layoutOf(rows: { y0: number; y1: number; phrases: [number, number, string][] }[]): PageLayout {
  return {
    pageNumber: 1,
    width: 612,
    height: 792,
    rows: rows.map((r, i) => {
      const phrases: Phrase[] = r.phrases.map(([x0, x1, text]) => ({ x0, x1, y0: r.y0, y1: r.y1, text, row: i }));
      return { x0: phrases[0]!.x0, x1: phrases[phrases.length - 1]!.x1, y0: r.y0, y1: r.y1, phrases, text: phrases.map((p) => p.text).join('  ') };
    }),
  };
}
