/**
 * Radio buttons whose export values say nothing ("1", "2") are told apart by the words printed next to each
 * button ("Original", "Amended"). describe-fields finds those captions on the page and appends them to the
 * field's context as "Options: 1 = Original; 2 = Amended"; the mapper reads them back as the options' labels.
 * The context string is the only channel from the page text to the mapper (the two run as separate tasks).
 */
import type { Rect } from '../../src/shared/protocol.js';
import type { PageLayout } from './page-layout.js';

const OPTIONS_PREFIX = 'Options: ';
/** How far right of its button a caption may start, in points. */
const CAPTION_REACH = 36;

/** Export values that are codes rather than words: "1", "2", "A", "" — they need the printed captions. */
export function isCodedOption(value: string): boolean {
  // ("Value8", "Value81", "Choice2": an authoring tool's names for the buttons, which say nothing either.)
  return /^[\p{N}\s.-]*$/u.test(value) || /^\p{L}$/u.test(value.trim()) || /^(?:value|choice|option|opt|radio(?:button)?|button|item)_?\d+$/i.test(value.trim());
}

/** "Select one", "--", " ": entries of a list that stand for no choice. */
export function isPlaceholder(label: string): boolean {
  const t = label.trim().toLowerCase();
  return t === '' || /^[-–—_.\s]+$/.test(t) || /^(please )?(select|choose|pick)\b/.test(t) || t === 'none selected';
}

/** The words printed right of a button on its own line, nearest first; undefined when there are none. */
export function buttonCaption(layout: PageLayout, rect: Rect): string | undefined {
  const middle = rect.y + rect.height / 2;
  const right = rect.x + rect.width;
  let best: { text: string; gap: number } | undefined;
  for (const row of layout.rows) {
    if (middle < row.y0 - 2 || middle > row.y1 + 2) continue;
    for (const phrase of row.phrases) {
      const gap = phrase.x0 - right;
      if (gap < -2 || gap > CAPTION_REACH || !/\p{L}/u.test(phrase.text)) continue;
      if (!best || gap < best.gap) best = { text: phrase.text.trim(), gap };
    }
  }
  return best?.text;
}

/** "Options: 1 = Original; 2 = Amended". */
export function formatOptionCaptions(captions: { value: string; caption: string }[]): string {
  return `${OPTIONS_PREFIX}${captions.map((c) => `${c.value} = ${c.caption.replace(/[;=]/g, ' ')}`).join('; ')}`;
}

/** Whether a context already carries captions formatOptionCaptions appended. */
export function hasOptionCaptions(context: string): boolean {
  return context.includes(OPTIONS_PREFIX);
}

/** The captions appended by formatOptionCaptions, export value → caption. */
export function parseOptionCaptions(context: string): Map<string, string> {
  const out = new Map<string, string>();
  const at = context.lastIndexOf(OPTIONS_PREFIX);
  if (at < 0) return out;
  for (const pair of context.slice(at + OPTIONS_PREFIX.length).split(';')) {
    const m = pair.match(/^\s*(.*?)\s=\s(.+?)\s*$/);
    if (m) out.set(m[1]!, m[2]!);
  }
  return out;
}
