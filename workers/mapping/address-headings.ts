/**
 * Addresses under headings of their own, the way a memo sets them out (and a party's name and address under a heading
 * naming the party):
 *
 *     OLD ADDRESS (team housing -- The Foundry Lofts)
 *       1550 Market St, Apt 612
 *       Chattanooga, TN 37402
 *
 * With no colon, the heading keys nothing and the address below it is nobody's in particular; a form that asks for
 * a previous, a present and a mailing address then cannot tell them apart. The address's first line is written
 * keyed by the heading ("OLD ADDRESS: 1550 Market St, Apt 612"), so that the lines under it join it as a keyed
 * address's do. The heading's remark in brackets stays on the heading's line as it was.
 */

import { UNIT_WORDS } from './parse-compound.js';

/** "OLD ADDRESS (team housing)", "Mailing", "== PRESENT RESIDENCE ==": a short heading, no colon, no sentence. */
const HEADING = /^\s*(?:[-=*#]+\s*)?(\p{L}[\p{L}'’ /&-]{1,40}?)\s*(?:\([^()]{0,160}\))?\s*[-=*#]*\s*$/u;
/** The words of a heading over an address. */
const ADDRESS_WORD = /\b(?:address|residence|mailing|mail|home|domicile|lives?|living)\b/i;
/** "1550 Market St", "Riverside City FC, 201 W Riverfront Pkwy", "PO Box 91": a line that opens an address. */
const ADDRESS_START = /^(\s*)((?:[^,\d:]{2,60},\s*)?(?:\d{1,6}[A-Za-z]?\s+\p{L}|P\.?\s?O\.?\s+Box\s+\d))/iu;
/** "Changed: 03/01/2023", "Event Effective Date<tab>NONE": a record's field and its value, on a line of their own. */
const RECORD_FIELD = /^\s*\p{L}[^:\t\n]{0,40}(?::[ \t]+\S[^ ]*(?:\s\S+){0,2}|\t+\S[^\t]*)\s*$/u;
/** "-----------", "=====": a rule across the page, which sets a heading apart as a blank line does. */
const RULE_LINE = /^\s*[-=_*~]{3,}\s*$/;
/** "NAMED INSURED AND MAILING ADDRESS", "Name and address": a heading that announces a name before the address. */
const NAME_HEADING = /\bnamed?\b/i;
/** "OWUSU-MENSAH, ABENA S", "Dóra Kovács": a person's name alone on its line. */
const PERSON_NAME_LINE = /^\s*\p{Lu}[\p{L}'’-]+(?:,?\s+\p{Lu}[\p{L}'’-]*\.?){1,3}\s*$/u;
/** "(NEW)", "(DELETED 04/01/2025)", "(former)": a heading's remark that says whether its address is the new one or the old. */
const NEW_IN_BRACKETS = /\((?:new|current|present)\b[^()]*\)/i;
const OLD_IN_BRACKETS = /\((?:deleted|old|former|previous|prior|removed)\b[^()]*\)/i;

/**
 * The key a heading gives its address: its words, and "current" or "previous" where its remark in brackets says which
 * ("RESIDENCE PREMISES (NEW)" and "RESIDENCE PREMISES (DELETED 04/01/2025)" are two addresses a form tells apart).
 */
function headingKey(headingLine: string, words: string): string {
  if (NEW_IN_BRACKETS.test(headingLine)) return `Current ${words}`;
  if (OLD_IN_BRACKETS.test(headingLine)) return `Previous ${words}`;
  return words;
}
/**
 * How many lines under the heading its address may start on (a line saying whose it is may come first, or the names
 * of the two people a policy insures).
 */
const LINES_BEFORE_ADDRESS = 3;
const MAX_HEADING_WORDS = 5;
/** "…, AZ 85719" at a line's end: the state and ZIP code an address ends with. */
const STATE_AND_ZIP_AT_END = /[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\s*$/;
/** "Tucson, AZ 85719": an address's last line, its town, state and ZIP. */
const TOWN_LINE = new RegExp(String.raw`^\s*\p{L}[\p{L} .'’-]+,?\s+${STATE_AND_ZIP_AT_END.source}`, 'u');
/** "Unit 7", "Apt 3B", "Suite 204": an address's line of its unit. */
const UNIT_LINE = new RegExp(String.raw`^\s*(?:(?:${UNIT_WORDS})\.?|#)\s*#?\s*[\p{L}\d-]{1,6}\s*$`, 'iu');
/** How many lines after the street an address may take (a unit's line, then the town's). */
const MAX_ADDRESS_LINES = 2;

/** "STOP SERVICE", "Moving from:", "Disconnect": a heading over the address a utility's service leaves. */
const SERVICE_STOPS = /^\s*(?:[-=*#]+\s*)?(?:stop(?:ping)?|end(?:ing)?|disconnect(?:ion)?|moving|transfer(?:ring)?)\s+(?:service|from|power|gas|water|electricity)?\b[^:\n]{0,20}?(?:\s+from)?\s*:?\s*[-=*#]*\s*$|^\s*(?:stop|end|disconnect)\b[^\n]{0,20}$/i;
/** "START SERVICE", "Moving to:", "Connect": a heading over the address it moves to. */
const SERVICE_STARTS = /^\s*(?:[-=*#]+\s*)?(?:start(?:ing)?|begin(?:ning)?|connect(?:ion)?|new\s+service|moving\s+to|transfer(?:ring)?\s+to)\b[^:\n]{0,20}:?\s*[-=*#]*\s*$/i;
/** "Service address:", "Premises address:", "Service location:": the key a utility gives the place it serves. */
const SERVICE_ADDRESS_KEY = /^(\s*)(?:service|premises?|supply|installation)\s+(?:address|location)\s*:/i;

/**
 * A utility's confirmation that service moves ("STOP SERVICE" / "Service address: 4410 BURNET RD …", then "START
 * SERVICE" / "Service address: 1207 SUNDANCE PKWY …"): the two places have one key, and only the heading says which is
 * the old one. Each is keyed as the previous or the new address.
 */
export function withServiceMovesKeyed(text: string): string {
  if (!text.split('\n').some((line) => SERVICE_ADDRESS_KEY.test(line))) return text;
  let moving: 'Previous address' | 'New address' | undefined;
  return text
    .split('\n')
    .map((line) => {
      if (SERVICE_STOPS.test(line) && !SERVICE_STARTS.test(line)) moving = 'Previous address';
      else if (SERVICE_STARTS.test(line)) moving = 'New address';
      // (Another heading, "BILLING ADDRESS", ends the move's part; a blank line inside it does not.)
      else if (line.trim() !== '' && HEADING.test(line)) moving = undefined;
      return moving ? line.replace(SERVICE_ADDRESS_KEY, `$1${moving}:`) : line;
    })
    .join('\n');
}

export function withAddressHeadingsKeyed(text: string): string {
  const lines = withEuropeanAddressUnderKeyJoined(withServiceMovesKeyed(text)).split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const heading = lines[i]!.match(HEADING);
    if (!heading || heading[1]!.trim().split(/\s+/).length > MAX_HEADING_WORDS) continue;
    // (A heading stands apart: the line above it is blank, a rule across the page, the text's start, or another field of
    // a record copied off a page, "Changed: 03/01/2023" over "Mailing Address".)
    if (i > 0 && lines[i - 1]!.trim() !== '' && !RULE_LINE.test(lines[i - 1]!) && !RECORD_FIELD.test(lines[i - 1]!)) continue;
    if (!ADDRESS_WORD.test(heading[1]!)) {
      if (ROLE_HEADING.test(heading[1]!.trim())) keyNamedAddressUnderRole(lines, i, heading[1]!.trim());
      continue;
    }
    let named = false;
    for (let j = i + 1; j <= i + LINES_BEFORE_ADDRESS && j < lines.length && lines[j]!.trim() !== ''; j++) {
      // (A keyed line is its own; a lead-in that ends in a colon, "He wants USCIS mail to come to the club:", leads to
      // the address.)
      if (lines[j]!.includes(':') && !/:\s*$/.test(lines[j]!)) break;
      const start = lines[j]!.match(ADDRESS_START);
      if (!start) {
        // ("NAMED INSURED AND MAILING ADDRESS" / "OWUSU-MENSAH, ABENA S" / "PO BOX 2281": the name a heading announces.)
        // (Only the first: "DIMOU, LEANDROS" under it is whoever else the policy insures.)
        const isName = PERSON_NAME_LINE.test(lines[j]!);
        if (NAME_HEADING.test(heading[1]!) && !named && isName) lines[j] = lines[j]!.replace(/^(\s*)/, '$1Name: ');
        named ||= isName;
        continue;
      }
      // ("2250 N Campbell Ave" / "Unit 7" / "Tucson, AZ 85719": the address's lines, each on its own, are joined into
      // one value down to its town's line, as a keyed address's indented lines would be.)
      const rest: string[] = [];
      for (let k = j + 1; k < lines.length && k <= j + MAX_ADDRESS_LINES && lines[k]!.trim() !== '' && !lines[k]!.includes(':'); k++) {
        rest.push(lines[k]!.trim());
        if (TOWN_LINE.test(lines[k]!)) break;
      }
      const joined = rest.length > 0 && TOWN_LINE.test(rest[rest.length - 1]!) && rest.slice(0, -1).every((line) => UNIT_LINE.test(line));
      const key = headingKey(lines[i]!, heading[1]!.trim());
      if (key !== heading[1]!.trim()) lines[i] = lines[i]!.replace(heading[1]!.trim(), key);
      lines[j] = `${start[1]}${key}: ${[lines[j]!.trim(), ...(joined ? rest : [])].join(', ')}`;
      if (joined) lines.splice(j + 1, rest.length);
      break;
    }
  }
  return lines.join('\n');
}

/** "VENDOR", "Training provider", "SELLER": a heading that names a party, whose name and address may follow. */
const ROLE_HEADING = /^(?:(?:the\s+)?(?:training\s+)?(?:vendor|provider|school|employer|requester|seller|buyer|landlord|lessor|payee|payer|contractor|supplier))$/i;
/** "Cascadia Institute for Water Quality Training": a name alone on its line, words with capitals, no figures. */
const NAME_LINE = /^\s*(?:[-*•]\s+)?\p{Lu}[\p{L}&.,'’ -]{2,80}$/u;

/**
 * "VENDOR" / "Cascadia Institute for Water Quality Training" / "2150 NE Sandy Blvd, Suite 400, Portland, OR 97232": a
 * party's name and address under a heading naming the party. The name's line is keyed by the heading and the address's
 * lines are joined to it, as one "name and address" value; "- Capitol Fiscal Training Group, 1420 K St NW, …", both on
 * one line, is keyed as it is.
 */
function keyNamedAddressUnderRole(lines: string[], at: number, role: string): void {
  const first = lines[at + 1] ?? '';
  const bullet = /^\s*[-*•]\s+/;
  if (first.includes(':')) return;
  // ("- Capitol Fiscal Training Group, 1420 K St NW, …, DC 20005": the name and its address on one line.)
  if (ADDRESS_START.test(first.replace(bullet, '')) && STATE_AND_ZIP_AT_END.test(first) && /^\s*(?:[-*•]\s+)?\p{Lu}/u.test(first)) {
    lines[at + 1] = `${role}: ${first.replace(bullet, '').trim()}`;
    return;
  }
  if (!NAME_LINE.test(first)) return;
  const rest: string[] = [];
  for (let k = at + 2; k < lines.length && k <= at + 2 + MAX_ADDRESS_LINES && lines[k]!.trim() !== '' && !lines[k]!.includes(':'); k++) {
    rest.push(lines[k]!.trim());
    if (STATE_AND_ZIP_AT_END.test(lines[k]!)) break;
  }
  if (rest.length === 0 || !ADDRESS_START.test(rest[0]!) || !STATE_AND_ZIP_AT_END.test(rest[rest.length - 1]!)) return;
  lines[at + 1] = `${role}: ${[first.replace(bullet, '').trim(), ...rest].join(', ')}`;
  lines.splice(at + 2, rest.length);
}


/** "New address:", "My new address is:": a key that ends its line, the address on the lines under it. */
// ("… so the card and the chip still show Freiburg — that address is finished. New address:": or ending a paragraph.)
const ADDRESS_KEY_ALONE = /(?:^\s*|[.!?]\s+)(?:(?:my|our|his|her|the)\s+)?(?:new|current|present|old|previous|mailing|home)\s+address(?:\s+is)?\s*:\s*$/i;
/** "Zschochersche Straße 48a", "Rue Saint-Gilles 58": a street of Europe, its name then its number. */
const EUROPEAN_STREET_LINE = /^\s*\p{L}[\p{L}.'’ -]{2,40}\s\d{1,4}[a-z]?\s*$/u;
/** "04229 Leipzig", "B-4000 Liège": a town line, its postcode first. */
const EUROPEAN_TOWN_LINE = /^\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}[\p{L}'’ .-]{1,40}\s*$/u;

/**
 * "New address:" / "Zschochersche Straße 48a" / "Hinterhaus, 3. OG" / "04229 Leipzig": an address of Europe set out on
 * the lines under its key, joined onto the key's line ("New address: Zschochersche Straße 48a, Hinterhaus, 3. OG, 04229
 * Leipzig") as a keyed address is written.
 */
function withEuropeanAddressUnderKeyJoined(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 2; i++) {
    if (!ADDRESS_KEY_ALONE.test(lines[i]!)) continue;
    // (A blank line may set the address off under its key.)
    const from = lines[i + 1]!.trim() === '' ? i + 2 : i + 1;
    if (!EUROPEAN_STREET_LINE.test(lines[from] ?? '')) continue;
    const town = [1, 2].find((k) => EUROPEAN_TOWN_LINE.test(lines[from + k] ?? ''));
    if (town === undefined || lines.slice(from, from + town + 1).some((line) => line.trim() === '')) continue;
    lines.splice(i, from + town + 1 - i, `${lines[i]!.trimEnd()} ${lines.slice(from, from + town + 1).map((line) => line.trim()).join(', ')}`);
  }
  return lines.join('\n');
}
