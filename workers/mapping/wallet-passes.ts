/**
 * A phone wallet's pass (Apple Wallet's .pkpass, unzipped) pasted as its pass.json: a membership card, a ticket or a
 * boarding pass, its fields in groups that say where on the card they show:
 *
 *     { "formatVersion": 1, "passTypeIdentifier": "pass.org.balticrandonneurs.member", "organizationName": "Baltic Randonneurs",
 *       "backgroundColor": "rgb(0, 122, 61)", "barcodes": [ … ],
 *       "generic": { "primaryFields": [ { "key": "member", "label": "MEMBER", "value": "KADRI-LIIS VAHER" } ],
 *                    "backFields": [ { "key": "addr", "label": "Address", "value": "Sõpruse pst 158-41\n13417 Tallinn\nEstonia" } ] } }
 *
 * Read as JSON, the issuer's name and the card's colours are values as much as the holder's, and a field's "label"
 * and "value" are keys of their own. Here the pass is what its face and back say: a line per field, "Member: Kadri-Liis
 * Vaher", its label (or its key where it has none) as the key; a value on several lines joined by commas, and a name
 * in capitals, as cards print them, given its capitals only where they start words; a label of two things over a value
 * of two ("Height / weight" over "6 ft 1 in / 190 lb") a line each. The issuer is "Organization name", and the pass's
 * codes, colours, barcode and serial number go; so does a pass its issuer voided. Each pass pasted is read. The lines stand between rules, as a part pasted into a
 * message is set off, so that what the writer says is true now wins over the card. A plain function of the text.
 */
import { pastedJson } from './json-in-text.js';
import { capitalsAsName } from './parse-compound.js';

type Record_ = Record<string, unknown>;

/** The groups of a pass's fields, in the order they show: face first, then back. */
const FIELD_GROUPS = ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'];
/** The kinds of pass, each holding its groups. */
const PASS_STYLES = ['generic', 'storeCard', 'eventTicket', 'boardingPass', 'coupon'];
/** A label or key of a person's name: "MEMBER", "Name", "Passenger", "Cardholder". */
const NAME_LABEL = /^(?:member|name|(?:member|full|holder'?s?)\s+name|passenger|cardholder|holder|guest|attendee|player|student|patron)$/i;

/** The text with each pasted pass.json read as what its card shows; the text as it is without one. */
export function withWalletPassRead(text: string): string {
  if (!/"passTypeIdentifier"/.test(text)) return text;
  let out = '';
  let rest = text;
  for (;;) {
    const block = pastedJson(rest);
    if (!block) break;
    const lines = Array.isArray(block.value) ? undefined : passLines(block.value as Record_);
    out += rest.slice(0, block.start);
    // (A pass its issuer has voided is no card of the holder's any more: the writer pastes it only to say so.)
    if (lines === 'voided') out += '---------- voided wallet pass left out ----------\n';
    else out += lines ? `---------- wallet pass ----------\n${lines.join('\n')}\n---------- end of pass ----------\n` : rest.slice(block.start, block.end);
    rest = rest.slice(block.end);
  }
  return out + rest;
}

/** A pass's lines, "Member: Kadri-Liis Vaher"; "voided" for a pass voided; undefined for JSON that is no pass. */
function passLines(pass: Record_): string[] | 'voided' | undefined {
  if (typeof pass.passTypeIdentifier !== 'string') return undefined;
  if (pass.voided === true) return 'voided';
  const style = PASS_STYLES.map((name) => pass[name]).find((value): value is Record_ => value !== null && typeof value === 'object');
  if (!style) return undefined;
  const lines: string[] = [];
  if (typeof pass.organizationName === 'string') lines.push(`Organization name: ${pass.organizationName}`);
  for (const group of FIELD_GROUPS) {
    const fields = style[group];
    if (!Array.isArray(fields)) continue;
    for (const field of fields as Record_[]) {
      if (!field || typeof field !== 'object') continue;
      const label = typeof field.label === 'string' && field.label.trim() !== '' ? field.label.trim() : String(field.key ?? '').trim();
      const value = typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value).trim() : '';
      if (label === '' || value === '') continue;
      const key = /[a-z]/.test(label) ? label : label.charAt(0) + label.slice(1).toLowerCase();
      const said = value.split(/\s*\n\s*/).filter(Boolean).join(', ');
      lines.push(...pairsOf(key, NAME_LABEL.test(label) || NAME_LABEL.test(String(field.key ?? '')) ? nameOutOfCapitals(said) : said));
    }
  }
  return lines.length > 1 ? lines : undefined;
}

/**
 * "Height / weight (for team balancing)" over "6 ft 1 in / 190 lb" → "Height: 6 ft 1 in", "Weight: 190 lb": a label of
 * two things over a value of two parts is a line each; any other one line.
 */
function pairsOf(key: string, value: string): string[] {
  const keys = key.replace(/\s*\([^()]*\)\s*$/, '').split(/\s+\/\s+/);
  const values = value.split(/\s+\/\s+/);
  if (keys.length !== 2 || values.length !== 2) return [`${key}: ${value}`];
  return keys.map((part, k) => `${part.charAt(0).toUpperCase()}${part.slice(1)}: ${values[k]}`);
}

/** "KADRI-LIIS VAHER" → "Kadri-Liis Vaher"; a name with small letters as it is. */
function nameOutOfCapitals(name: string): string {
  return /\p{Ll}/u.test(name) ? name : capitalsAsName(name);
}
