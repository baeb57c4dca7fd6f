/**
 * Driver's licences and ID cards scanned from their PDF417 barcode, the raw AAMVA text pasted as the text:
 *
 *     @
 *     ANSI 636035090002DL00410278ZI03190008DL
 *     DAQS55270138841
 *     DCSSZYMANSKI
 *     DACDEREK
 *     DADANTON
 *     DBB03141986
 *     DAG2216 W MONROE ST
 *     DAISPRINGFIELD
 *     DAJIL
 *     DAK627040000
 *
 * Read as written, each element is its three-letter code glued to its value. Here each scan becomes "key: value" lines
 * (AAMVA DL/ID Card Design Standard's element IDs): the name in reading order and normal capitals ("Derek Anton
 * Szymanski"), the licence number, the address with its ZIP cut to five digits when the rest is zeros, and the birth
 * date (the card's sex, eyes and height are left out: forms that take a licence as proof of identity do not ask them,
 * and a role's "sex" would only meet the role's other boxes). A licence's address the notes call old ("Her licence
 * address is old, she moved: …") goes, so the one they give stands. When the writer's notes give a scan a role ("seller = Gail (scan 2)", "buyer is Derek"), its
 * lines are keyed by that role ("seller name: …", "seller driver's license number: …") and the note names the whole
 * person; a scan no role is given, where others are, is no party's and goes ("scanned by mistake"). Without any role,
 * each scan is written as a block of its own.
 */

import { usDateOfYearFirst } from './format-value.js';
import { escapeRegExp } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** "ANSI 636035090002DL…", "AAMVA6360…": a scan's header (the issuer's number after it). */
// (The header's control characters, a record separator and a carriage return, may open the line.)
const HEADER = /^[\s\u001e]*(?:@[\s\u001e]*)?(?:ANSI|AAMVA)\s?\d{6}/;
/** "DAQS55270138841": an element, its ID and its value. */
const ELEMENT = /^(D[A-Z]{2})(.*)$/;
/** "--- scan 2  08/09/2025 14:03:55 ---": a line the reader app writes between scans. */
const SCAN_HEADING = /^\s*-{2,}\s*scan\s*(\d+)\b.*-{2,}\s*$/i;
/** "Her licence address is old", "the license address is out of date", "she moved": the card's address is not hers now. */
// ("Dan's licence still shows the Golf Rd apartment … he lives in Palatine now": or said to show an old one.)
const LICENCE_ADDRESS_OLD = /\blicen[cs]e\s+address\s+(?:is|was)\s+(?:old|outdated|out\s+of\s+date|stale|wrong|not\s+current)\b|\b(?:she|he|they)\s+(?:has\s+|have\s+)?moved\b|\blicen[cs]e\s+still\s+(?:shows|has|lists)\b|\b(?:she|he|they)\s+(?:lives?|is\s+living|are\s+living)\s+in\s+\p{Lu}[\p{L} ]*\s+now\b/iu;
const ROLES = String.raw`seller|buyer|purchaser|transferor|transferee|principal|attorney-in-fact|attorney in fact|successor agent|agent|witness|applicant|owner|tenant|landlord|borrower|lender|grantor|grantee`;
/** "he's on the purchase side, not on the POA at all", "she's not part of the sale": a scan of no party to the form. */
const NO_PARTY = /\bnot\s+(?:on\s+the\s+(?:POA|form|deed|document)|part\s+of\s+(?:the\s+)?(?:sale|deal|POA|form)|a\s+party|party\s+to)\b/i;

interface Scan {
  number: number;
  lines: Map<string, string>;
  /** The reader app's or the writer's remark under the scan: "(scanned by mistake - …)". */
  remark: string[];
  first: string;
  from: number;
  to: number;
}

export function withLicenceScansRead(text: string): string {
  const lines = text.split(/\r?\n/);
  const scans = scansOf(lines);
  if (scans.length === 0) return text;
  const rest = lines.filter((_, k) => !scans.some((scan) => k >= scan.from && k < scan.to));
  const notes = rest.join('\n');
  // ("seller = Gail (scan 2)", "buyer = Derek (scan 1)", "Derek is the buyer": the role each scan's person has.)
  const roles = new Map<Scan, string>();
  const dropped = new Set<Scan>();
  for (const scan of scans) {
    const first = escapeRegExp(scan.first);
    // ("Scan 2 = her brother Dan, the attorney-in-fact": or the scan's number, then who they are.)
    const said = new RegExp(String.raw`\b(${ROLES})\s*(?:=|:|is|was)\s*${first}\b(?:\s*\(scan\s*${scan.number}\))?|\b${first}\s*(?:\(scan\s*${scan.number}\)\s*)?(?:=|is|was)\s*(?:the\s+)?(${ROLES})\b|\b(${ROLES})\s*(?:=|:|is)\s*(?:the\s+)?scan\s*${scan.number}\b|\bscan\s*${scan.number}\s*(?:=|:|is)\s*[^.;\n]{0,40}?\b(${ROLES})\b`, 'i').exec(notes);
    if (said) roles.set(scan, said.slice(1).find((role) => role !== undefined)!.toLowerCase().replace(/\s+in\s+fact$/, '-in-fact'));
    // (What the notes say of the scan runs to the next scan they name, or the end of the line.)
    const saidOfScan = notes.match(new RegExp(String.raw`\bscan\s*${scan.number}\b(?:(?!\bscan\s*\d)[^\n]){0,200}`, 'i'))?.[0] ?? '';
    if (NO_PARTY.test(saidOfScan) || scan.remark.some((remark) => NO_PARTY.test(remark))) dropped.add(scan);
  }
  for (const scan of dropped) roles.delete(scan);
  // ("seller: Gail … Her licence address is old, she moved: …": the note's line names the person or the role.)
  for (const line of rest) {
    if (!LICENCE_ADDRESS_OLD.test(line)) continue;
    // ("Dan's licence …" of Daniel: a short form of the first name counts.)
    for (const scan of scans) if (new RegExp(String.raw`\b(?:${escapeRegExp(scan.first.slice(0, 3))}\p{L}*|${escapeRegExp(roles.get(scan) ?? '\u0000')})\b`, 'iu').test(line)) scan.lines.delete('address');
  }
  const out: string[] = [];
  for (const scan of scans) {
    const role = roles.get(scan);
    if ((roles.size > 0 && role === undefined) || dropped.has(scan)) continue;
    out.push(...[...scan.lines].map(([key, value]) => `${role ? `${role} ` : ''}${key}: ${value}`), '');
  }
  // (The note's "seller = Gail (scan 2)" names the person whole, as the scan does.)
  let written = rest.join('\n');
  for (const [scan, role] of roles) {
    written = written.replace(new RegExp(String.raw`\b${escapeRegExp(role)}\s*(?:=|:)\s*${escapeRegExp(scan.first)}\s*\(scan\s*${scan.number}\)`, 'i'), `${role}: ${scan.lines.get('name')}`);
  }
  // (The lines above the first scan are all kept, so the scans' lines go where the first one stood.)
  const kept = written.split('\n');
  const before = scans[0]!.from;
  return [...kept.slice(0, before), ...out, ...kept.slice(before)].join('\n');
}

/** The scans of the text, each from its heading (or header) to the end of its elements and its remarks. */
function scansOf(lines: string[]): Scan[] {
  const scans: Scan[] = [];
  for (let at = 0; at < lines.length; at++) {
    if (!HEADER.test(lines[at]!)) continue;
    let from = at;
    if (at > 0 && lines[at - 1]!.trim() === '@') from = at - 1;
    if (from > 0 && SCAN_HEADING.test(lines[from - 1]!)) from--;
    const number = Number(lines[from]!.match(SCAN_HEADING)?.[1] ?? scans.length + 1);
    const elements = new Map<string, string>();
    // ("…DL00410278ZI03190008DLDAQS5527…": the first element may follow the header on its line.)
    const onHeader = lines[at]!.match(/DL(DAQ.*)$/)?.[1];
    const body = [...(onHeader ? [onHeader] : []), ...lines.slice(at + 1)];
    let used = 0;
    const remark: string[] = [];
    for (const raw of body) {
      const parts = raw.split('\u001e').map((part) => part.trim());
      const read = parts.map((part) => part.match(ELEMENT)).filter((m) => m !== null);
      if (read.length === 0) {
        // (A remark in brackets under a scan, "(scanned by mistake - …)", is the scan's.)
        if (/^\s*\(.*\)\s*$/.test(raw) || /^\s*Z[A-Z]{2}/.test(raw)) {
          if (/^\s*\(/.test(raw)) remark.push(raw.trim());
          used++;
          continue;
        }
        break;
      }
      for (const m of read) if (!elements.has(m[1]!)) elements.set(m[1]!, m[2]!.trim());
      used++;
    }
    const to = at + 1 + used - (onHeader ? 1 : 0);
    const read = scanLines(elements);
    if (read.size > 0) scans.push({ number, lines: read, remark, first: capitalsAsName(elements.get('DAC') ?? elements.get('DCT')?.split(/[, ]/)[0] ?? ''), from, to });
    at = to - 1;
  }
  return scans;
}

/** A scan's elements as the "key: value" lines a clerk would copy off the licence. */
function scanLines(e: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  const old = e.get('DAA')?.split(/[,$]/).map((part) => part.trim());
  const [last, first, middle] = [e.get('DCS') ?? old?.[0], e.get('DAC') ?? e.get('DCT')?.split(/[, ]/)[0] ?? old?.[1], e.get('DAD') ?? e.get('DCT')?.split(/[, ]/).slice(1).join(' ') ?? old?.[2]];
  const spelled = (part: string | undefined) => (part && !/^(?:NONE|UNAVL|UNAVAILABLE)$/i.test(part) ? capitalsAsName(part) : '');
  const name = [spelled(first), spelled(middle), spelled(last)].filter((part) => part !== '').join(' ');
  if (name === '') return out;
  out.set('name', name);
  if (e.get('DAQ')) out.set("driver's license number", e.get('DAQ')!);
  const zip = (e.get('DAK') ?? '').replace(/\s+/g, '');
  const zip5 = /^\d{9}$/.test(zip) ? (zip.endsWith('0000') ? zip.slice(0, 5) : `${zip.slice(0, 5)}-${zip.slice(5)}`) : zip;
  const street = [e.get('DAG'), e.get('DAH')].filter((part) => part && part !== '').map((part) => capitalsAsName(part!)).join(', ');
  if (street !== '') out.set('address', `${street}, ${capitalsAsName(e.get('DAI') ?? '')}, ${e.get('DAJ') ?? ''} ${zip5}`.replace(/,\s*,/g, ',').trim());
  if (e.get('DAJ')) out.set('state', e.get('DAJ')!);
  const born = e.get('DBB');
  // (A US card writes its dates MMDDCCYY, a Canadian one CCYYMMDD.)
  if (born && /^\d{8}$/.test(born)) out.set('date of birth', usDateOfYearFirst(e.get('DCG') === 'CAN' ? born : `${born.slice(4, 8)}${born.slice(0, 4)}`));
  return out;
}
