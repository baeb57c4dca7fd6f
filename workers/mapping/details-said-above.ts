/**
 * A keyed note that points at details given elsewhere in the text instead of repeating them:
 *
 *     Questions? Contact the Registration Desk
 *     Dana Whitlock, Conference Registrar
 *     registration@wafhm.example.org | 208-555-0164
 *     …
 *     - Vendor phone/email/website/point of contact = the registration desk info above (Dana).
 *
 * The keys are each given the detail of their kind from the block the note names (the lines from the one that says
 * "Registration Desk" to the next blank line): "Vendor phone: 208-555-0164", "Vendor email: registration@…", "Vendor
 * point of contact: Dana Whitlock". A key the block has no detail for is left out. A plain function of the text.
 */
import { findTypedValues } from './detect-values.js';
import { parsePersonName } from './parse-compound.js';

/** "- Vendor phone/email = the registration desk info above (Dana).": the keys (2), the block's words (3), where (4), a name (5). */
const POINTED_AT = /^(\s*(?:[-*•]\s+)?)([^:=\n]{2,80}?)\s*[:=]\s*(?:the\s+)?(\p{L}[\p{L} ]{2,40}?)(?:['’]s)?\s+(?:info|information|details|contact\s+info|contact\s+details)\s+(above|below)\b(?:\s*\(([^()\n]{1,30})\))?\s*[.!]?\s*$/iu;
/** The most lines of a block after the line that names it. */
const BLOCK_LINES = 6;
/** "Dana Whitlock, Conference Registrar", "Dana Whitlock": a person's name opening a line. */
const NAME_OPENING_LINE = /^\s*(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3})\s*(?:,|$|\s[-–—|]\s)/u;
const WEBSITE = /\b(?:https?:\/\/|www\.)[^\s|,;]+/i;

export function withDetailsSaidAboveFilled(text: string): string {
  const lines = text.split('\n');
  let changed = false;
  const out = lines.map((line, at) => {
    const copied = valueCopied(line, lines);
    if (copied !== line) {
      changed = true;
      return copied;
    }
    const m = line.match(POINTED_AT);
    if (!m) return line;
    const [, lead, keys, named, where, hint] = m as unknown as [string, string, string, string, string, string | undefined];
    const block = blockNamed(lines, at, named, where.toLowerCase() === 'above');
    if (!block) return line;
    const details = detailsOf(block, hint);
    const keyed = keyParts(keys).flatMap((key) => {
      const value = details[kindOfKey(key) ?? ''];
      return value ? [`${lead}${key}: ${value}`] : [];
    });
    if (keyed.length === 0) return line;
    changed = true;
    return keyed.join('\n');
  });
  return changed ? out.join('\n') : text;
}

/**
 * "Line 1 = the LLC's legal name exactly as Stripe has it.": a keyed note whose value is another key's, as a pasted
 * record gives it ("Legal business name          Marrow Creek Ceramics LLC"). The key gets that value; the line is as
 * it was where no line of the text is keyed by the words named.
 */
function valueCopied(line: string, lines: string[]): string {
  const m = line.match(VALUE_AS_SOURCE_HAS_IT);
  if (!m) return line;
  const words = m[3]!.toLowerCase().split(/\s+/);
  const source = lines.find((other) => {
    const keyed = other.match(RECORD_LINE);
    return keyed !== null && other !== line && words.every((word) => keyed[1]!.toLowerCase().split(/\s+/).includes(word));
  });
  const value = source?.match(RECORD_LINE)?.[2]?.trim();
  return value ? `${m[1]}${m[2]}: ${value}` : line;
}
/** "- Line 1 = the LLC's legal name exactly as Stripe has it.": the lead (1), the key (2), the words of the key named (3). */
const VALUE_AS_SOURCE_HAS_IT = /^(\s*(?:[-*•]\s+)?)([^:=\n]{2,60}?)\s*[:=]\s*(?:the|our|my|his|her|their)\s+(?:\p{L}+['’]s\s+)?((?:(?!exactly\b)\p{Ll}+\s+){0,3}(?!exactly\b)\p{Ll}+)\s+(?:exactly\s+)?as\s+(?:(?:it\s+)?(?:is\s+|appears\s+)?(?:shown\s+|written\s+)?(?:on|in)\s+(?:the\s+)?\p{L}+|\p{Lu}\p{L}+\s+(?:has|shows)\s+it)\s*[.!]?\s*$/u;
/** "Legal business name          Marrow Creek Ceramics LLC", "Legal name: …": a record's key (1) and value (2). */
const RECORD_LINE = /^\s*(\p{L}[\p{L} ()/-]{1,40}?)(?:\s*:\s*|\s{3,}|\t+)(\S.*)$/u;

/** The lines from the one that names the block (its words in any case) to the next blank line. */
function blockNamed(lines: string[], at: number, named: string, above: boolean): string[] | undefined {
  const words = named.toLowerCase().split(/\s+/);
  const names = (line: string) => words.every((word) => line.toLowerCase().includes(word));
  const start = above ? lines.slice(0, at).findLastIndex(names) : lines.findIndex((line, i) => i > at && names(line));
  if (start < 0) return undefined;
  const block: string[] = [];
  for (const line of lines.slice(start, start + 1 + BLOCK_LINES)) {
    if (line.trim() === '' && block.length > 0) break;
    block.push(line);
  }
  return block;
}

function detailsOf(block: string[], hint: string | undefined): Record<string, string> {
  const details: Record<string, string> = {};
  for (const line of block) {
    for (const typed of findTypedValues(line)) {
      if ((typed.kind === 'phone' || typed.kind === 'email') && details[typed.kind] === undefined) details[typed.kind] = typed.text;
    }
    const website = line.match(WEBSITE)?.[0];
    if (website && details.website === undefined && !website.includes('@')) details.website = website;
    const name = line.match(NAME_OPENING_LINE)?.[1];
    const person = name ? parsePersonName(name) : undefined;
    // (The name in brackets after the pointer, "(Dana)", says whose: the person of that first name.)
    if (person && details.person === undefined && (hint === undefined || hint.trim().split(/\s+/)[0] === person.first)) details.person = person.full;
  }
  return details;
}

/** "Vendor phone/email/website/point of contact" → "Vendor phone", "Vendor email", "Vendor website", "Vendor point of contact". */
function keyParts(keys: string): string[] {
  const parts = keys.split(/\s*(?:\/|,|\band\b|&)\s*/).map((part) => part.trim()).filter((part) => part !== '');
  // (The first part's word before its kind, "Vendor" of "Vendor phone", heads the others.)
  const [head = '', ...kind] = parts[0]!.split(/\s+/);
  if (kind.length === 0 || !kindOfKey(kind.join(' '))) return parts;
  return parts.map((part, i) => (i > 0 && !part.startsWith(head) ? `${head} ${part}` : part));
}

function kindOfKey(key: string): string | undefined {
  if (/\b(?:phone|tel|telephone|number)\b/i.test(key)) return 'phone';
  if (/\be-?mail\b/i.test(key)) return 'email';
  if (/\b(?:website|web\s*site|url|site)\b/i.test(key)) return 'website';
  if (/\b(?:contact|poc|person|name)\b/i.test(key)) return 'person';
  return undefined;
}
