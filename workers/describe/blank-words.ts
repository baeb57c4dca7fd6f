/**
 * Fill-in-the-blank lines of legal forms ("… appoint ________ of [______], Illinois, as my attorney-in-fact"):
 * the words printed right after a blank say as much about it as the label before it. describe-fields appends
 * them to the field's context as "of ___ Illinois, as my Attorney-in-"; the mapper reads them back and looks
 * for the same words around a value in the text. The context string is the only channel from the page text to
 * the mapper (the two run as separate tasks).
 */
import type { Rect } from '../../src/shared/protocol.js';
import type { PageLayout, Phrase } from './page-layout.js';

const BLANK = ' ___ ';
/** How far right of the blank the words after it may start, in points. */
const AFTER_REACH = 40;

/** The words printed on the blank's own line right after it (they may start inside a generous box). */
export function wordsAfterBlank(layout: PageLayout, rect: Rect, label: Phrase): string | undefined {
  const row = layout.rows[label.row];
  if (!row) return undefined;
  const start = rect.x + rect.width / 2;
  const after = row.phrases.find((p) => p.x0 > label.x1 && p.x0 >= start && p.x0 <= rect.x + rect.width + AFTER_REACH && /\p{L}{2,}/u.test(p.text));
  return after?.text.trim();
}

/** "of ___ Illinois, as my Attorney-in-". */
export function formatBlank(before: string, after: string): string {
  return `${before.trim()}${BLANK}${after.trim()}`;
}

/** The words before and after the blank, from the last context part formatBlank wrote. */
export function parseBlank(context: string): { before: string; after: string } | undefined {
  const last = context.split(' / ').pop() ?? '';
  const at = last.indexOf(BLANK);
  if (at <= 0) return undefined;
  return { before: last.slice(0, at), after: last.slice(at + BLANK.length) };
}
