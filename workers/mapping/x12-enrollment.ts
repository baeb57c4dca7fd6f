/**
 * An X12 834 benefit-enrollment file pasted as the text (an HR or benefits system's raw EDI):
 *
 *     ISA*00*          *00*          *ZZ*BRIGHTWATERHR  *ZZ*MERIDIANHLTH   *250811*0915*^*00501*000004471*0*P*:~
 *     ST*834*0001*005010X220A1~
 *     N1*P5*BRIGHTWATER LOGISTICS INC*FI*841234567~
 *     INS*Y*18*021*28*A***FT~
 *     DTP*336*D8*20250804~
 *     NM1*IL*1*PELLETIER*DANIELLE*R***34*529417723~
 *     N3*3127 SYLVANIA AVE*APT 2~
 *     N4*TOLEDO*OH*43613~
 *     DMG*D8*19890614*F*M~
 *     INS*N*19*021*28*A~ …
 *
 * Read as written, it is a run of codes. Here its segments become the "key: value" lines a clerk would read off it:
 * - each member's loop (from INS to the next) gives the member's name (NM1*IL), social security number, phone and
 *   e-mail (PER), address (N3/N4), birth date, sex and marital status (DMG), and the employee's hire date (DTP*336);
 * - the employee (INS*Y) is keyed plainly, a spouse (relationship 01) as "spouse …", a child (19) as "child …";
 * - a later loop of the same member (a change of address, INS*…*001) replaces what the earlier one gave;
 * - where the file holds several employees, the one the writer's lines name is kept, with the dependents under them;
 * - the sponsor (N1*P5) is the employer, its FI number the employer's EIN;
 * - the children are counted as the W-4's Step 3 counts them: under 17 at the end of the file's year, or other
 *   dependents.
 * Names and addresses in capitals are written as names are. A text without an ISA and an ST*834 stays as written.
 */

import { usDateOfYearFirst } from './format-value.js';
import { escapeRegExp } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** "ISA*00*…": where an interchange starts (1 the element separator). */
const INTERCHANGE = /^\s*ISA([*|^~])/m;
const TRANSACTION_834 = /\bST[*|]834\b/;
/** The relationship codes of INS02 the reader keys (18 the employee, 01 a spouse, 19 a child). */
const RELATIONSHIP: Record<string, 'self' | 'spouse' | 'child'> = { '18': 'self', '01': 'spouse', '19': 'child' };
/** DTP qualifiers: 336 employment begins. */
const HIRE_DATE = '336';
/** The age below which a child is a qualifying child on the W-4 (Step 3). */
const QUALIFYING_AGE = 17;

interface Member {
  relationship: 'self' | 'spouse' | 'child' | 'other';
  lines: Map<string, string>;
  born?: string;
}

export function withX12EnrollmentRead(text: string): string {
  const start = text.match(INTERCHANGE);
  if (!start || !TRANSACTION_834.test(text)) return text;
  const separator = start[1]!;
  const from = start.index!;
  const endMatch = /\bIEA[*|^][^~\n]*~?/.exec(text.slice(from));
  const to = endMatch ? from + endMatch.index + endMatch[0].length : text.length;
  const segments = text
    .slice(from, to)
    .split(/~\s*|\n/)
    .map((segment) => segment.trim().split(separator))
    .filter((elements) => elements[0] !== '');
  const members: Member[] = [];
  const employer = new Map<string, string>();
  let year: number | undefined;
  let member: Member | undefined;
  for (const [id, ...e] of segments) {
    if (id === 'BGN' && /^\d{8}$/.test(e[2] ?? '')) year = Number(e[2]!.slice(0, 4));
    else if (id === 'N1' && e[0] === 'P5') {
      employer.set('employer', companyName(e[1] ?? ''));
      if (e[2] === 'FI' && /^\d{9}$/.test(e[3] ?? '')) employer.set('employer EIN', `${e[3]!.slice(0, 2)}-${e[3]!.slice(2)}`);
    } else if (id === 'INS') {
      const relationship = e[0] === 'Y' ? 'self' : (RELATIONSHIP[e[1] ?? ''] ?? 'other');
      member = { relationship, lines: new Map() };
      members.push(member);
    } else if (member) readMemberSegment(member, id!, e);
  }
  const people = ofSubscriberNamed(mergedByPerson(members), text.slice(0, from) + text.slice(to));
  const out: string[] = [];
  for (const person of people) {
    if (person.relationship === 'other') continue;
    const lead = person.relationship === 'self' ? '' : `${person.relationship} `;
    for (const [key, value] of person.lines) out.push(`${lead}${key}: ${value}`);
  }
  out.push(...[...employer].map(([key, value]) => `${key}: ${value}`));
  const children = people.filter((p) => p.relationship === 'child' && p.born !== undefined);
  if (children.length > 0 && year !== undefined) {
    const under = children.filter((child) => year! - Number(child.born!.slice(0, 4)) < QUALIFYING_AGE).length;
    out.push(`Qualifying children under ${QUALIFYING_AGE}: ${under}`);
    if (children.length > under) out.push(`Other dependents: ${children.length - under}`);
  }
  return `${text.slice(0, from)}${out.join('\n')}\n${text.slice(to)}`;
}

function readMemberSegment(member: Member, id: string, e: string[]): void {
  if (id === 'NM1' && e[0] === 'IL') {
    const [last, first, middle] = [e[2] ?? '', e[3] ?? '', e[4] ?? ''];
    const initial = /^\p{L}$/u.test(middle) ? `${middle}.` : capitalsAsName(middle);
    member.lines.set('name', [capitalsAsName(first), initial, capitalsAsName(last)].filter((part) => part !== '').join(' '));
    if (e[7] === '34' && /^\d{9}$/.test(e[8] ?? '')) member.lines.set('SSN', `${e[8]!.slice(0, 3)}-${e[8]!.slice(3, 5)}-${e[8]!.slice(5)}`);
  } else if (id === 'PER') {
    // ("PER*IP**HP*4195550147*EM*DANI@EXAMPLE.COM": qualifier and number pairs after the contact's name.)
    for (let k = 2; k + 1 < e.length; k += 2) {
      const [kind, value] = [e[k]!, e[k + 1]!];
      if (/^(?:HP|TE|CP|WP)$/.test(kind) && /^\d{10}$/.test(value)) member.lines.set(kind === 'WP' ? 'work phone' : 'phone', `${value.slice(0, 3)}-${value.slice(3, 6)}-${value.slice(6)}`);
      else if (kind === 'EM') member.lines.set('email', value.toLowerCase());
    }
  } else if (id === 'N3') {
    member.lines.set('street', e.filter((part) => part !== '').map(capitalsAsName).join(', '));
  } else if (id === 'N4') {
    const [city, state, zip] = [e[0] ?? '', e[1] ?? '', e[2] ?? ''];
    const street = member.lines.get('street');
    member.lines.delete('street');
    const town = `${capitalsAsName(city)}, ${state} ${zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip}`;
    member.lines.set('address', street ? `${street}, ${town}` : town);
  } else if (id === 'DMG' && e[0] === 'D8' && /^\d{8}$/.test(e[1] ?? '')) {
    member.born = e[1]!;
    member.lines.set('date of birth', usDateOfYearFirst(e[1]!));
    if (e[2] === 'F' || e[2] === 'M') member.lines.set('sex', e[2] === 'F' ? 'female' : 'male');
    const marital: Record<string, string> = { M: 'married', I: 'single', D: 'divorced', W: 'widowed', B: 'registered domestic partner', R: 'unreported' };
    if (e[3] && marital[e[3]]) member.lines.set('marital status', marital[e[3]]!);
  } else if (id === 'DTP' && e[0] === HIRE_DATE && e[1] === 'D8' && /^\d{8}$/.test(e[2] ?? '')) {
    member.lines.set('first date of employment', usDateOfYearFirst(e[2]!));
  }
}

/** A member's loops joined, in the order they were first given: a later loop's lines replace the earlier ones'. */
function mergedByPerson(members: Member[]): Member[] {
  const byKey = new Map<string, Member>();
  const out: Member[] = [];
  for (const member of members) {
    const key = `${member.relationship}|${member.lines.get('SSN') ?? member.lines.get('name') ?? out.length}`;
    const earlier = byKey.get(key);
    if (!earlier) {
      byKey.set(key, member);
      out.push(member);
      continue;
    }
    for (const [k, v] of member.lines) earlier.lines.set(k, v);
    earlier.born ??= member.born;
  }
  return out;
}

/**
 * The employee the text is about and their family: where the file has several employees (INS*Y), the one whose family
 * name the writer's own lines give (others' loops, and their dependents after them, go); all of them otherwise.
 */
function ofSubscriberNamed(people: Member[], writersLines: string): Member[] {
  const employees = people.filter((p) => p.relationship === 'self');
  if (employees.length < 2) return people;
  const named = employees.find((p) => {
    const last = p.lines.get('name')?.split(' ').at(-1);
    if (last === undefined) return false;
    const named = escapeRegExp(last);
    return new RegExp(String.raw`\b${named}\b`, 'i').test(writersLines) && !new RegExp(String.raw`\b${named}\b[^.]{0,40}\b(?:isn['’]t|is not|not)\s+part\b`, 'i').test(writersLines);
  });
  if (!named) return people;
  const out: Member[] = [];
  let keeping = false;
  for (const person of people) {
    if (person.relationship === 'self') keeping = person === named;
    if (keeping) out.push(person);
  }
  return out;
}

/** "BRIGHTWATER LOGISTICS INC" → "Brightwater Logistics Inc"; a short word in capitals ("LLC") stays so. */
function companyName(caps: string): string {
  return caps.split(' ').map((word) => (/^(?:LLC|LLP|LP|PC|PLLC|USA|US|NA)$/.test(word) ? word : capitalsAsName(word))).join(' ');
}
