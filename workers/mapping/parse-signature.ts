/**
 * An e-mail's signature block: under a "--" line (or a closing such as "Thanks,"), the writer's name, job title,
 * office and address, and contact lines ("Terrence J. Whitaker / Contract Specialist / Office of Acquisition
 * Management, Contracts Branch B / 1900 E St NW, Room 3310, Washington, DC 20415 / Desk: (202) 555-0148 …").
 * Read line by line, the name has no key, the title looks like a heading and the office is cut off from its
 * address. They are rewritten as the writer's keyed lines: "my name: …", "my position: …", "my office: <office>,
 * <address>", "my office phone: …", "my work email: …".
 */
import { JOB_WORD } from './job-titles.js';
import { findUsAddresses, parsePersonName } from './parse-compound.js';
import { FOR_SOMEONE_ELSE } from './parties.js';

/** The line that opens a signature by convention ("-- "), or a closing word alone on its line ("Thanks,"). */
export const SIGNATURE_OPENING = /^\s*(?:--|—|–)\s*$|^\s*(?:(?:many )?thanks(?: so much| again| a lot| in advance)?|thank you(?: so much| again| very much| in advance)?|regards|best|best regards|kind regards|warm regards|cheers|sincerely|respectfully)\s*[,.!]?\s*$/i;
/** Whose a signature's details are when the writer sends the form for someone else. */
export const SENDER = "sender's";
/** How far from the end of the text a signature may start. */
const SIGNATURE_LINES = 10;

/** "Terrence J. Whitaker": a person's whole name alone on its line (first and last name at least). */
function signedName(line: string): string | undefined {
  const text = line.trim().replace(/[,.]$/, '');
  if (!/^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}$/u.test(text)) return undefined;
  const person = parsePersonName(text);
  return person && person.first !== '' && person.last !== '' ? person.full : undefined;
}


export function linesWithSignatureRead(lines: string[]): string[] {
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const opening = lines.findLastIndex((line, i) => i >= last - SIGNATURE_LINES && i < last && SIGNATURE_OPENING.test(line));
  if (opening < 0) return lines;
  // (A writer who sends the form for someone else signs as the sender: their details are not the form's person's,
  // but may fill a block of the role they give themselves, "I'm the servicing training officer".)
  const whose = lines.some((line) => FOR_SOMEONE_ELSE.test(line)) ? SENDER : 'my';
  const nameAt = lines.findIndex((line, i) => i > opening && line.trim() !== '');
  const name = nameAt > 0 ? signedName(lines[nameAt]!) : undefined;
  // (A name alone under "Thank you," is a letter's signature, read with the letter: parse-letter.ts.)
  if (!name || nameAt >= last || lines[nameAt + 1]!.trim() === '') return lines;
  const out = [...lines.slice(0, nameAt), `${whose} name: ${name}`];
  let i = nameAt + 1;
  // ("Executive Director, Lower Nehalem Watershed Council": the title, then whom the writer works for.)
  if (i <= last && JOB_WORD.test(lines[i]!) && !/[\d@:|]/.test(lines[i]!)) {
    const titleLine = lines[i++]!.trim();
    const [title, ...organisation] = titleLine.split(/,\s+/);
    out.push(`${whose} position: ${title}`, ...(organisation.length > 0 ? [`${whose} organization: ${organisation.join(', ')}`] : []));
    // (As a form's "Name and Title" box takes the two: the line as the writer signs it. A sender's role block gets
    // its name and title from the role the sender states, parse-data.ts.)
    if (whose === 'my') out.push(`${whose} name and title: ${name}, ${titleLine}`);
  }
  // The office's lines (no digits), then its address on one line or two.
  const office: string[] = [];
  while (i <= last && lines[i]!.trim() !== '' && !/[\d@:|]/.test(lines[i]!)) office.push(lines[i++]!.trim().replace(/,$/, ''));
  for (const span of [1, 2]) {
    const text = lines.slice(i, i + span).map((l) => l.trim()).join(', ');
    const found = findUsAddresses(text)[0];
    if (i + span - 1 > last || !found || found.start !== 0 || found.end < text.replace(/[.,\s]+$/, '').length) continue;
    out.push(`${whose} ${office.length > 0 ? 'office' : 'address'}: ${[...office, found.text].join(', ')}`);
    office.length = 0;
    i += span;
    break;
  }
  // Office lines without an address are read as written.
  out.push(...office);
  // "Desk: (202) 555-0148 ext. 204 | t.whitaker@example.gov": the writer's work contacts.
  while (i <= last && lines[i]!.trim() !== '' && CONTACT_LINE.test(lines[i]!)) out.push(...contactLines(lines[i++]!, whose));
  out.push(...lines.slice(i));
  return out;
}

/** A signature's line of contacts: phones and e-mail addresses, each with a short label or none. */
const CONTACT_LINE = /^\s*(?:(?:[\p{L}.]{1,12}\s*:\s*)?(?:\+?[\d(][\d\s().-]{6,}\d(?:\s*(?:ext\.?|x)\s*\d+)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S+)\s*(?:[|·•,]\s*|$))+$/iu;
/** Labels of a mobile phone, as signatures shorten them. */
const MOBILE = /^(?:m|mob|mobile|cell|c)$/i;

/** Each contact of a signature's line, keyed as the writer's work contact ("office phone: …", "work email: …"). */
function contactLines(line: string, whose: string): string[] {
  return line
    .split(/\s*[|·•]\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [, label = '', value = part] = part.match(/^([\p{L}.]{1,12})\s*:\s*(.*)$/u) ?? [];
      if (/@/.test(value)) return `${whose} work email: ${value}`;
      if (/^(?:https?:\/\/|www\.)/i.test(value)) return `${whose} website: ${value}`;
      if (/^fax$/i.test(label)) return `${whose} fax: ${value}`;
      return `${whose} ${MOBILE.test(label.replace(/\.$/, '')) ? 'mobile phone' : 'office phone'}: ${value}`;
    });
}
