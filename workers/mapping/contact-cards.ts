/**
 * A phone's contact card copied as text: each entry is a small label on a line of its own ("mobile", "home", "work",
 * "other", "birthday") with its value on the lines below it, an address taking several lines:
 *
 *     mobile
 *     (614) 555-0152
 *     home
 *     5127 Brand Rd
 *     Apt 2C
 *     Dublin OH 43017
 *
 * Read apart, the label is a key nobody would know ("home" of what?) and the address's lines are loose values. Each
 * entry becomes one keyed line naming what its value is, "mobile phone: (614) 555-0152", "home email: …", "home
 * address: 5127 Brand Rd, Apt 2C, Dublin OH 43017", so that an address the writer picks by its kind ("use the new HOME
 * address on my card") is found by that kind. A plain function of the text.
 */
import { findTypedValues } from './detect-values.js';
import { parseAddress } from './parse-compound.js';

/** The labels a phone's contacts app puts over a card's entries. */
const CARD_LABEL = /^(?:mobile|cell|iphone|main|home|work|school|other|pager|home fax|work fax|other fax|birthday|anniversary|homepage|home page)$/i;
/** Labels whose value is a date or a page, keyed by the label alone. */
const LABEL_IS_KEY = /^(?:birthday|anniversary|homepage|home page)$/i;
/** A card has a few entries; fewer labels than this over values are words of a text, not a card. */
const MIN_CARD_ENTRIES = 3;
/** An entry's value lines at most: an address with its country. */
const MAX_VALUE_LINES = 5;

/** A line that ends an entry's value: a rule or a heading of the copy ("———— Contacts › My Card ————"). */
const RULE = /^[\s\-–—=_*#›>]{3,}|[—–=]{3,}\s*$/;

/** The text with each run of a contact card's entries read as keyed lines, as described above. */
export function withContactCardsKeyed(text: string): string {
  const lines = text.split('\n');
  const isLabel = (i: number) => CARD_LABEL.test(lines[i]?.trim() ?? '') && valueLinesAt(lines, i + 1) > 0;
  const labelled = lines.map((_, i) => isLabel(i));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!labelled[i] || !inCard(labelled, lines, i)) {
      out.push(lines[i]!);
      continue;
    }
    const count = valueLinesAt(lines, i + 1, labelled);
    const values = lines.slice(i + 1, i + 1 + count).map((l) => l.trim());
    out.push(`${entryKey(lines[i]!.trim(), values)}: ${values.join(', ')}`);
    i += count;
  }
  return out.join('\n');
}

/** How many lines from `start` are an entry's value: up to a blank line, a rule, or the next label. */
function valueLinesAt(lines: readonly string[], start: number, labelled?: readonly boolean[]): number {
  let n = 0;
  while (n < MAX_VALUE_LINES && start + n < lines.length) {
    const line = lines[start + n]!.trim();
    if (line === '' || RULE.test(line) || (labelled ? labelled[start + n] : CARD_LABEL.test(line))) break;
    n++;
  }
  return n;
}

/** Whether the label at `i` is one of a card's: enough labelled entries follow one another around it. */
function inCard(labelled: readonly boolean[], lines: readonly string[], i: number): boolean {
  let first = i;
  let last = i;
  // (Entries follow one another: between two labels only the value lines of the first.)
  for (let j = i - 1; j >= 0 && lines[j]!.trim() !== '' && !RULE.test(lines[j]!); j--) if (labelled[j]) first = j;
  for (let j = i + 1; j < lines.length && lines[j]!.trim() !== '' && !RULE.test(lines[j]!); j++) if (labelled[j]) last = j;
  let entries = 0;
  for (let j = first; j <= last; j++) if (labelled[j]) entries++;
  return entries >= MIN_CARD_ENTRIES;
}

/** "home" over an e-mail address is "home email"; over a street and a town, "home address"; "mobile", "mobile phone". */
function entryKey(label: string, values: readonly string[]): string {
  if (LABEL_IS_KEY.test(label)) return label;
  const only = values.length === 1 ? kindOfWhole(values[0]!) : undefined;
  if (only === 'email') return `${label} email`;
  if (only === 'phone') return /fax$/i.test(label) ? label : `${label} phone`;
  if (parseAddress(values.join(', ')) !== undefined || values.length >= 2) return `${label} address`;
  return label;
}

/** The kind of typed value a line is when the value is all of it ("(614) 555-0152" a phone), else undefined. */
function kindOfWhole(line: string): string | undefined {
  const found = findTypedValues(line);
  return found.length === 1 && found[0]!.text.trim() === line.trim() ? found[0]!.kind : undefined;
}
