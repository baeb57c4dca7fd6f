/**
 * A number printed one digit per box: the SF-424's "CFDA Number" as five boxes (cfda.1 … cfda.5, about ten
 * points wide each, no max length), a code or a year in boxes of one character. No box can hold the number,
 * so each candidate for one of them scores as too long and the row stays empty; read as one field, the row
 * takes a value of exactly its count of digits ("11.463" → 1, 1, 4, 6, 3), the printed dot between the boxes
 * left out. Plain functions: finding the rows, and choosing and spreading a value over each.
 */
import type { Chosen } from './assign-values.js';
import type { FieldProfile } from './field-profile.js';
import { digitsOf } from './format-value.js';
import type { Candidate } from './key-match.js';

/** Wider than this, a box without a max length holds more than one character (points). */
const ONE_CHARACTER_WIDTH = 14;
/** Boxes further apart than this are not one row (points: a printed dot or hyphen may sit between them). */
const MAX_GAP = 12;
/** Fewer boxes than this are no number's row. */
const MIN_BOXES = 3;

function isOneCharacterBox(p: FieldProfile): boolean {
  if (p.field.type !== 'text') return false;
  const max = p.field.textMaxLength;
  return max === 1 || ((max === undefined || max === null) && p.field.position.width <= ONE_CHARACTER_WIDTH);
}

/** Rows of one-character boxes under one parent name, left to right, on one line. */
export function digitBoxRows(profiles: FieldProfile[]): FieldProfile[][] {
  const byParent = new Map<string, FieldProfile[]>();
  for (const p of profiles) {
    if (p.parent === '' || !isOneCharacterBox(p)) continue;
    byParent.set(`${p.field.page}\u0000${p.parent}`, [...(byParent.get(`${p.field.page}\u0000${p.parent}`) ?? []), p]);
  }
  const rows: FieldProfile[][] = [];
  for (const members of byParent.values()) {
    members.sort((a, b) => a.field.position.x - b.field.position.x);
    const line = members[0]!.field.position;
    const sameLine = members.every((m) => Math.abs(m.field.position.y - line.y) < line.height / 2);
    const close = members.every((m, i) => i === 0 || m.field.position.x - (members[i - 1]!.field.position.x + members[i - 1]!.field.position.width) <= MAX_GAP);
    if (members.length >= MIN_BOXES && sameLine && close) rows.push(members);
  }
  return rows;
}

/** A value that is a number and nothing else ("11.463", "2025", "04-17"): its digits, else undefined. */
function numberDigits(value: string | boolean): string | undefined {
  if (typeof value !== 'string' || !/^[\d\s./-]+$/.test(value.trim())) return undefined;
  return digitsOf(value);
}

/**
 * For each row, the best candidate of any of its boxes whose digits fill the row exactly, if it passes the
 * threshold: one digit per box, in order.
 */
export function spreadDigitsOverRows(rows: FieldProfile[][], candidates: Candidate[], threshold: number): Chosen[] {
  const chosen: Chosen[] = [];
  for (const row of rows) {
    const members = new Set(row.map((p) => p.index));
    const best = candidates
      .filter((c) => members.has(c.field) && c.score >= threshold && numberDigits(c.value)?.length === row.length)
      .sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    const digits = numberDigits(best.value)!;
    row.forEach((p, i) => chosen.push({ ...best, field: p.index, value: digits[i]!, part: true, reasoning: `${best.reasoning} One digit per box over ${row.length} boxes; this box holds digit ${i + 1}.` }));
  }
  return chosen;
}
