/**
 * Older tax forms (the 1040 until 2010) print an amount in two boxes: the dollars, then a narrow box for the
 * cents right against it. An amount written to the dollars box is split: "$68,450.00" is "68,450" and "00",
 * "$312.47" is "312" and "47"; "$2,100" leaves the cents box alone. The cents box has no label of its own.
 */
import type { Chosen } from './assign-values.js';
import type { FieldProfile } from './field-profile.js';

const AMOUNT = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?$/;

/** The narrow box right against a field on its line (at most 3 characters, less than half its width), if any. */
function centsBoxOf(profiles: FieldProfile[], dollars: FieldProfile): FieldProfile | undefined {
  const box = dollars.field.position;
  return profiles.find((p) => {
    const at = p.field.position;
    return (
      p !== dollars &&
      p.field.type === 'text' &&
      !p.field.readonly &&
      p.field.page === dollars.field.page &&
      Math.abs(at.y - box.y) <= 1.5 &&
      Math.abs(at.x - (box.x + box.width)) <= 2 &&
      at.width < box.width / 2 &&
      at.width <= 30 &&
      (p.field.textMaxLength === null || p.field.textMaxLength <= 3)
    );
  });
}

/** A field with a cents box beside it asks for an amount, whatever its label says ("Unemployment compensation"). */
export function markAmountFields(profiles: FieldProfile[]): void {
  for (const profile of profiles) {
    if (profile.field.type === 'text' && centsBoxOf(profiles, profile)) profile.amountBox = true;
  }
}

export function splitDollarsAndCents(profiles: FieldProfile[], chosen: Chosen[]): void {
  const taken = new Set(chosen.map((c) => c.field));
  for (const c of [...chosen]) {
    if (typeof c.value !== 'string' || c.part) continue;
    const m = c.value.trim().match(AMOUNT);
    if (!m) continue;
    const cents = centsBoxOf(profiles, profiles[c.field]!);
    if (!cents || taken.has(cents.index)) continue;
    c.value = m[1]!;
    // "$2,100" gives no cents: their box stays as the filer would leave it.
    if (m[2] === undefined) continue;
    chosen.push({ ...c, field: cents.index, value: m[2], part: true, reasoning: `${c.reasoning} The cents go in the box beside the dollars.` });
    taken.add(cents.index);
  }
  chosen.sort((a, b) => a.field - b.field);
}
