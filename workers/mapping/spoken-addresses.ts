/**
 * Addresses given piece by piece in a conversation, as a caller answers an intake worker's questions ("3120 Poole
 * Road. In Raleigh, North Carolina." / "House or apartment?" / "Apartment. Number 214." / "And the ZIP code?" /
 * "27610."): the pieces are gathered, in the order said, into whole addresses, each keyed by the question that
 * opened it ("where do you live now?", "where were you living before?", "should your mail go …?"). A ZIP code
 * answered on its own goes into its address; a unit said again mends the one before ("No, it's 241. … Apartment
 * 241.").
 * A plain function of the transcript's lines.
 */
import { STREET_TYPE } from './parse-compound.js';
import { US_STATE_NAME, isUsStateCode, usStateCode } from './us-states.js';

interface AddressDraft {
  street?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
  /** The question asked last before the address's first piece. */
  question: string;
  /** How many lines gave pieces of it. */
  lines: number;
  /**
   * Whether no line spells it out as addresses are written: its town was one named for another ("Raleigh too"),
   * or came before its street ("In Durham, also North Carolina. 905 Carver Street.").
   */
  unwritten?: boolean;
}

const STREET = new RegExp(String.raw`\b\d{1,6}\s+(?:(?:North|South|East|West|[NSEW]\.?)\s+)?(?:\p{Lu}[\p{L}'’-]*\s+){1,3}${STREET_TYPE}\b\.?`, 'u');
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d{1,7}\b/i;
/** "Apartment 241", "Apartment. Number 214", "apt 3B", "Suite 5": the unit, written as forms write it. */
const UNIT = /\b(apartment|apt|unit|suite|ste)\b\.?[,.:]?\s+(?:number\s+|no\.?\s*|#\s*)?(\d{1,5}[A-Z]?|[A-Z]\d{0,4})\b/i;
/** "In Raleigh, North Carolina", "Durham, also North Carolina", "Normal, IL": a town and its state. */
const NOT_TOWN = String.raw`(?!(?:In|At|From|To|Also|And|So|Then|Yes|No)\b)`;
const CITY_STATE = new RegExp(String.raw`\b${NOT_TOWN}(\p{Lu}\p{Ll}+(?:\s+${NOT_TOWN}\p{Lu}\p{Ll}+)?),\s+(?:also\s+)?(${US_STATE_NAME}|[A-Z]{2})\b`, 'u');
/** "Raleigh too": a town named before, and its state with it. */
const SAME_TOWN = new RegExp(String.raw`\b${NOT_TOWN}(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+too\b`, 'u');
const ZIP = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/;
/** "ZIP code: 27610", "ZIP for Durham: 27704": a ZIP code keyed by the question that asked for it. */
const ZIP_ANSWER = /^[^:]{0,30}\bzip\b[^:]{0,30}:\s*(\d{5})(?:-\d{4})?\.?$/i;

/**
 * The transcript's lines, with a "key: address" line for each address said in pieces over two lines or more, or
 * not as addresses are written ("P.O. Box 18832, Raleigh too", "In Durham, also North Carolina. 905 Carver Street").
 */
export function withAddressesAssembled(lines: string[]): string[] {
  const drafts: AddressDraft[] = [];
  let question = '';
  let current: AddressDraft | undefined;
  /** The address whose town the line before gave, and no street. */
  let townAlone: AddressDraft | undefined;
  const open = () => {
    current = { question, lines: 0 };
    drafts.push(current);
    return current;
  };
  for (const line of lines) {
    if (/\?\s*$/.test(line)) {
      question = line;
      continue;
    }
    let gave = false;
    // A town and state said before the street in the same line ("In Durham, also North Carolina. 905 Carver
    // Street.") belong with that street.
    const town = line.match(CITY_STATE);
    const state = town ? (isUsStateCode(town[2]!) ? town[2]! : usStateCode(town[2]!)) : undefined;
    if (town && state) {
      const draft = current && !current.city ? current : open();
      draft.city = town[1]!;
      draft.state = state;
      gave = true;
    }
    const same = town ? null : line.match(SAME_TOWN);
    const known = same ? drafts.find((d) => d.city === same[1]) : undefined;
    const streetMatch = line.match(STREET) ?? line.match(PO_BOX);
    const street = streetMatch?.[0];
    if (street) {
      // ("In Durham, also North Carolina" / "905 Carver Street.": or on the line before, the town alone.)
      const draft = current && !current.street && (!current.city || (town && state) || townAlone === current) ? current : open();
      draft.street = street.replace(/\.$/, '');
      // (Its town said first, on this line or an earlier one.)
      if (draft.city && (!town || (town.index ?? 0) < (streetMatch.index ?? 0))) draft.unwritten = true;
      gave = true;
    }
    if (known && current && !current.city) {
      current.city = known.city;
      current.state = known.state;
      current.unwritten = true;
      gave = true;
    }
    const unit = line.match(UNIT);
    if (unit && current) {
      const word = unit[1]!.toLowerCase();
      current.unit = `${word === 'apartment' || word === 'apt' ? 'Apt' : word === 'unit' ? 'Unit' : 'Suite'} ${unit[2]}`;
      gave = true;
    }
    const zip = line.replace(STREET, '').replace(PO_BOX, '').match(ZIP)?.[1];
    if (zip && current && (!current.zip || !street)) {
      // ("27610. Oh, wait, I said 214? No, it's 241.": the ZIP said now is this address's, the first one said.)
      current.zip ??= zip;
      gave = true;
    }
    if (gave && current) current.lines += 1;
    townAlone = town && state && !street ? current : undefined;
  }
  const whole = drafts.filter((draft) => (draft.lines >= 2 || draft.unwritten) && draft.street && draft.city && draft.state);
  // A ZIP code answered on its own ("ZIP code: 27610") is now part of its address, not a value of its own that
  // could go to another address's box.
  const taken = new Set(whole.map((draft) => draft.zip).filter((zip) => zip !== undefined));
  const out = lines.filter((line) => !(ZIP_ANSWER.test(line) && taken.has(line.match(ZIP_ANSWER)![1]!)));
  for (const draft of whole) {
    const address = [draft.street, draft.unit, draft.city, `${draft.state}${draft.zip ? ` ${draft.zip}` : ''}`].filter(Boolean).join(', ');
    out.push(`${addressKey(draft.question)}: ${address}`);
  }
  return out;
}

/** What an address is, by the question that asked for it. */
function addressKey(question: string): string {
  if (/\b(?:before|previous|prior|used to|old|moved from)\b/i.test(question)) return 'previous address';
  if (/\bmail/i.test(question)) return 'mailing address';
  return 'current home address';
}
