/**
 * "Put the totals in the "c. Total" lines for direct and indirect costs (just add each side up)": a writer who asks for
 * a form's total lines to be worked out. A total line lettered after its items ("a. Tuition and Fees", "b. Books &
 * Material Costs", "c. Total") is the sum of the amounts given to the lettered boxes above it in its column. Only when
 * the text asks: a total the text does not state or ask for is left for the office to work out, as most writers
 * expect.
 */
import type { FieldProfile } from './field-profile.js';

/** "put the totals in …", "add each side up", "fill in the totals": the writer asks for totals to be worked out. */
const TOTALS_ASKED = /\b(?:put|fill(?:\s+in)?|enter|write|work\s+out|do)\s+(?:in\s+)?(?:the\s+)?totals?\b|\badd\s+(?:each|both|the)\s+(?:side|column|section)s?\s+up\b|\badd\s+up\s+(?:each|both)\s+(?:side|column|section)s?\b/i;
/** "c. Total": a lettered line that is a total (1 its letter). */
const TOTAL_LINE = /^\s*([b-h])[.)]\s*total\b/i;
/** "a. Tuition and Fees Amount": a lettered line (1 its letter). */
const LETTERED_LINE = /^\s*([a-h])[.)]\s/i;
/** "$1,650.00", "92.50": an amount as a box holds it. */
const AMOUNT = /^\s*\$?\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?\s*$/;

/** A value given to a box: its index and what it holds. */
export interface GivenValue {
  field: number;
  value: string | boolean;
}

/**
 * The totals the text asks for: for each empty total line whose lettered items above it in its column hold amounts,
 * their sum, written as they are (cents when any item has them).
 */
export function totalsAskedFor(profiles: FieldProfile[], labels: ReadonlyMap<number, string>, given: readonly GivenValue[], sentences: readonly string[]): GivenValue[] {
  if (!sentences.some((s) => TOTALS_ASKED.test(s))) return [];
  const valueOf = new Map(given.map((g) => [g.field, g.value]));
  const out: GivenValue[] = [];
  for (const total of profiles) {
    const letter = labels.get(total.index)?.match(TOTAL_LINE)?.[1]?.toLowerCase();
    if (letter === undefined || total.field.type !== 'text' || valueOf.has(total.index)) continue;
    const items = itemsAbove(total, letter, profiles, labels);
    const amounts = items.map((item) => valueOf.get(item.index)).filter((v): v is string => typeof v === 'string' && AMOUNT.test(v));
    if (amounts.length === 0) continue;
    const cents = amounts.reduce((sum, amount) => sum + centsOf(amount), 0);
    const withCents = amounts.some((a) => /\.\d{2}\s*$/.test(a));
    const withCommas = amounts.some((a) => a.includes(','));
    const whole = Math.floor(cents / 100);
    const dollars = withCommas ? whole.toLocaleString('en-US') : String(whole);
    out.push({ field: total.index, value: withCents ? `${dollars}.${String(cents % 100).padStart(2, '0')}` : dollars });
  }
  return out;
}

/** The boxes lettered before the total's letter, each the nearest one of its letter above the total in its column. */
function itemsAbove(total: FieldProfile, letter: string, profiles: FieldProfile[], labels: ReadonlyMap<number, string>): FieldProfile[] {
  const t = total.field.position;
  const inColumn = (p: FieldProfile) => {
    const r = p.field.position;
    return p.field.page === total.field.page && p.field.type === 'text' && r.y < t.y && Math.min(r.x + r.width, t.x + t.width) - Math.max(r.x, t.x) > Math.min(r.width, t.width) / 2;
  };
  const items: FieldProfile[] = [];
  for (let code = 'a'.charCodeAt(0); code < letter.charCodeAt(0); code++) {
    const want = String.fromCharCode(code);
    const nearest = profiles
      .filter((p) => inColumn(p) && labels.get(p.index)?.match(LETTERED_LINE)?.[1]?.toLowerCase() === want)
      .sort((a, b) => b.field.position.y - a.field.position.y)[0];
    if (nearest) items.push(nearest);
  }
  return items;
}

function centsOf(amount: string): number {
  const [, dollars, cents] = amount.match(AMOUNT)!;
  return Number(dollars!.replace(/,/g, '')) * 100 + Number(cents ?? 0);
}
