/**
 * An e-mail's signature block: under a "--" line (or a closing such as "Thanks,"), the writer's name, job title,
 * office and address, and contact lines ("Terrence J. Whitaker / Contract Specialist / Office of Acquisition
 * Management, Contracts Branch B / 1900 E St NW, Room 3310, Washington, DC 20415 / Desk: (202) 555-0148 …").
 * Read line by line, the name has no key, the title looks like a heading and the office is cut off from its
 * address. They are rewritten as the writer's keyed lines: "my name: …", "my position: …", "my office: <office>,
 * <address>", "my office phone: …", "my work email: …".
 */
import { QUOTED_BELOW } from './corrections.js';
import { JOB_WORD } from './job-titles.js';
import { MILITARY_SERVICE, NAME_PARTICLE, findUsAddresses, parsePersonName } from './parse-compound.js';
import { FOR_SOMEONE_ELSE } from './parties.js';

/** The writer speaking of themselves in English: "I got married", "my name", "I'm". ("rubrique I (fiduciaire)" is no "I".) */
const FIRST_PERSON = /\bI['’](?:m|ve|ll|d)\b|\bI\s+\p{Ll}{2,}|\b[Mm]y\b/u;
/** A letter's salutation: "Dear Mr. Oduya,", "Dear Client,", "To whom it may concern:". */
export const SALUTATION = /^\s*(?:dear|to whom it may concern)\b[^!?]{0,60}[,:!]?\s*$/i;

/** "On Mon, Mar 3, 2025 at 4:02 PM Monica Reyes <mreyes@…> wrote:": the line that says whose message is quoted under it. */
const QUOTE_ATTRIBUTION = /^\s*On\s.{4,160}\swrote:\s*$/i;
/** A quoted line's words without the "> " marks before them, trimmed. */
const withoutQuoteMarks = (line: string): string => line.replace(/^\s*(?:>\s?)*/, '').trim();
/** A line of a quoted message ("> …"). */
export const QUOTED = /^\s*>/;
const NAME_LINE = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u;

/**
 * A quoted message without its writer's signature: from the line that is the name its attribution line gives
 * ("> Monica Reyes" under "On … Monica Reyes <…> wrote:") to the quote's end. Its title, address and phone are the
 * quoted writer's, the other side of the exchange, and answer none of the form's boxes.
 */
export function withoutQuotedSignatures(data: string): string {
  const lines = data.split(/\r?\n/);
  let attribution: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (QUOTE_ATTRIBUTION.test(line)) attribution = line;
    else if (!QUOTED.test(line)) attribution = undefined;
    else {
      const text = withoutQuoteMarks(line);
      if (attribution === undefined || !NAME_LINE.test(text) || !attribution.includes(text)) continue;
      let end = i;
      while (end < lines.length && QUOTED.test(lines[end]!)) end++;
      lines.splice(i, end - i);
      attribution = undefined;
      i--;
    }
  }
  return withoutOtherSendersSignatures(lines).join('\n');
}

/** "From: Sheila Okafor, Payroll & Benefits", "> From: Deb Halvorsen <payroll@…>": a message's sender (1) in its header. */
export const FROM_HEADER = /^\s*(?:>\s?)*From:\s*(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,2})/u;
/** The header lines of a message copied into a thread: "To:", "Sent:", "Subject:", "Cc:", "Date:". */
const HEADER_LINE = /^\s*(?:>\s?)*(?:From|To|Sent|Subject|Cc|Date):/i;

/**
 * In a thread of messages each under its "From:" header, the signature of a message another sender wrote ("Deb
 * Halvorsen / Payroll & Benefits Coordinator / North Shore Hearth Bakery, Inc. / 118 W Superior St, …", "> Sheila
 * Okafor | Payroll & Benefits"): from the line that opens with the sender's name, after the message's body has begun,
 * to the next blank line or the next message. Who wrote the newest message, the header the text opens with, keeps theirs.
 */
function withoutOtherSendersSignatures(lines: string[]): string[] {
  const headers = lines.flatMap((line, at) => {
    const sender = line.match(FROM_HEADER)?.[1];
    return sender ? [{ at, sender }] : [];
  });
  // (Only a thread copied whole, its newest message's header on top: under a note of its own, whoever pastes the thread
  // may be any of its senders.)
  if (headers.length < 2 || lines.slice(0, headers[0]!.at).some((line) => line.trim() !== '')) return lines;
  const writer = headers[0]!.sender;
  const dropped = new Set<number>();
  for (const [h, { at, sender }] of headers.entries()) {
    if (sender === writer) continue;
    const end = headers[h + 1]?.at ?? lines.length;
    let bodyBegun = false;
    for (let i = at + 1; i < end; i++) {
      const text = withoutQuoteMarks(lines[i]!);
      if (HEADER_LINE.test(lines[i]!) || (!bodyBegun && text === '')) continue;
      if (QUOTED_BELOW.test(text)) break;
      const opensSignature = bodyBegun && text.startsWith(sender) && (text === sender || /^\s*(?:[|,–—-]\s|$)/.test(text.slice(sender.length)));
      bodyBegun = true;
      if (!opensSignature) continue;
      for (let j = i; j < end && withoutQuoteMarks(lines[j]!) !== '' && !QUOTED_BELOW.test(lines[j]!); j++) dropped.add(j);
      break;
    }
  }
  return dropped.size === 0 ? lines : lines.filter((_, i) => !dropped.has(i));
}

/** "Danke!", "Merci,", "Obrigado": a letter's closing in another language, as people abroad sign English e-mails. */
export const OTHER_LANGUAGE_CLOSINGS = String.raw`danke(?: sch[öo]n)?|vielen dank|merci(?: beaucoup)?|gracias|muchas gracias|obrigad[oa]|grazie|dank je(?: wel)?|tack`;
/**
 * "Mit freundlichen Grüßen", "Cordialement", "Met vriendelijke groet": a letter's formal closing in another language.
 * Only in a text written in English (ENGLISH_WORDS) does it open the writer's own signature: a letter written wholly
 * in German is as often a payroll office's to its employee as a person's own.
 */
export const FOREIGN_LETTER_CLOSING_WORDS = String.raw`(?:mit )?(?:freundlichen|besten|herzlichen|lieben|vielen) gr[üu](?:ß|ss)en|(?:viele|liebe|beste|freundliche|herzliche) gr[üu](?:ß|ss)e|(?:bien )?cordialement|bien à vous|(?:sinc[eè]res |meilleures )?salutations(?: distingu[ée]es)?|amicalement|atentamente|(?:un )?saludos?(?: cordiales)?|atenciosamente|cumprimentos|cordiali saluti|distinti saluti|met vriendelijke groet(?:en)?|(?:med )?vänliga hälsningar|(?:med )?venn?lig hilsen|pozdrawiam|z poważaniem|s pozdravem`;
const FOREIGN_LETTER_CLOSINGS = new RegExp(String.raw`^\s*(?:${FOREIGN_LETTER_CLOSING_WORDS})\s*[,.!]*\s*$`, 'iu');
/** Words only an English text is full of. */
const ENGLISH_WORD = /\b(?:the|and|is|my|please|you|for|with|this|that)\b/gi;
/** The fewest of them that make a text English. */
const ENGLISH_WORDS = 8;

/** Whether a text's lines are written in English (ENGLISH_WORDS of its commonest words). */
function isEnglishText(lines: string[]): boolean {
  return (lines.join(' ').match(ENGLISH_WORD)?.length ?? 0) >= ENGLISH_WORDS;
}
/**
 * A letter's English closings beyond a word of thanks or regards: "Yours sincerely", "With kind regards", "All the
 * best". (Not a friendly "Warmly," or "Take care,": a note signed so is as often sent for someone else, or signed by a
 * nickname, as by the form's person.)
 */
const ENGLISH_CLOSINGS = String.raw`yours (?:sincerely|faithfully|truly|respectfully)|(?:very )?(?:sincerely|truly|respectfully|cordially) yours|with (?:kind(?:est)? |best |warm(?:est)? |many )?(?:regards|thanks|wishes)|(?:best|warm(?:est)?|kind) wishes|all the best`;
/**
 * The line that opens a signature by convention ("-- "), or a closing word alone on its line ("Thanks,"; "V/r,", the
 * military's "very respectfully").
 */
export const SIGNATURE_OPENING = new RegExp(
  String.raw`^\s*(?:--|—|–)\s*$|^\s*(?:(?:many )?(?:thanks|thx)(?: so much| again| a lot| in advance)?|thank you(?: so much| again| very much| in advance)?|regards|best|best regards|kind regards|warm regards|cheers|sincerely|respectfully|v\/r|very respectfully|r\/s|${ENGLISH_CLOSINGS}|${OTHER_LANGUAGE_CLOSINGS})\s*[,.!]*\s*$`,
  'i',
);
/** Whose a signature's details are when the writer sends the form for someone else. */
export const SENDER = "sender's";
/** How far from the end of the text a signature may start. */
const SIGNATURE_LINES = 10;

const PARTICLE = NAME_PARTICLE.source.replace(/^\^|\$$/g, '');
/** Capitalised words, perhaps with a family name's particles in lower case before one ("Pieter van der Berg"). */
const SIGNED_NAME = new RegExp(String.raw`^\p{Lu}[\p{L}.'’-]*(?:\s+(?:${PARTICLE}\s+){0,2}\p{Lu}[\p{L}.'’-]*){1,3}$`, 'u');

/** "Terrence J. Whitaker": a person's whole name alone on its line (first and last name at least). */
/** ", USN", ", U.S. Army": the service a member signs with, at the line's end. */
const SERVICE_AFTER_NAME = new RegExp(String.raw`(?:,\s*(?:${MILITARY_SERVICE}))+$`);

function signedName(line: string): string | undefined {
  // ("Chief Raymond D. Santos, USN", "SFC Tamara L. Reed, U.S. Army": a service's or a degree's letters after the name
  // are no part of it.)
  // (Not a profession's, "Lorraine Whitcomb, CPA": who signs so writes for a client, parse-data.ts.)
  const text = line.trim().replace(/[,.]$/, '').replace(SERVICE_AFTER_NAME, '');
  // ("Annika von Stetten", "Pieter van der Berg": a family name's particles are written in lower case.)
  if (!SIGNED_NAME.test(text)) return undefined;
  const person = parsePersonName(text);
  return person && person.first !== '' && person.last !== '' ? person.full : undefined;
}


/**
 * Whose the writer's own details are, as their keyed lines say it: "my", or the sender's when the writer sends the
 * form for someone else (their details are then not the form's person's).
 */
function writersWord(lines: string[]): string {
  return lines.some((line) => FOR_SOMEONE_ELSE.test(line) || SIGNED_FOR.test(line)) ? SENDER : 'my';
}

/** "(for Ellen M. Haversham, Blue Furrow Lavender Farm LLC)" under a signed name: whom the writer signs for. */
const SIGNED_FOR = /^\s*\(\s*for\s+\p{Lu}[\p{L}'’-]*\s+(?:\p{Lu}\.?\s+)?\p{Lu}[\p{L}'’-]+/u;

/**
 * "Henrik Lindqvist (same person as before, just moved)" near the top, "Thx, Henrik" at the end: the full name alone
 * on its line whose first name the writer signs with is the writer's. Rewritten as "my name: …".
 */
export function linesWithSignedNameSpelledOut(lines: string[]): string[] {
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const closing = lines[last]?.trim() ?? '';
  const [, closingWord = '', first] = closing.match(/^(.{2,30}?),?\s+(\p{Lu}[\p{Ll}'’-]+)[.!]?$/u) ?? [];
  const signedFirst = first && SIGNATURE_OPENING.test(closingWord) ? first : /^\p{Lu}[\p{Ll}'’-]+[.!]?$/u.test(closing) && SIGNATURE_OPENING.test(lines[last - 1] ?? '') ? closing.replace(/[.!]$/, '') : undefined;
  if (!signedFirst) return lines;
  const spelledOut = lines.flatMap((line, i) => {
    if (i >= last - 1 || QUOTED.test(line)) return [];
    // (A remark in brackets after the name is no part of it.)
    const name = signedName(line.replace(/\s*\([^()]*\)\s*$/, ''));
    return name && name.startsWith(`${signedFirst} `) ? [{ i, name }] : [];
  });
  if (spelledOut.length !== 1) return lines;
  const whose = writersWord(lines);
  const { i, name } = spelledOut[0]!;
  return [...lines.slice(0, i), `${whose} name: ${name}`, ...lines.slice(i + 1)];
}

/** "If you need to reach me: Linh Tran, (732) 555-0119": the writer's own name and number, left for questions. */
const REACH_ME = /^\s*(?:if you need to (?:reach|contact) me|you can reach me|to reach me|my contact (?:info|details))\s*(?:at)?\s*[:,-]\s*(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,2}),\s*(\+?[\d(][\d\s().-]{6,}\d)\.?\s*$/iu;

/** Such a line, keyed as the writer's (the sender's, when they write for someone else). */
function linesWithReachMeKeyed(lines: string[]): string[] {
  const whose = writersWord(lines);
  return lines.flatMap((line) => {
    const m = line.match(REACH_ME);
    return m ? [`${whose} name: ${m[1]}`, `${whose} phone: ${m[2]}`] : [line];
  });
}

export function linesWithSignatureRead(written: string[]): string[] {
  const lines = linesWithReachMeKeyed(written);
  const last = lines.findLastIndex((line) => line.trim() !== '');
  // ("Harold / / Harold B. Lindqvist / …": a first name signed alone, the full block under it, is a closing too.)
  const firstNameSigned = lines.findLastIndex((line, i) => i >= last - SIGNATURE_LINES && i < last && /^\s*\p{Lu}[\p{Ll}'’-]+\s*$/u.test(line) && lines[i + 1]?.trim() === '' && (lines.slice(i + 2).find((l) => l.trim() !== '') ?? '').trim().startsWith(`${line.trim()} `));
  const english = isEnglishText(lines);
  const opening = lines.findLastIndex((line, i) => i >= last - SIGNATURE_LINES && i < last && (SIGNATURE_OPENING.test(line) || (english && FOREIGN_LETTER_CLOSINGS.test(line))));
  // (Not under a quoted message: its sender's block is theirs, "-----Original Message----- / From: … / Sandra / /
  // Sandra Okonkwo-Reyes".)
  const underQuote = lines.slice(0, Math.max(firstNameSigned, 0)).some((line) => QUOTED_BELOW.test(line.replace(QUOTED, '')) || /^\s*(?:>\s*)?From:\s/i.test(line));
  const openingAt = opening >= 0 ? opening : firstNameSigned > 0 && !underQuote ? firstNameSigned - 1 : -1;
  // ("Thank you very much, / Sabina Gurung", then a landlord's letter pasted under it, "Dear Ms. Gurung: … Sincerely, /
  // Dmitri Volkov / Property Manager": the last block signs the pasted letter, not the message.)
  const salutationAt = lines.findLastIndex((line, i) => i < openingAt && SALUTATION.test(line));
  // (The message's own block, under its closing before the letter, is the writer's.)
  const ownOpening = salutationAt > 0 ? lines.findLastIndex((line, i) => i < salutationAt && SIGNATURE_OPENING.test(line)) : -1;
  if (ownOpening >= 0) {
    const start = lines.findIndex((line, i) => i > ownOpening && line.trim() !== '');
    const end = lines.findIndex((line, i) => i > start && (line.trim() === '' || /^\s*[-=_]{5,}\s*$/.test(line)));
    return start < 0 || end < 0 ? lines : signatureBlockRead(lines, ownOpening, end - 1);
  }
  return openingAt < 0 ? lines : signatureBlockRead(lines, openingAt, last);
}

function signatureBlockRead(lines: string[], opening: number, last: number): string[] {
  // (A writer who sends the form for someone else signs as the sender: their details are not the form's person's,
  // but may fill a block of the role they give themselves, "I'm the servicing training officer".)
  const whose = writersWord(lines);
  const firstAt = lines.findIndex((line, i) => i > opening && line.trim() !== '');
  // ("Thanks, / Laura / / Laura Bjornstad / Supervisory Hydrologist …": a first name signed alone, then the full
  // signature block under it.)
  const blockAt = lines.findIndex((line, i) => i > firstAt + 1 && line.trim() !== '');
  const signedFirst = lines[firstAt]?.trim() ?? '';
  const nameAt = /^\p{Lu}[\p{Ll}'’-]+$/u.test(signedFirst) && lines[firstAt + 1]?.trim() === '' && blockAt > 0 && lines[blockAt]!.trim().startsWith(`${signedFirst} `) ? blockAt : firstAt;
  const name = nameAt > 0 ? signedName(lines[nameAt]!) : undefined;
  if (!name) return lines;
  // ("Danke! / Anna Lindqvist": a full name alone under the closing, last in the text, is the writer's, who speaks
  // as "I" in it. Under a letter's "Dear …" it is the letter's signature, read with the letter: parse-letter.ts.)
  if (nameAt === last) return lines.some((line) => SALUTATION.test(line)) || !lines.some((line) => FIRST_PERSON.test(line)) ? lines : [...lines.slice(0, nameAt), `${whose} name: ${name}`];
  if (nameAt > last || lines[nameAt + 1]!.trim() === '') return lines;
  const out = [...lines.slice(0, nameAt), `${whose} name: ${name}`];
  let i = nameAt + 1;
  // ("Executive Director, Lower Nehalem Watershed Council": the title, then whom the writer works for.)
  // ("Supervisory Hydrologist | Hydrologic Data Section": or set apart by a bar.)
  if (i <= last && JOB_WORD.test(lines[i]!) && !/[\d@:]/.test(lines[i]!)) {
    const line = lines[i++]!.trim();
    const [title, ...organisation] = line.split(/,\s+|\s*\|\s*/);
    // (What a bar sets apart is the office, not part of the title as signed.)
    const titleLine = line.includes('|') ? title! : line;
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
