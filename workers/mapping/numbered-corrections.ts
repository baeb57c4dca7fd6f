/**
 * Numbered notes with a block of corrections under them that point at the notes by number:
 *
 *     5. Course: "Advanced Groundwater Flow Modeling", course no. GW-420.
 *     7. Dates: 2025-10-06 through 2025-10-09, in person. 32 duty hours.
 *     …
 *     CORRECTIONS:
 *     #5: the course number is GW-425 - GW-420 is the intro course.
 *     #7: vendor moved the session to 2025-10-20 through 2025-10-23.
 *
 * Each correction's new values are written into the note it points at, in place of the old values of the same kind
 * (a date for a date, an amount for an amount, a code for a code, "step 4" for "step 3"), so that the note and its
 * correction no longer disagree. Which old value a new one replaces: the one the correction names too ("GW-420 is the
 * intro course"), else the one said after the same word ("government price $1,840.00" for "the government price at
 * $1,765.00"), else the only one of its kind, else the old ones in order when there are as many of them as new ones.
 * The corrections stay as they are, for what they say besides.
 */

import { findTypedValues } from './detect-values.js';

/** "5. Course: …", "12) Why: …": a numbered note (1) and its text (2). */
const NUMBERED_NOTE = /^\s*(\d{1,2})[.)]\s+(\S.*)$/;
/** "#5: …", "- #10 - …", "Item 7: …", "Re #3: …": a correction pointing at a note (1), and what it says (2). */
const CORRECTION_LINE = /^\s*(?:[-*•]\s*)?(?:re:?\s*)?(?:#|item\s+#?|no\.\s*)(\d{1,2})\s*[:.)–—-]\s*(\S.*)$/i;

interface Value {
  kind: string;
  text: string;
  start: number;
}

/** "GW-425", "Q-88217", "CT-220": a code of capitals and digits with a dash. */
const CODE = /(?<![\p{L}\d-])\p{Lu}{1,5}-\d{2,}[\p{Lu}\d-]*(?![\p{L}\d])/gu;
/** "step 4", "grade 12", "level 2": a small number after the word it counts. */
const WORD_NUMBER = /\b(step|grade|level|tier|band|floor|suite|unit|apt|room)\s+(\d{1,3})\b/gi;

function valuesIn(text: string): Value[] {
  const typed = findTypedValues(text)
    .filter((t) => ['date', 'money', 'phone', 'email', 'ssn', 'ein', 'zip'].includes(t.kind))
    .map((t) => ({ kind: t.kind, text: t.text, start: t.start }));
  const codes = [...text.matchAll(CODE)].filter((m) => !typed.some((t) => t.start <= m.index! && m.index! < t.start + t.text.length)).map((m) => ({ kind: 'code', text: m[0], start: m.index! }));
  const counted = [...text.matchAll(WORD_NUMBER)].map((m) => ({ kind: `word:${m[1]!.toLowerCase()}`, text: m[2]!, start: m.index! + m[0].length - m[2]!.length }));
  return [...typed, ...codes, ...counted];
}

/** The words said just before a value: "government price" for "…; government price $1,840.00". */
function wordsBefore(text: string, start: number): Set<string> {
  return new Set((text.slice(Math.max(0, start - 40), start).toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => word !== 'the' && word !== 'and').slice(-3));
}

/** The note's text with the correction's new values written over its old ones. */
function corrected(note: string, correction: string): string {
  const old = valuesIn(note);
  const said = valuesIn(correction);
  // (A value the correction shares with the note is the old one it names, not a new one.)
  const fresh = said.filter((value) => !old.some((o) => o.text === value.text));
  const replacements = new Map<Value, string>();
  for (const kind of new Set(fresh.map((value) => value.kind))) {
    const news = fresh.filter((value) => value.kind === kind);
    const olds = old.filter((value) => value.kind === kind && !replacements.has(value));
    if (olds.length === 0) continue;
    const named = olds.filter((o) => said.some((s) => s.text === o.text));
    if (news.length === 1 && named.length === 1) {
      replacements.set(named[0]!, news[0]!.text);
      continue;
    }
    if (news.length === olds.length) {
      olds.forEach((o, i) => replacements.set(o, news[i]!.text));
      continue;
    }
    for (const value of news) {
      const before = wordsBefore(correction, value.start);
      // (The old value said after most of the same words: "government price" over "list price" for "the government
      // price at $1,765.00".)
      const shared = (o: Value) => [...wordsBefore(note, o.start)].filter((word) => before.has(word)).length;
      const open = olds.filter((o) => !replacements.has(o));
      const most = Math.max(0, ...open.map(shared));
      const sharing = open.filter((o) => shared(o) === most);
      const target = most > 0 && sharing.length === 1 ? sharing[0] : olds.length === 1 ? olds[0] : undefined;
      if (target && !replacements.has(target)) replacements.set(target, value.text);
    }
  }
  let out = note;
  for (const [value, text] of [...replacements].sort((a, b) => b[0].start - a[0].start)) out = out.slice(0, value.start) + text + out.slice(value.start + value.text.length);
  return out;
}

export function withNumberedCorrectionsApplied(text: string): string {
  const lines = text.split('\n');
  const notes = new Map<string, number>();
  const corrections: { number: string; said: string }[] = [];
  for (const [at, line] of lines.entries()) {
    const correction = line.match(CORRECTION_LINE);
    if (correction && notes.has(correction[1]!)) {
      corrections.push({ number: correction[1]!, said: correction[2]! });
      continue;
    }
    const note = line.match(NUMBERED_NOTE);
    if (note && corrections.length === 0) notes.set(note[1]!, at);
  }
  if (corrections.length === 0) return text;
  for (const { number, said } of corrections) {
    const at = notes.get(number)!;
    lines[at] = corrected(lines[at]!, said);
  }
  return lines.join('\n');
}
