/**
 * An airline booking record (a PNR) copied from a reservation system's screen (Amadeus, Sabre, Galileo), with the
 * writer's own lines around it:
 *
 *     RP/WAWP12345/WAWP12345            AA/SU  14AUG25/0912Z   7KXQ2M
 *       1.NOVAKOVA/KATERINA MRS   2.NOVAK/PAVEL MR
 *       3  OS 628 Y 12SEP 5 PRGVIE HK2  0650 0745  12SEP  E  OS/7KXQ2M
 *       6 APM +420 602 118 447/P1
 *       9 SSR DOCS OS HK1 P/CZE/216439871/CZE/03MAR81/F/14JUN31/NOVAKOVA/KATERINA/P1
 *      12 AB NOVAKOVA KATERINA/KOUNICOVA 48/BYT 14/602 00 BRNO/CZ
 *      13 RM RIDER HEIGHT 171CM PER FIT SHEET/P1
 *
 * Read as written, every passenger's data is one heap of codes. Here the record becomes "key: value" lines of one
 * passenger, the one the writer names ("our client is pax 1", or by name; the first otherwise):
 * - the name element's surname and given names, spelt as the writer spells them where they do (the systems strip
 *   accents: "NOVAKOVA" is "Nováková" in the writer's "her name is Kateřina Nováková");
 * - the travel document (SSR DOCS): passport number, birth date, sex, expiry; an address (SSR DOCA, or the billing or
 *   mailing element AB/AM) in its parts;
 * - the passenger's contacts (AP, APM, APE, SSR CTCM/CTCE) and remarks (RM) in lower case, as sentences;
 * - flights, tickets, fares, queue lines and every other passenger's elements go. The agency's own phone ("AP … - A")
 *   goes too.
 * Sabre writes some elements under headings of their own ("PHONES", "GENERAL FACTS", "REMARKS") and refers to a
 * passenger by the number of their name ("-2.1"); those are read the same way.
 * A text without a name element and two other elements of a booking stays as written.
 */

import { usDateOfYearFirst } from './format-value.js';
import { monthNumber } from './detect-values.js';
import { simplify } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** "  1.NOVAKOVA/KATERINA MRS   2.NOVAK/PAVEL MR", " 1.1SMITH/JOHN MR": the passengers' names, numbered. */
const NAME_ELEMENT = /(?:^|\s)(\d{1,2})\.(\d(?=[A-Z]))?([A-Z][A-Z'-]*(?: [A-Z'-]+)*)\/([A-Z][A-Z'-]*(?: (?!(?:MRS|MR|MS|MISS|MSTR|DR)\b)[A-Z'-]+)*)(?: (MRS|MR|MS|MISS|MSTR|DR))?(?=\s{2,}|\s+\d{1,2}\.\d?[A-Z]|\s*$)/g;

/** A line of the record: its header, the names, a numbered element, the system's prompt. All in capitals. */
const RECORD_LINE = /^\s*(?:RP\/\S+|\)?>\s*$|\d{1,3}\s*\.?\s*(?:\d?[A-Z][A-Z'-]*\/[A-Z]|[A-Z0-9]{2}\s?\d{1,4}\s*[A-Z]\s+\d{2}[A-Z]{3}|[A-Z]{2,5}\b))/;

/** "PHONES", "GENERAL FACTS", "REMARKS": a heading of Sabre's over the elements of one kind. */
const SECTION_HEADING = /^\s*([A-Z][A-Z /-]{2,40}?)\s*$/;

/** "1.VNO370 612 34 578-M RUTA": a Sabre phone element, its city, number, kind (A the agency's) and whose. */
const SABRE_PHONE = /^\s*\d{1,3}\.([A-Z]{3})\s*(\+?\d[\d ()-]{4,}?\d)\s*-\s*([AHMBF])(?:\s+([A-Z][A-Z ]*))?\s*$/;

/** "3  OS 628 Y 12SEP": a flight segment, the sign of a booking. */
// (" 1 LH 883Y 06OCT 1 VNOFRA HK2": Sabre writes the class against the flight's number.)
const SEGMENT = /^\s*\d{1,3}\s*\.?\s*[A-Z0-9]{2}\s?\d{1,4}\s*[A-Z]\s+\d{2}[A-Z]{3}\b/;

/** The element after its number: "SSR DOCS OS HK1 P/…/P1" → code "SSR", the rest. */
const ELEMENT = /^\s*\d{1,3}\s*\.?\s*([A-Z]{2,5})\b\s*(.*)$/;

/** The passenger an element is for: "/P1" (Amadeus), "-2.1", "-1.1NOVAK/PAVEL" (Sabre, by the number of the name). */
const PASSENGER_REFERENCE = /(?:\/P(\d{1,2})(?:-\d{1,2})?|-(\d{1,2}\.\d)(?:[A-Z][A-Z'\/ -]*)?)\s*$/;

/** "pax 1", "passenger 2": the passenger the writer's lines are about. */
const PASSENGER_NAMED = /\b(?:pax|passenger|traveller|traveler)\s*(?:no\.?\s*|#\s*)?(\d{1,2})\b/i;

/** "the DOCA line is my OLD flat", "the AB address is outdated": the writer's word that the record's address is old. */
const ADDRESS_CALLED_OLD = /\b(?:DOCA|AB|AM|address)\b[^.\n]{0,40}\b(?:old|former|previous|outdated|out of date)\b/i;

interface Passenger {
  /** "1" (Amadeus), "2.1" (Sabre): the number the record gives the name. */
  label: string;
  surname: string;
  given: string;
  title?: string;
}

export function withPnrRead(text: string): string {
  const lines = text.split('\n');
  const recordLine = lines.map((line) => RECORD_LINE.test(line) && !/\p{Ll}/u.test(line));
  let [first, last] = [recordLine.indexOf(true), recordLine.lastIndexOf(true)];
  if (first < 0) return text;
  // ("*KQ7RTZ" over the names, "REMARKS" and "RECEIVED FROM - RUTA PAX" under the last element: lines in capitals next
  // to the record's are its own too.)
  const inCapitals = (line: string | undefined) => line !== undefined && line.trim() !== '' && !/\p{Ll}/u.test(line);
  while (inCapitals(lines[first - 1])) first--;
  while (inCapitals(lines[last + 1])) last++;
  // (Between its first element and its last, every line in capitals is the record's: Sabre's headings, its notices.)
  const inRecord = lines.map((line, at) => at >= first && at <= last && !/\p{Ll}/u.test(line));
  const recordLines = lines.filter((_, at) => inRecord[at]);
  const passengers = recordLines.flatMap((line) => [...line.matchAll(NAME_ELEMENT)].map((m) => ({ label: m[2] ? `${m[1]}.${m[2]}` : m[1]!, surname: m[3]!, given: m[4]!, title: m[5] })));
  const elements = elementsOf(recordLines);
  const signs = [recordLines.some((line) => /^\s*RP\//.test(line)), recordLines.some((line) => SEGMENT.test(line)), elements.some((e) => e.code === 'SSR'), elements.some((e) => /^(?:AP[A-Z]?|CTC[A-Z]?|PHONE)$/.test(e.code)), elements.some((e) => /^(?:TK|FA|FE|FP|RM|AB|AM)$/.test(e.code))];
  if (passengers.length === 0 || signs.filter(Boolean).length < 2) return text;
  const own = lines.filter((_, at) => !inRecord[at]).join('\n');
  const chosen = chosenPassenger(own, passengers);
  const out = recordOf(passengers, chosen, elements, own);
  return [...lines.slice(0, first), ...out, ...lines.slice(first).filter((_, at) => !inRecord[first + at])].join('\n');
}

interface Element {
  code: string;
  body: string;
}

/** The record's elements, by their codes; those under a Sabre heading by the heading ("PHONES" → PHONE, "REMARKS" → RM). */
function elementsOf(recordLines: string[]): Element[] {
  const out: Element[] = [];
  let heading = '';
  for (const line of recordLines) {
    const titled = line.match(SECTION_HEADING);
    if (titled && !/^\s*\d/.test(line)) {
      heading = titled[1]!.trim();
      continue;
    }
    const phone = /^PHONES?$/.test(heading) ? line.match(SABRE_PHONE) : null;
    if (phone) {
      out.push({ code: 'PHONE', body: `${phone[3]} ${phone[2]!.trim()}${phone[4] ? ` ${phone[4].trim()}` : ''}` });
      continue;
    }
    if (/^REMARKS?$/.test(heading)) {
      const remark = line.match(/^\s*\d{1,3}\.(?:[A-Z]-)?(.*)$/);
      if (remark) out.push({ code: 'RM', body: remark[1]!.trim() });
      continue;
    }
    const m = line.match(ELEMENT);
    if (m) out.push({ code: m[1]!, body: m[2]!.trim() });
  }
  return out;
}

/**
 * The passenger the writer's own lines name: by number ("our client is pax 1"), else the one named in a sentence where
 * the writer speaks of themself ("The participant is me, Rūta"), else the first named; the first otherwise.
 */
function chosenPassenger(own: string, passengers: Passenger[]): Passenger {
  const byNumber = own.match(PASSENGER_NAMED);
  if (byNumber && Number(byNumber[1]) >= 1 && Number(byNumber[1]) <= passengers.length) return passengers[Number(byNumber[1]) - 1]!;
  const sentences = own.split(/(?<=[.!?\n])\s*/).map(simplify);
  const names = (p: Passenger) => new RegExp(`\\b(?:${[p.surname, ...p.given.split(' ')].map(simplify).join('|')})\\b`);
  const ownSentence = (s: string) => /\b(?:me|my name|i am|i m)\b/.test(s);
  const firstOwn = sentences.find((s) => ownSentence(s) && passengers.filter((p) => names(p).test(s)).length === 1);
  const named = firstOwn && passengers.find((p) => names(p).test(firstOwn));
  if (named) return named;
  const firstNamed = passengers.map((p) => ({ p, at: simplify(own).search(names(p)) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
  return firstNamed?.p ?? passengers[0]!;
}

/** A word of the record in the writer's spelling, where their lines have it ("NOVAKOVA" → "Nováková"). */
function spelt(word: string, own: string): string {
  // (Compared without accents or case, as normalize-text.ts's simplify writes words.)
  const target = simplify(word);
  const found = own.match(/[\p{L}'’-]+/gu)?.find((w) => simplify(w) === target && /\p{Ll}/u.test(w));
  return found ?? capitalsAsName(word.toUpperCase());
}

function recordOf(passengers: Passenger[], passenger: Passenger, elements: Element[], own: string): string[] {
  const given = passenger.given.split(' ').map((w) => spelt(w, own)).join(' ');
  const surname = passenger.surname.split(' ').map((w) => spelt(w, own)).join(' ');
  const out = [`first name: ${given}`, `last name: ${surname}`, `name: ${given} ${surname}`];
  const sex = passenger.title && (/^(?:MRS|MS|MISS)$/.test(passenger.title) ? 'female' : /^(?:MR|MSTR)$/.test(passenger.title) ? 'male' : '');
  if (sex) out.push(`sex: ${sex}`);
  const oldAddress = ADDRESS_CALLED_OLD.test(own);
  const others = passengers.filter((p) => p !== passenger);
  const namesOf = (p: Passenger) => new RegExp(`\\b(?:${[p.surname, ...p.given.split(' ')].join('|')})\\b`);
  for (const { code, body } of elements) {
    const reference = body.match(PASSENGER_REFERENCE);
    const forWhom = reference ? (reference[1] ? passengers[Number(reference[1]) - 1] : passengers.find((p) => p.label === reference[2])) : undefined;
    if (forWhom !== undefined && forWhom !== passenger) continue;
    const content = reference ? body.slice(0, reference.index).trim() : body;
    // ("TOMAS DRIVES FROM GRZ APT": an element that names only another passenger is theirs.)
    if (!forWhom && others.some((p) => namesOf(p).test(content)) && !namesOf(passenger).test(content)) continue;
    out.push(...elementLines(code, content, forWhom !== undefined || passengers.length === 1, oldAddress));
  }
  return out.filter((line) => line !== '');
}

/** The lines one element of the record says of the passenger, none for the others. */
function elementLines(code: string, content: string, ownElement: boolean, oldAddress: boolean): string[] {
  if (code === 'SSR') return serviceLines(content, oldAddress);
  // ("M 370 612 34 578 RUTA": Sabre's phone of a kind; "A" the agency's.)
  if (code === 'PHONE') {
    const [kind, ...rest] = content.split(' ');
    const number = rest.join(' ').replace(/\s+[A-Z][A-Z ]*$/, '');
    return kind === 'A' ? [] : [`${kind === 'M' ? 'mobile phone' : kind === 'H' ? 'home phone' : kind === 'B' ? 'work phone' : 'phone'}: ${number}`];
  }
  // ("AP WAW +48 22 555 0190 - VELO DOLOMITI TOURS - A": the agency's phone.)
  if (/^AP[A-Z]?$/.test(code) && / - A$|^[A-Z]{3}\s+\+?\d[\d ()-]+\s+-\s+[A-Z]/.test(content) && !ownElement) return [];
  if (code === 'APE' || code === 'CTCE') return [`email: ${emailOf(content)}`];
  if (code === 'APM' || code === 'CTCM') return [`mobile phone: ${content.replace(/^[A-Z]{3}\s+/, '')}`];
  if (code === 'APH') return [`home phone: ${content.replace(/^[A-Z]{3}\s+/, '')}`];
  if (code === 'APB') return [`work phone: ${content.replace(/^[A-Z]{3}\s+/, '')}`];
  if (code === 'AP' && ownElement) return [`phone: ${content.replace(/^[A-Z]{3}\s+/, '').replace(/\s*-\s*[HMB]$/, '')}`];
  if (code === 'AB' || code === 'AM') return oldAddress ? [] : addressLines(content.split('/').slice(1));
  // (Not "-CK/EUR 824.20", an accounting line.)
  if (code === 'RM' || code === 'RX' || code === 'RC') return /^[A-Z]/.test(content) ? [`${content.toLowerCase().replace(/\s*[.]?$/, '.')}`] : [];
  return [];
}

/** "DOCS OS HK1 P/CZE/216439871/CZE/03MAR81/F/14JUN31/NOVAKOVA/KATERINA", "CTCM OS HK1 420602118447", "DOCA …". */
function serviceLines(content: string, oldAddress: boolean): string[] {
  const m = content.match(/^([A-Z]{4})\s+(?:[A-Z0-9]{2}\s+)?(?:[A-Z]{2}\d\s*\/?\s*)?(.*)$/);
  if (!m) return [];
  const [code, rest] = [m[1]!, m[2]!];
  const parts = rest.split('/');
  if (code === 'DOCS') {
    // "P/ISSUER/NUMBER/NATIONALITY/BIRTH/SEX/EXPIRY/SURNAME/GIVEN", or "/DB/BIRTH/SEX/SURNAME/GIVEN" (secure flight).
    const at = parts.findIndex((p) => /^\d{2}[A-Z]{3}\d{2}$/.test(p));
    if (at < 0) return [];
    const out = [`date of birth: ${dateOf(parts[at]!, true)}`];
    const sex = parts[at + 1];
    if (sex && /^[FM]I?$/.test(sex)) out.push(`sex: ${sex.startsWith('F') ? 'female' : 'male'}`);
    if (at >= 4 && /^[A-Z]{1,2}$/.test(parts[at - 4]!)) out.push(`passport number: ${parts[at - 2]}`);
    const expiry = parts[at + 2];
    if (expiry && /^\d{2}[A-Z]{3}\d{2}$/.test(expiry)) out.push(`passport expiry date: ${dateOf(expiry, false)}`);
    return out;
  }
  // ("R/LTU/ZIRMUNU G 68-14/VILNIUS//09124": the kind, the country, the street, the town, the state, the postcode.)
  if (code === 'DOCA') {
    const [, country, street, town, state, postcode] = parts;
    // ("the DOCA line is my OLD flat": the writer's word on it makes it the previous address.)
    const which = oldAddress ? 'previous ' : '';
    return [street && `${which}street: ${capitalsAsName(street)}`, town && `${which}city: ${capitalsAsName(town)}`, state && `${which}state: ${state}`, postcode && `${which}postcode: ${postcode}`, country && `${which}country: ${country}`].filter((line): line is string => !!line);
  }
  if (code === 'CTCE') return [`email: ${emailOf(rest)}`];
  if (code === 'CTCM') return [`mobile phone: +${rest.replace(/^\+/, '')}`];
  return [];
}

/** "KOUNICOVA 48", "BYT 14", "602 00 BRNO", "CZ": a street, more lines of it, the postcode with the town, a country. */
function addressLines(parts: string[]): string[] {
  const fields = parts.map((p) => p.trim()).filter((p) => p !== '');
  if (fields.length < 2) return [];
  const country = /^[A-Z]{2}$/.test(fields[fields.length - 1]!) ? fields.pop()! : undefined;
  const town = fields.pop()!;
  const [street, ...more] = fields;
  const postcodeFirst = town.match(/^(\d[\d -]{2,8}\d)\s+(.+)$/) ?? town.match(/^()(.+?)\s+(\d[\d -]{2,8}\d)$/);
  const out = street ? [`street: ${capitalsAsName(street)}`] : [];
  if (more.length > 0) out.push(`address line 2: ${more.map(capitalsAsName).join(', ')}`);
  if (postcodeFirst) out.push(`city: ${capitalsAsName(postcodeFirst[2]!)}`, `postcode: ${postcodeFirst[1] || postcodeFirst[3]}`);
  else out.push(`city: ${capitalsAsName(town)}`);
  if (country) out.push(`country: ${country}`);
  return out;
}

/** "KATERINA.NOVAKOVA@SEZNAM.CZ", "K.NOVAK//SEZNAM.CZ" (Sabre writes "@" as "//"). */
function emailOf(text: string): string {
  return (text.includes('@') ? text : text.replace('//', '@')).replace(/\.\./g, '_').toLowerCase().trim();
}

/** "03MAR81" as a US form writes a date; a birth year of two digits after this year's is of the century before. */
function dateOf(code: string, birth: boolean): string {
  const m = code.match(/^(\d{2})([A-Z]{3})(\d{2})$/)!;
  const month = monthNumber(m[2]!) ?? 0;
  const yy = Number(m[3]);
  const thisYear = new Date().getFullYear() % 100;
  const year = (birth && yy > thisYear ? 1900 : 2000) + yy;
  return usDateOfYearFirst(`${year}${String(month).padStart(2, '0')}${m[1]}`);
}
