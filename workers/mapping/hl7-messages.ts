/**
 * HL7 version 2 messages pasted from a hospital's interface engine (Mirth, Rhapsody, Cloverleaf …):
 *
 *     MSH|^~\&|EPIC|UZL_ADT|MIRTH|REVA_PEDAL|20251008151230||ADT^A08^ADT_A01|MSG00902214|P|2.5.1
 *     PID|1||2209871133^^^UZL^MR||VERMEULEN^Anneleen^Marie^^^^L||19850714|F|||Naamsestraat 112^bus 3^Leuven^^3000^BEL^H~…
 *     NK1|1|PEETERS^Bram^^^^^L|SPO^Spouse^HL70063|…
 *     OBX|1|NM|8302-2^Body height^LN||1.71|m^meter^UCUM|||||F
 *
 * Read as the patient's values in lines a form's words key ("Last name: Vermeulen", "Height: 1.71 m"): of several
 * messages about one patient, a later one's values over an earlier one's (an A08 update after the A04 registration),
 * an address the message flags as bad (type BA) never, the next of kin's name and relationship keyed as theirs and
 * nothing else of theirs. The segments' other fields (message ids, routing, visit numbers) say nothing a form asks.
 * A plain function of the text.
 */
import { countryOfCode } from './country-codes.js';
import { capitalsAsName } from './parse-compound.js';

/** A message's header segment, with HL7's usual encoding characters. */
const HEADER = /^MSH\|\^~\\&\|/;
/** A segment line: three capitals or digits, then the field separator. */
const SEGMENT = /^[A-Z][A-Z0-9]{2}\|/;

/** UCUM's bracketed customary units, as people write them ("[in_i]" is inches, "[lb_av]" pounds). */
const UCUM_UNITS: Record<string, string> = { '[in_i]': 'in', '[in_us]': 'in', '[ft_i]': 'ft', '[lb_av]': 'lb', '[oz_av]': 'oz' };
/** ISO 639 codes of languages, two letters or three, as their English names. */
const LANGUAGES: Record<string, string> = {
  en: 'English', eng: 'English', fr: 'French', fre: 'French', fra: 'French', nl: 'Dutch', dut: 'Dutch', nld: 'Dutch', de: 'German',
  ger: 'German', deu: 'German', zh: 'Chinese', chi: 'Chinese', zho: 'Chinese', es: 'Spanish', spa: 'Spanish', it: 'Italian',
  ita: 'Italian', pt: 'Portuguese', por: 'Portuguese', ar: 'Arabic', ara: 'Arabic', tr: 'Turkish', tur: 'Turkish', pl: 'Polish', pol: 'Polish',
};

/** HL7 table 0001: administrative sex. */
// (U, unknown, says nothing.)
const SEX: Record<string, string> = { F: 'Female', M: 'Male', X: 'Non-binary', O: 'Other' };
/** HL7 table 0190: address types a patient lives or gets mail at, best first (H home, M mailing, C current). */
const LIVED_AT = ['H', 'C', 'P', 'M', ''];
/** HL7 table 0201: telecommunication use codes, as the key of each number. */
const PHONE_USE: Record<string, string> = { PRN: 'Home phone', WPN: 'Work phone', ORN: 'Other phone', NET: 'Email', EMR: 'Emergency phone' };
/** HL7 table 0202: equipment types, where the use code alone does not say it is a mobile. */
const MOBILE = /^(?:CP|BP)$/;

interface Message {
  stamp: string;
  lines: Map<string, string>;
  /** The segment each key's value came from ("PID", "NK1", "OBX"). */
  segmentOf: Map<string, string>;
}

/** Segments a later message sends whole: its patient record and next of kin replace the earlier ones, every value. */
const SENT_WHOLE = new Set(['PID', 'NK1']);

/** The text with each run of HL7 v2 messages read as its patient's keyed lines; the text as it is without one. */
export function withHl7MessagesRead(text: string): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => HEADER.test(line.trim()));
  if (first < 0) return text;
  const messages: Message[] = [];
  const taken = new Set<number>();
  let current: Message | undefined;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (HEADER.test(line)) {
      current = { stamp: line.split('|')[6] ?? '', lines: new Map(), segmentOf: new Map() };
      messages.push(current);
    } else if (!current || !SEGMENT.test(line)) {
      if (line !== '') current = undefined;
      continue;
    }
    taken.add(i);
    for (const [key, value] of segmentValues(line)) {
      current.lines.set(key, value);
      current.segmentOf.set(key, line.slice(0, 3));
    }
  }
  // (Sorted by the header's stamp: a message pasted out of order is still read before a later one.)
  messages.sort((a, b) => a.stamp.localeCompare(b.stamp));
  const merged = new Map<string, string>();
  const mergedFrom = new Map<string, string>();
  for (const message of messages) {
    // A later message's patient record replaces an earlier one's whole: its address and phones, where the earlier had
    // others (an observation only where it measures the same thing again).
    const sent = new Set(message.segmentOf.values());
    for (const [key, segment] of [...mergedFrom]) {
      if (SENT_WHOLE.has(segment) && sent.has(segment)) {
        merged.delete(key);
        mergedFrom.delete(key);
      }
    }
    for (const [key, value] of message.lines) {
      merged.set(key, value);
      mergedFrom.set(key, message.segmentOf.get(key)!);
    }
  }
  const read = [...merged].map(([key, value]) => `${key}: ${value}`);
  const at = [...taken][0]!;
  return [...lines.slice(0, at).filter((_, i) => !taken.has(i)), ...read, ...lines.slice(at).filter((_, i) => !taken.has(i + at))].join('\n');
}

/** A segment's values a form may ask for, keyed in the form's words. */
function segmentValues(line: string): [string, string][] {
  const fields = line.split('|');
  const field = (n: number) => fields[n] ?? '';
  switch (fields[0]) {
    case 'PID':
      return [...personName(field(5)), ...dateOfBirth(field(7)), ...sex(field(8)), ...address(field(11)), ...phones(field(13)), ...phones(field(14), 'Work phone')];
    case 'NK1': {
      const [family = '', given = ''] = field(2).split('^');
      const relation = field(3).split('^')[1] ?? '';
      const name = [given, family].filter((part) => part !== '').map(written).join(' ');
      return name === '' ? [] : [['Next of kin name', name], ...(relation !== '' ? [['Next of kin relationship', relation] as [string, string]] : [])];
    }
    case 'OBX': {
      const name = field(3).split('^')[1] ?? '';
      const code = field(6).split('^')[0] ?? '';
      const unit = UCUM_UNITS[code] ?? code;
      // ("LANG-SPOKEN^Languages spoken^L||NL~FR~EN": a list of language codes, as their names.)
      if (/\blanguages?\b/i.test(name)) {
        const names = field(5).split(/[~,^]/).map((c) => LANGUAGES[c.trim().toLowerCase()]).filter((n): n is string => n !== undefined);
        return names.length > 0 ? [['Languages spoken', names.join(', ')]] : [];
      }
      const measure = /\bheight\b/i.test(name) ? 'Height' : /\bweight\b/i.test(name) ? 'Weight' : undefined;
      return measure && /^\d+(?:\.\d+)?$/.test(field(5).trim()) ? [[measure, `${field(5).trim()}${unit !== '' ? ` ${unit}` : ''}`]] : [];
    }
    case 'AL1': {
      const allergen = field(3).split('^').find((part) => /\p{L}/u.test(part));
      return allergen ? [['Allergies', allergen]] : [];
    }
    default:
      return [];
  }
}

/** "VERMEULEN^Anneleen^Marie^^^^L": family, given, middle; a name in capitals written as a name. */
function personName(xpn: string): [string, string][] {
  const [family = '', given = '', middle = ''] = xpn.split('~')[0]!.split('^');
  return [['Last name', written(family)], ['First name', written(given)], ['Middle name', written(middle)]].filter((pair): pair is [string, string] => pair[1] !== '');
}

function written(part: string): string {
  return /\p{Ll}/u.test(part) ? part.trim() : capitalsAsName(part.trim());
}

/** "19850714" → "1985-07-14". */
function dateOfBirth(ts: string): [string, string][] {
  const m = ts.match(/^(\d{4})(\d{2})(\d{2})/);
  return m ? [['Date of birth', `${m[1]}-${m[2]}-${m[3]}`]] : [];
}

function sex(code: string): [string, string][] {
  const said = SEX[code.trim().toUpperCase()];
  return said ? [['Sex', said]] : [];
}

/** The address the patient lives at, of the repeats of PID-11: home first, one flagged bad (BA, BDL) never. */
function address(xad: string): [string, string][] {
  const repeats = xad.split('~').map((repeat) => repeat.split('^')).filter((parts) => (parts[0] ?? '') !== '');
  const lived = LIVED_AT.map((type) => repeats.find((parts) => (parts[6] ?? '') === type)).find((parts) => parts !== undefined);
  if (!lived) return [];
  const [street = '', other = '', city = '', state = '', zip = '', country = ''] = lived;
  const pairs: [string, string][] = [['Address', street], ['Address line 2', other], ['City', city], ['State', state], ['Postcode', zip], ['Country', countryOfCode(country)]];
  // ("KORTRIJKSESTEENWEG 212^BUS 3^GENT": an address in capitals written as words are.)
  return pairs.filter((pair) => pair[1].trim() !== '').map(([key, value]) => [key, key === 'State' || /\p{Ll}/u.test(value) ? value : capitalsAsName(value)]);
}

/** "+3216550147^PRN^PH~+32478550219^PRN^CP": each number keyed by its use, a mobile as one. */
function phones(xtn: string, plain?: string): [string, string][] {
  return xtn.split('~').flatMap((repeat): [string, string][] => {
    const [number = '', use = '', equipment = ''] = repeat.split('^');
    if (number.trim() === '') return [];
    const key = MOBILE.test(equipment) ? 'Mobile phone' : (plain ?? PHONE_USE[use] ?? 'Phone');
    return [[key, number.trim()]];
  });
}
