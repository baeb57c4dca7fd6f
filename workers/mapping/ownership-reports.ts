/**
 * The text of a beneficial ownership report (FinCEN's BOIR) copied out of its PDF and pasted, often an initial report
 * and a later one that updates or corrects it, each item under its number:
 *
 *     5. Reporting Company legal name         Kettle & Crane Provisions LLC        Item 5  Reporting Company legal name
 *     8. Tax Identification number            8 7 4 5 1 2 0 9 6                             Pelican Point Marine Services LLC
 *     Part III. Beneficial Owner Information                                      Item 8  Tax Identification number
 *     44. Residential address                 E7715 Bakkum Rd, Westby, WI 54667             5 9 3 3 1 8 0 7 2
 *
 * Read line by line, an item's value under its label is a line of its own, the combed digits of a number are a list,
 * and the owners' home addresses and the company applicant's office stand beside the company's own. Here each item of
 * the company's part is a keyed line ("Reporting Company legal name: …", its tax number as "EIN: 87-4512096", a state by
 * its code), the
 * company applicant's part (the filer's lawyer or accountant) goes, and each beneficial owner is named ("Beneficial
 * owner: Renata Vold"), their dates of birth, addresses and documents left out as no business of the company's. The
 * filing's own items (its type, the date prepared, the prior report's particulars) go. Where a later report gives an
 * item again, an update or a correction, the earlier report's lines for it go (posts-redone.ts). A plain function of
 * the text.
 */
import { linesRedoneLater } from './posts-redone.js';
import { usStateCode } from './us-states.js';

/** A report's title line, which opens it. */
const REPORT_TITLE = /\bBeneficial\s+Ownership\s+Information\s+Report\b/i;
/** An item with its value on the same line: "5. Reporting Company legal name   Kettle …", "Item 21 Last name   Strickland". */
const ITEM_WITH_VALUE = /^\s*(?:Item\s+)?(\d{1,2})(?:\.[a-z])?\.?\s+(\p{L}[^\n]*?)\s{2,}(\S[^\n]*?)\s*$/u;
/** An item whose value is on the lines under it: "Item 5  Reporting Company legal name". */
const ITEM_LABEL = /^\s*(?:Item\s+)?(\d{1,2})(?:\.[a-z])?\.?\s+(\p{L}[^\n]*?)\s*$/u;
/** A lettered part of an item: "b. State                  Florida" (1 the label, 2 the value). */
const LETTERED = /^\s*[a-z]\.\s+(\p{L}[^\n]*?)\s{2,}(\S[^\n]*?)\s*$/u;
/** A heading of the report: its parts, "Filing information", "Current U.S. address", a check box's line. */
const HEADING = /^\s*(?:Part\s+[IV]+\b.*|Filing\s+information|Current\s+U\.?S\.?\s+address|FinCEN\b.*|.*\bBeneficial\s+Ownership\s+Information\s+Report\b.*|\[[ xX]\].*|[a-z]\.\s.*|BOIR\s+Submission.*)$/i;
/** The items of the filing itself, not of the company: its type, the date prepared, the prior report, the FinCEN ID asked. */
const FILING_ITEMS = /^(?:type\s+of\s+filing|date\s+prepared|request\s+to\s+receive|fincen\s+id|reporting\s+company\s+legal\s+name\s*\/|.*\bprior\s+report\b)/i;
/** "8 7 4 5 1 2 0 9 6": a number copied out of combed boxes, a digit each. */
const COMBED_DIGITS = /^\d(?: \d){5,}$/;

type Part = 'filing' | 'company' | 'applicant' | 'owners';

interface ReportLine {
  text: string;
  key?: string;
}

export function withOwnershipReportsRead(text: string): string {
  if (!REPORT_TITLE.test(text)) return text;
  const lines = text.split('\n');
  // (The text's own lines, and each report's lines as read where its text stood.)
  const parts: (string | ReportLine[])[] = [];
  let at = 0;
  while (at < lines.length) {
    if (!REPORT_TITLE.test(lines[at]!)) {
      parts.push(lines[at]!);
      at++;
      continue;
    }
    const read = reportAt(lines, at);
    parts.push(read.lines);
    at = read.end;
  }
  const reports = parts.filter((part): part is ReportLine[] => Array.isArray(part));
  const redone = linesRedoneLater(reports, (line) => line.key);
  return parts.flatMap((part) => (Array.isArray(part) ? part.filter((line) => !redone.has(line)).map((line) => line.text) : [part])).join('\n');
}

/** One report's lines as read, from its title to the first line that is none of its items or headings. */
function reportAt(lines: string[], from: number): { lines: ReportLine[]; end: number } {
  const read: ReportLine[] = [];
  let part: Part = 'filing';
  let label: string | undefined;
  let owner: { last?: string; first?: string; middle?: string } = {};
  const owners: (typeof owner)[] = [];
  let numberType = '';
  const keyed = (key: string, value: string) => {
    const plain = COMBED_DIGITS.test(value) ? value.replace(/ /g, '') : value;
    if (part === 'company') {
      if (/\btax\s+identification\s+type\b/i.test(key)) numberType = plain.toUpperCase();
      read.push(companyLine(key, plain, numberType));
    }
    if (part !== 'owners') return;
    const name = key.match(/\b(last|first|middle)\s+name\b/i)?.[1]?.toLowerCase() as 'last' | 'first' | 'middle' | undefined;
    if (!name) return;
    if (name === 'last' && owner.last !== undefined) {
      owners.push(owner);
      owner = {};
    }
    owner[name] = plain;
  };
  let at = from + 1;
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    if (line.trim() === '') {
      label = undefined;
      continue;
    }
    const partSaid = line.match(/^\s*Part\s+(I{1,3}|IV)\b/i)?.[1]?.toUpperCase();
    if (partSaid) {
      part = partSaid === 'I' ? 'company' : partSaid === 'II' ? 'applicant' : 'owners';
      label = undefined;
      continue;
    }
    if (REPORT_TITLE.test(line)) break;
    const withValue = line.match(ITEM_WITH_VALUE);
    if (withValue && !/^\s*\[/.test(withValue[3]!)) {
      label = undefined;
      // ("Jurisdiction of formation -- a. Country/Jurisdiction": an item's first lettered part named after its label.)
      if (!FILING_ITEMS.test(withValue[2]!)) keyed(withValue[2]!.replace(/\s*--\s*[a-z]\.\s*/, ' ').replace(/\/\S+$/, '').trim(), withValue[3]!.trim());
      continue;
    }
    const itemLabel = line.match(ITEM_LABEL);
    if (itemLabel && /^\s*(?:Item\s+)?\d/.test(line)) {
      label = FILING_ITEMS.test(itemLabel[2]!) || part === 'filing' ? undefined : itemLabel[2]!.replace(/\s*--.*$/, '').trim();
      const lettered = line.replace(/^.*?--\s*/, '').match(LETTERED);
      if (lettered && label) keyed(`${label} ${lettered[1]!.replace(/\s*\/.*$/, '')}`, lettered[2]!.trim());
      continue;
    }
    const lettered = line.match(LETTERED);
    if (lettered && label) {
      keyed(`${label} ${lettered[1]!.replace(/\s*\/.*$/, '')}`, lettered[2]!.trim());
      continue;
    }
    if (HEADING.test(line)) continue;
    // (A value on the line under its item's label, indented under it.)
    if (/^\s{4,}\S/.test(line)) {
      if (label) keyed(label, line.trim());
      continue;
    }
    break;
  }
  if (owner.last !== undefined || owner.first !== undefined) owners.push(owner);
  for (const named of owners) {
    const name = [named.first, named.middle, named.last].filter(Boolean).join(' ');
    if (name !== '') read.push({ text: `Beneficial owner: ${name}` });
  }
  return { lines: read, end: at };
}

/**
 * An item of the company's part as a keyed line: its tax number as the EIN or SSN it is, written as one ("EIN:
 * 87-4512096"); a state written out as its code ("Florida" → "FL").
 */
function companyLine(key: string, value: string, numberType: string): ReportLine {
  const digits = value.replace(/\D/g, '');
  if (/\btax\s+identification\s+number\b/i.test(key) && digits.length === 9) {
    if (numberType === 'EIN') return { text: `EIN: ${digits.slice(0, 2)}-${digits.slice(2)}`, key: 'ein' };
    if (numberType === 'SSN' || numberType === 'ITIN') return { text: `${numberType}: ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`, key: numberType.toLowerCase() };
  }
  const state = /\bstate\b/i.test(key) ? usStateCode(value) : undefined;
  return { text: `${key}: ${state ?? value}`, key: key.toLowerCase() };
}
