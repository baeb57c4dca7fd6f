/**
 * Records copied from a web page or an app's detail view: each label on a line of its own and its value on the
 * line under it ("Client" / "Rebecca L. Sandoval" / "Client mobile" / "(480) 555-0137"). Read line by line,
 * every label is a sentence of its own and every value loses its key. A run of at least RUN_PAIRS such pairs
 * is rewritten as "label: value" lines; other lines stay as written.
 */

import { JOB_WORD } from './job-titles.js';
import { UNIT_WORDS, capitalsAsName, findEuropeanAddress, findUsAddresses, isCountry, parsePersonName } from './parse-compound.js';

/** The most words a line's key has ("Phone number where Principal can be contacted: …"); more, and the line is a sentence. */
export const KEY_WORDS_AT_MOST = 7;

/** Fewer pairs than this could be a name over an address, or a heading over a sentence. */
const RUN_PAIRS = 4;
const LABEL_MAX_WORDS = 6;

/**
 * A label: a few words starting with a capital, no sentence end, no colon (a "Key: value" line is read already),
 * no digits but a trailing number ("Address line 2").
 */
function isLabel(line: string): boolean {
  const t = line.trim();
  // ("Favourite colour (printed on your name badge)": a remark in brackets is no part of the label's length.)
  if (t === '' || withoutRemarks(t).split(/\s+/).length > LABEL_MAX_WORDS || !/^\p{Lu}/u.test(t)) return false;
  return !/[.?!:;,]$|:|\d.*\D\d|\d\D/.test(t) && /^[\p{L}\s/&()'’-]+(?:\s\d{1,2})?$/u.test(t);
}

/** A web page's controls copied with its text: "Edit", "Optional", "Save and exit", "Step 3 of 4 - Review …". */
const SCREEN_CONTROL = /^\s*(?:(?:edit|change|required|optional|show|hide|view|save(?: and (?:exit|continue))?|back|next|continue(?: to [\p{L} -]+)?|cancel|submit|done|close|print|download)\s*)+$|^\s*step \d+ of \d+\b/iu;
/** Fewer controls than this, and the lines are no copied screen. */
const SCREEN_CONTROLS = 3;

/** A label as a screen shows it: "4(a) Other income (not from jobs)", "City or town, state, and ZIP code". */
function isScreenLabel(line: string): boolean {
  const core = withoutRemarks(line.trim()).replace(/^\d{1,2}(?:\([a-z]\))?\s+/i, '');
  // A question asked of the user ("Do you hold more than one job, or does your spouse work?") is a label too.
  const question = core.endsWith('?');
  const words = core.replace(/\?$/, '');
  return words !== '' && words.split(/\s+/).length <= (question ? QUESTION_MAX_WORDS : SCREEN_LABEL_MAX_WORDS) && /^\p{Lu}\p{L}*(?:[\s,/&'’-]+[\p{L}\d]+)*$/u.test(words);
}
/** A screen's labels run longer than a record's: "Worksheet line 4 - Student loan interest, IRA and other adjustments". */
const SCREEN_LABEL_MAX_WORDS = 12;
const QUESTION_MAX_WORDS = 16;

/** A label's remarks in brackets go, nested ones too: "Only two jobs in total (check box 2(c))" → "Only two jobs in total". */
export function withoutRemarks(label: string): string {
  let out = label;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\s*\([^()]*\)/g, '');
  }
  return out;
}

/**
 * A screen's label as a key: its remarks in brackets and commas go, and a line's code before it goes after it
 * ("4(a) Other income (not from jobs)" → "Other income 4(a)", "City or town, state, and ZIP code" → "City or
 * town state and ZIP code").
 */
function screenKey(label: string): string {
  const code = label.trim().match(/^(\d{1,2}(?:\([a-z]\))?)\s+/i)?.[1];
  const words = withoutRemarks(label.trim().slice(code?.length ?? 0)).replace(/,/g, '').replace(/\s+/g, ' ').trim();
  return code ? `${words} ${code}` : words;
}

/** A label that only says what kind of value follows, of the label above it: "Amount" under "Other dependents". */
const FOLLOW_UP_LABEL = /^(?:amount|total|value|number|count|date)$/i;

/** A line that is read as it stands: "Previous value: $75 (changed 08/01/2025)". */
const KEYED_LINE = /^\s*\p{L}[^:()]{0,59}:\s+\S/u;

/**
 * One block's lines between keyed lines: labels over their values, after a heading when the lines are odd in
 * number; as written when they are not labels over values.
 */
function screenRunRead(run: string[]): string[] {
  const heading = run.length % 2 === 1 && run.length >= 3 && isScreenLabel(run[0]!) ? [run[0]!] : [];
  const rest = run.slice(heading.length);
  const labelled = rest.length >= 2 && rest.length % 2 === 0 && rest.every((line, k) => k % 2 === 1 || isScreenLabel(line));
  if (!labelled) return run;
  const keyed: string[] = [];
  let previousKey = '';
  for (let k = 0; k < rest.length; k += 2) {
    const label = screenKey(rest[k]!);
    const key = FOLLOW_UP_LABEL.test(label) && previousKey !== '' ? `${previousKey} ${label.toLowerCase()}` : label;
    keyed.push(`${key}: ${rest[k + 1]!.trim()}`);
    previousKey = label;
  }
  return [...heading, ...keyed];
}

/**
 * A page of an online form copied whole ("Review your W-4"): its controls ("Edit", "Optional") go, a bracketed
 * remark under a value joins it, and each block between blank lines is its labels over their values, after a
 * heading when the block's lines are odd in number ("Claim dependents and other credits" / "Qualifying children
 * under 17" / "2" / …); a line already keyed splits a block in two. A block that is not labels over values stays
 * as written. Only for a text with SCREEN_CONTROLS controls or more.
 */
export function linesWithScreenRead(lines: string[]): string[] {
  if (lines.filter((line) => SCREEN_CONTROL.test(line)).length < SCREEN_CONTROLS) return lines;
  const kept: string[] = [];
  for (const line of lines) {
    if (SCREEN_CONTROL.test(line)) continue;
    // "(full number: 604-37-4471)" under "•••-••-4471" says more of the same value.
    if (/^\s*\(.*\)\s*$/.test(line) && kept.length > 0 && kept.at(-1)!.trim() !== '') kept.push(`${kept.pop()!.trimEnd()} ${line.trim()}`);
    else kept.push(line);
  }
  const out: string[] = [];
  let run: string[] = [];
  const endRun = (): void => {
    out.push(...screenRunRead(run));
    run = [];
  };
  for (const line of kept) {
    if (line.trim() === '' || KEYED_LINE.test(line)) {
      endRun();
      out.push(line);
    } else run.push(line);
  }
  endRun();
  return out;
}

/**
 * "- new address: …", "• height 184 cm", "2) languages: …": the bullet or number of a list item is layout, not
 * part of the item; left on, it hides the item's key ("- new address" is no key) and joins the words of a value.
 */
export function withoutListMarker(segment: string): string {
  // "3. March 2025" is a date written the German way, not item 3.
  return segment.replace(/^\s*(?:[-*•·▪◦‣–—]|\(?\d{1,2}[.)](?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))\s+(?=\S)/iu, '');
}

/**
 * "Old address (until last week):", "Endereço novo:": a label alone on its line, its colon last; or a label and a
 * remark that ends in a colon ("Mailing address: I'd rather have letters go to the office:").
 */
// ("Address (the form has two address lines, so flat and building name on the first, street on the second):": or a label
// and a long remark on it in brackets, the label alone.)
const LABEL_ALONE = /^\s*(\p{L}[^:]{1,80}?|\p{L}[^:()]{1,40}?(?=\s*\([^()\n]{40,200}\)\s*:))(?:\s*\([^()\n]{40,200}\))?\s*:(?:[^:]*:)?\s*$/u;
/**
 * "Mail: please have anything sent by post go to my PO box instead": a label, then a request in words (five or
 * more, no digit, no full stop) about the address on the lines under it. (A short value, "Name: Ana Ruiz", is the
 * label's own, and so is a sentence or two.)
 */
const LABEL_AND_REQUEST = /^\s*(\p{L}[^:\d]{1,40}?)\s*:\s*((?:[^\s\d:.]+\s+){4,}[^\s\d:.]+)\s*$/u;
/** A paragraph's sentences, then its last sentence, a short one that ends in a colon. */
const LABEL_LAST_IN_PARAGRAPH = /^(.*[.!?])\s+(\p{Lu}[^.!?:]{1,60}:)\s*$/u;
/** Nothing, or a name in capitalised words before an address on its line ("Harbor Point Dental Group, "). */
const NAME_BEFORE_ADDRESS = /^(?:(?:\p{Lu}[\p{L}&'’.-]*|of|and|the|&)(?:\s+|,\s*|$))*$/u;
/** The most lines an address under its label takes: a name or an office, the street, the city line, the country. */
const ADDRESS_LINES = 4;
/** The most without a country line: a fourth line under a US address is the next thing. */
const LINES_WITHOUT_COUNTRY = 3;
/**
 * A remark between an address's lines: words in lower case, a clause or more ("above the bicycle shop, so …"). (Not a
 * lead-in to the next address, "and into an apartment in my sister's building:".)
 */
const ADDRESS_REMARK_LINE = /^\s*\p{Ll}[\p{L}'’]*(?:\s+\S+){5,}(?<!:)\s*$/u;
/** The longest line of an address under its label ("Northshore Park Medical Center, Attn: Social Work Dept"). */
const ADDRESS_LINE_LENGTH = 80;

/**
 * An address written over two or three lines under a label ("New address:" / "2290 Lake Baldwin Ln" / "Orlando, FL
 * 32841"): one "label: street, city, state ZIP" line, so the label says whose and when the whole address is.
 */
export function linesWithAddressesUnderLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // ("  - Where I lived before:" / "    - 4410 Duval St" / …: so are a nested list's items under its item.)
    let line = withoutListMarker(lines[i]!);
    // ("… at the kitchen table last night with Hannah. Here's what we came up with:": a paragraph whose last sentence
    // is the label; the sentences before it are said on their own.)
    const said = LABEL_ALONE.test(line) ? undefined : line.match(LABEL_LAST_IN_PARAGRAPH);
    if (said) line = said[2]!;
    const label = line.match(LABEL_ALONE)?.[1] ?? line.match(LABEL_AND_REQUEST)?.[1];
    const request = label === undefined ? undefined : line.match(LABEL_AND_REQUEST)?.[2];
    let taken = 0;
    let block: string[] = [];
    let remark: string | undefined;
    // ("Her new residential address is:" / "" / "    Korenlei 22" / …: a letter sets the address apart by a blank line.)
    const from = lines[i + 1]?.trim() === '' ? i + 2 : i + 1;
    // ("Zuiderdiep 47A" / "above the bicycle shop, so for the second address line please write …" / "9711 HE Groningen":
    // a remark in words between the address's lines is said on its own after it.)
    const under = lines.slice(from, from + ADDRESS_LINES + 1);
    // (After a whole address, a remark is the address's own, said after it: no line of it comes after.)
    const aside = label === undefined ? -1 : under.findIndex((line, k) => k > 0 && k < under.length - 1 && ADDRESS_REMARK_LINE.test(line) && findUsAddresses(under[k - 1]!).length === 0);
    const addressLines = aside > 0 ? under.filter((_, k) => k !== aside) : under;
    // ("For the Employers Only box please use:" / "Harbor Point Dental Group, 1200 Riverside Dr, …" / "EIN …": or one
    // line that is a whole address, a name perhaps before it, above lines of other things.)
    for (let k = ADDRESS_LINES; label && k >= 1 && taken === 0; k--) {
      // ("1187 Washington St, 2º andar (we rented the whole floor, …)": a remark in brackets is no part of the
      // address; nor is one after a dash at its end, "… CEP 02141 -- oh no, I got it wrong: …", read on its own.)
      block = addressLines.slice(0, k).map((line) => withoutListMarker(line).trim().replace(/\s*\([^()]{15,}\)/g, ''));
      const last = block.at(-1)?.match(/^(.*?\d)\s+(?:--|–|—)\s+(\S.*)$/);
      remark = last?.[2];
      if (last) block[block.length - 1] = last[1]!;
      if (block.length < k || block.some((line) => line === '')) continue;
      // ("1. Saturday, May 9, 2026" / "2. Me: Anjali …, Champaign, IL 61820": the items of a numbered list are answers
      // of their own, however the last one ends.)
      if (addressLines.slice(0, k).filter((line) => /^\s*\d{1,2}[.)]\s/.test(line)).length >= 2) continue;
      // (Paragraphs of prose under a heading are no address's lines, even where the last one ends with one.)
      // (An abbreviation's stop, "Leil. H0302", "Apt. 4", ends no sentence; nor does a middle initial's, "Nathaniel R.
      // Pruitt"; nor a German ordinal's, "Hinterhaus, 4. OG links", nor a French building's, "bât. B".)
      if (block.some((line) => line.length > ADDRESS_LINE_LENGTH || /(?<!\b\p{Lu}\p{Ll}{0,4}|\b\d{1,2}|\bb[âa]t|\besc|\bappt?)[.!?]\s+\p{Lu}/u.test(line))) continue;
      // (Under a label with a request, "SSN: …" / "Home address: …" are keyed lines of their own, no address's.)
      // (Nor under any label: "… so I'm typing his answers for you:" / "Name: Luis A. Ferreira" / …, "The employee is my
      // father, not me:" / "Venkatesh R. Iyer" / "SSN …" / "Home: 1847 Bramble Way, …". An "Attn:" line is an address's.)
      if (block.some((line) => KEYED_LINE.test(line) && !/^\s*(?:attn|attention|c\/o)\b/i.test(line))) continue;
      const joined = block.join(', ').replace(/,\s*,/g, ',');
      const found = findUsAddresses(joined).find((a) => a.end >= joined.replace(/[.\s]+$/, '').length);
      // ("Favoritenstraße 88" / "Stiege 2 / Top 12" / "1100 Wien" / "Austria": an address of Europe from the first
      // line, its country perhaps on a line of its own.)
      const european = findEuropeanAddress(joined);
      // ("Résidence Les Canuts, bât. B, 5e étage" / "134 cours Lafayette" / "69003 Lyon": or from inside the first line,
      // a building's name and its floor before the street.)
      const europeanFromFirstLine = european !== undefined && (european.start === 0 || (k >= 3 && european.start <= block[0]!.length + 2));
      const afterEuropean = europeanFromFirstLine ? joined.slice(european.start + european.text.length).replace(/^,\s*/, '').replace(/[.\s]+$/, '') : undefined;
      // (findEuropeanAddress takes a country right after the town in with the address.)
      const countryLast = (afterEuropean !== undefined && afterEuropean !== '' && isCountry(afterEuropean)) || (afterEuropean === '' && isCountry(european!.text.split(',').pop()!.trim()));
      if (k === 1 && !(found && NAME_BEFORE_ADDRESS.test(joined.slice(0, found.start)) && lines[from + 1]?.trim() !== '')) continue;
      if (k > LINES_WITHOUT_COUNTRY ? countryLast : found !== undefined || afterEuropean === '' || countryLast) taken = k;
    }
    if (taken === 0) {
      out.push(lines[i]!);
      continue;
    }
    // ("I moved from Bergen to Oslo in the spring, new address:": a sentence that ends by naming the address keys it
    // by those words, and says the rest on its own.)
    const named = label!.match(ADDRESS_NAMED_LAST);
    // ("Old address - our sponsors' house, the Melnyk family:": a remark after a dash says whose it was, not what.)
    const key = label!.replace(/^(\p{L}[\p{L} ]{2,30}?)\s+[-–—]\s+\S.*$/u, '$1');
    const keyed = named ? [`${label!.slice(0, named.index).replace(/[,;\s]+$/, '')}.`, `${named[1]}: ${block.join(', ')}`] : [`${key}: ${block.join(', ')}`];
    const asideTaken = aside > 0 && aside < taken;
    out.push(...(said ? [said[1]!] : []), ...keyed, ...(request ? [request] : []), ...(remark ? [remark] : []), ...(asideTaken ? [under[aside]!] : []));
    i = from + taken + (asideTaken ? 1 : 0) - 1;
  }
  return out;
}

/** "Firm: Holloway Tax & Bookkeeping LLC, EIN 62-1847309": the key of an organisation's line. */
const ORGANISATION_KEYED = /^\s*(?:[-*•]\s+)?((?:(?:the|my|our|your)\s+)?(?:firm|company|business|employer|vendor|office|agency|practice|school|bank|requester)(?:['’]s)?(?:\s+name)?)\s*:\s*\S/i;

/**
 * "Firm: Holloway Tax & Bookkeeping LLC, EIN 62-1847309" / "1880 Kingston Pike, Suite 204, Knoxville, TN 37919": an
 * address alone on the line under an organisation's line is the organisation's, keyed as its address.
 */
export function linesWithOrganisationAddressKeyed(lines: string[]): string[] {
  return lines.map((line, i) => {
    const organisation = i > 0 ? lines[i - 1]!.match(ORGANISATION_KEYED)?.[1] : undefined;
    if (organisation === undefined || KEYED_LINE.test(line)) return line;
    const text = line.trim().replace(/[.\s]+$/, '');
    const whole = findUsAddresses(text).some((a) => a.start === 0 && a.end >= text.length);
    return whole ? `${organisation.replace(/\s+name$/i, '').replace(/['’]s$/, '')} address: ${text}` : line;
  });
}

/** "…, new address", "… and my mailing address": the words that name an address at the end of a longer label. */
const ADDRESS_NAMED_LAST = /(?<=[,;]\s*|\s(?:and|so|here(?:'s| is)|my|the)\s+)((?:(?:my|our|his|her|their|the|new|current|present|old|previous|mailing|postal|home)\s+){1,3}address)$/i;

/** "new addr Keizersgracht 212, 3rd floor", "Address: 12 Main St, Apt 4": an address's key, with or without its colon. */
const ADDRESS_LINE = /^(\s*(?:[-*•]\s+)?(?:(?:my|our|his|her|their|new|current|home|old|previous|mailing|postal)\s+)*(?:addr|address|adress|adresse|mailing))\.?(?:\s*:|\s+is\b)?\s+(?=[^:]*\d)(\S.*?)\s*$/iu;

/** "Requester (that's you):  Hawkeye Property Management, 400 Locust St," / "Des Moines, IA 50309": any keyed line cut after a comma. */
const KEYED_LINE_CUT_AFTER_COMMA = /^(\s*[^:\n]{2,60}?):\s*(\S[^:]*\d[^:]*,)\s*$/u;

/** "she's at 27 Clontarf Road, Flat 3" / "Dublin D03 K2X7": where someone lives said in prose, ended on the next line. */
const ADDRESS_SAID_AT_LINE_END = /^(.*?\b(?:live|lives|living|reside|resides|residing|(?:i['’]m|s?he['’]s|s?he\s+is|they['’]re|they\s+are|we['’]re|we\s+are)\s+(?:now\s+)?(?:living\s+)?at))\s+(\d[^:.;!?]*?)\s*$/iu;

/**
 * "new addr Keizersgracht 212, 3rd floor" / "1016 DZ Amsterdam, Netherlands": an address keyed on one line and
 * ended on the next (its postcode and town, or its city, state and ZIP code) is one keyed line.
 */
export function linesWithAddressRunOn(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1]?.trim() ?? '';
    const m = lines[i]!.match(ADDRESS_LINE) ?? lines[i]!.match(ADDRESS_SAID_AT_LINE_END) ?? lines[i]!.match(KEYED_LINE_CUT_AFTER_COMMA);
    if (!m || next === '' || /:/.test(next) || endsAnAddress(m[2]!)) {
      out.push(lines[i]!);
      continue;
    }
    const joined = `${m[2]!.replace(/[,\s]+$/, '')}, ${next}`;
    // ("New address: 1460 Marshall Ave" / "Apt 207" / "Saint Paul, MN 55104": with the unit on a line between.)
    const third = lines[i + 2]?.trim() ?? '';
    const withUnit = UNIT_ALONE.test(next) && third !== '' && !/:/.test(third) ? `${joined}, ${third}` : undefined;
    const whole = endsAnAddress(joined) ? joined : withUnit !== undefined && endsAnAddress(withUnit) ? withUnit : undefined;
    if (whole === undefined) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${m[1]!.trim()}: ${whole}`);
    i += whole === joined ? 1 : 2;
  }
  return out;
}

/** "Apt 207", "Suite 4B", "#12", "Floor 3": a unit alone on its line. */
const UNIT_ALONE = new RegExp(String.raw`^(?:${UNIT_WORDS}|#)\.?\s*#?\s*[\w-]{1,6}$`, 'i');

/** "Contract Specialist, GS-1102-11, step 3": a line that opens with a job title. */
function isTitleLine(line: string): boolean {
  return /^\p{Lu}/u.test(line) && JOB_WORD.test(line.split(',')[0]!);
}

/**
 * "My info:" / "Dmitri A. Volkov" / "SSN 538-20-7714" / "1902 NE 112th Ave" …: a name alone on the first line under a
 * lead-in, with a number or an address of its bearer under it, is the block's name.
 */
export function linesWithNameUnderLeadIn(lines: string[]): string[] {
  return lines.flatMap((line, i) => {
    const previous = lines[i - 1]?.trim() ?? '';
    const next = lines[i + 1]?.trim() ?? '';
    // ("Venkatesh R. Iyer (full name is …, but his card says … so use that)": a remark after the name is no part of it,
    // nor is the name someone goes by: "Rafael Quintero Marín - goes by Rafa".)
    // ("Dwayne Pettis - range safety officer, he lives over in Indiana": nor a remark after a dash.)
    const name = line.trim().replace(/\s*\([^()]*\)$/, '').replace(GOES_BY, '').replace(/\s+[-–—]\s+\p{Ll}.*$/u, '');
    // ("Her info:" / "- Beatriz A. Carvalho, SSN 031-58-4472": or an item that opens with the name, its number after it.)
    const item = /:$/.test(previous) ? line.trim().match(NAME_THEN_BEARER) : null;
    if (item) {
      const person = parsePersonName(item[1]!);
      if (person && person.first !== '' && person.last !== '') return `Name: ${item[1]}, ${item[2]}`;
    }
    // ("Rest of my info:" / "- Erik J. Lindqvist" / "- Maintenance Mechanic, …": a list of the writer's own details whose
    // first item is a name alone is that name.)
    // ("My info:" / "- Whitaker, Darnell K.": or its family name first, before a comma.)
    const listed = OWN_DETAILS_LEAD_IN.test(previous) ? line.trim().match(/^[-*•]\s+(\p{Lu}[\p{L}'’.-]*,?(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})$/u)?.[1] : undefined;
    // (A titled name, "- Mr. Henrik Lindqvist", is read as such where the text has one.)
    const listedPerson = listed && !/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s/.test(listed) ? parsePersonName(listed) : undefined;
    if (listedPerson && listedPerson.first !== '' && listedPerson.last !== '') return `Name: ${listed}`;
    // (Under a heading in capitals that names whose block it is, "EMPLOYEE", as under a lead-in's colon; under such a
    // heading the name opens the block, whatever the line under it gives.)
    // ("My info for Section A:" / "Renata L. Castellanos" / "Contract Specialist, GS-1102-11, …": under the writer's own
    // lead-in, a job title under the name, as a signature has it, says the same.)
    const titleUnder = OWN_DETAILS_LEAD_IN.test(previous) && isTitleLine(next);
    // ("" / "Tyler J. Brackett" / "SSN 481-27-6350": or a name alone after a blank line, over its bearer's number.)
    // (Not a record laid out in columns, "WIFE      Ruth Ellen HADLEY" over "  Born      27 APR 1948 …".)
    const overNumber = previous === '' && i > 0 && PERSONS_NUMBER_LINE.test(next) && !/\s{2,}/.test(line.trim()) && !/^\s/.test(lines[i + 1] ?? '');
    if (!(/:$/.test(previous) || ROLE_HEADING.test(previous) || overNumber) || !(BEARERS_LINE.test(next) || titleUnder || (ROLE_HEADING.test(previous) && next !== '')) || /[:@\d]/.test(name)) return line;
    // ("Cornelius Van der Berg": a family name's particles in lower case too.)
    // ("Lindqvist, Erik J.": or its family name first, before a comma, as a form's name block asks for it.)
    const person = /^\p{Lu}[\p{L}'’.-]*,?(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|der|den|de|da|del|della|la|le|di|du|bin|al)){1,4}$/u.test(name) ? parsePersonName(name) : undefined;
    if (!person || person.first === '' || person.last === '') return line;
    // ("(legal name is what's on his license, no middle name)": the words after the first name are all the last name.)
    const noMiddle = /\bno middle name\b/i.test(line) && person.middle !== '';
    // ("SELLER (that's me)" / "Gerald P. Novak": under the heading of a party other than the form's person, the name
    // is that party's.)
    const role = ROLE_HEADING.test(previous) ? previous.match(/^([A-Z]+)/)![1]! : 'ME';
    const key = OTHER_PARTY_HEADING.test(role) ? `${role.charAt(0)}${role.slice(1).toLowerCase()} name` : 'Name';
    return noMiddle ? [`${key}: ${name}`, `Last name: ${name.slice(person.first.length).trim()}`] : `${key}: ${name}`;
  });
}

/** "SSN 481-27-6350", "DOB: 03/14/1990": a line that opens with a number only a person has. */
const PERSONS_NUMBER_LINE = /^(?:SSN|SS#|Social Security(?:\s+(?:number|no\.?|#))?|DOB|Date of birth|Born)\b/i;
/** "Rest of my info:", "My details:": a lead-in over the writer's own details. */
const OWN_DETAILS_LEAD_IN = /\b(?:my|our)\s+(?:info|information|details|particulars)\b[^:]{0,20}:$/i;

/** "- Beatriz A. Carvalho, SSN 031-58-4472": a list's item of a name, a comma, then a number or an address of its bearer. */
// ("Tomasz J. Wróblewski (the schedule just says "Tom W."), SSN …": a remark in brackets may come between.)
const NAME_THEN_BEARER = /^(?:[-*•]\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})(?:\s*\([^()]*\))?,\s+((?:SSN|SS#|Social Security|DOB|Date of birth|born|phone|tel)\b.*)$/iu;

/**
 * "1. Adaeze Ngozi Okafor - that is how my name appears on the deed.": a name the line goes on to say is the writer's,
 * as a reply to a question the text does not quote. Rewritten as "my name: …".
 */
export function withNameSaidToBeMine(line: string): string {
  // ("… - that is my married name and I use it here at work. But my social security card is still the old one, …": the
  // sentences after the remark's stay, on a line of their own.)
  return line.replace(NAME_SAID_TO_BE_MINE, (_, lead: string, name: string, rest: string | undefined) => `${lead}my name: ${name}${rest ? `\n${rest}` : ''}`);
}
const NAME_SAID_TO_BE_MINE = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s+[-–—]\s+(?:that['’]?s|that is|this is|it['’]s|it is)\s+(?:how\s+|exactly\s+how\s+)?my\s+(?:full\s+|legal\s+|married\s+)?name\b[^.!?\n]*(?:[.!?]\s+(\p{Lu}.*))?.*$/u;

/**
 * " - goes by Rafa", " - everyone here calls me Maggie but it has to be the legal name", " - Neil to everyone, but use
 * Cornelius": what someone is called, after a dash behind their name.
 */
const GOES_BY = /\s+[-–—]\s+(?:(?:[^-–—]*\b(?:goes by|known as|aka|calls? (?:me|him|her))|called)\s+|\p{Lu}[\p{L}'’-]+\s+to\s+(?:everyone|everybody|friends|family|most people)\b).*$/iu;

/** "Teresa M. Okafor (Tess is just what everyone calls me)": the same, in brackets after the name. */
const GOES_BY_IN_BRACKETS = /\s*\([^()]*\b(?:goes by|known as|aka|calls? (?:me|him|her))\b[^()]*\)\s*$/iu;

/**
 * "Ramon B. Villanueva - everybody calls him Mon, even his W-2 says …": a name without what people call its bearer
 * after a dash; any other text as it is.
 */
export function nameWithoutWhatItGoesBy(text: string): string {
  const name = text.replace(GOES_BY, '').replace(GOES_BY_IN_BRACKETS, '');
  return name !== text && /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(name.trim()) ? name : text;
}
/** The headings of ROLE_HEADING that name a party a form asks about beside its own person. */
const OTHER_PARTY_HEADING = /^(?:SELLER|BUYER|WITNESS|AGENT|SPOUSE|EMPLOYER)$/;
/** "EMPLOYEE", "SELLER (me)": a heading in capitals naming a party. */
const ROLE_HEADING = /^(?:ME|EMPLOYEE|EMPLOYER|SELLER|BUYER|TAXPAYER|SPOUSE|APPLICANT|PRINCIPAL|AGENT|CLIENT|OWNER|WITNESS)(?:\s*\([^()]*\))?$/;

/** "Ilica 242", "Křižíkova 148/34": a street's name, then its house number, as much of Europe writes it. */
const STREET_THEN_NUMBER = String.raw`\p{Lu}[\p{L}'’.-]+(?:\s+\p{L}[\p{L}'’.-]*){0,3}\s+\d{1,4}[a-zA-Z]?(?:\/\d{1,4})?`;
/** A line that gives a person's number or address: "SSN 538-20-7714", "1902 NE 112th Ave", "Ilica 242, flat 7", "DOB: …". */
const BEARERS_LINE = new RegExp(String.raw`^(?:(?:SSN|SS#|Social Security|DOB|Date of birth|Born|Phone|Tel|Email|E-mail|Address)\b|\d{1,6}[A-Z]?\s+\p{Lu}|${STREET_THEN_NUMBER}(?:,|$))`, 'iu');

/**
 * "1902 NE 112th Ave" / "Vancouver, WA 98684": an address written as on an envelope, with no key, is one line. (Read
 * once a letter's address blocks, which parse-letter.ts reads whole, are records.)
 */
export function linesWithEnvelopeAddressesJoined<T>(lines: (string | T)[]): (string | T)[] {
  const out: (string | T)[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const following = lines[i + 1];
    const street = typeof line === 'string' ? line.trim() : '';
    const next = typeof following === 'string' ? following.trim() : '';
    const joined = `${street}, ${next}`;
    if (STREET_ALONE.test(street) && !endsAnAddress(street) && next !== '' && !/:/.test(next) && findUsAddresses(joined)[0]?.text.length === joined.replace(/[.\s]+$/, '').length) {
      out.push(joined);
      i++;
      continue;
    }
    // ("Ilica 242, flat 7, 3rd floor" / "10000 Zagreb, Croatia": a street written with its number after the name, as
    // much of Europe writes it, and the postcode and town under it.)
    if (STREET_NUMBER_AFTER.test(street) && TOWN_LINE.test(next)) {
      out.push(`${street}, ${next.replace(/[.\s]+$/, '')}`);
      i++;
      continue;
    }
    // ("- Address: Sveavägen 48, lgh 1203 (lgh = flat number)" / "- 111 34 Stockholm, Sweden": a keyed street whose
    // postcode and town are the next line, without a key; a remark in brackets stays at the end.)
    const keyed = street.match(KEYED_STREET);
    // ('address is ul. Długa 27 m. 4, and on the second line "Kleparz"' / '31-147 Kraków, Poland': the second line said
    // in passing is keyed on a line of its own (parse-data.ts SECOND_LINE_IN_PASSING), between the two.)
    const secondLine = typeof following === 'string' && SECOND_LINE_KEYED.test(following) ? following : undefined;
    const town = secondLine !== undefined ? (typeof lines[i + 2] === 'string' ? (lines[i + 2] as string).trim() : '') : next;
    if (keyed && !endsAnAddress(keyed[2]!) && TOWN_LINE.test(town.replace(/^[-*•]\s+/, ''))) {
      out.push(`${keyed[1]!.replace(/\s+is\s*$/, ': ')}${keyed[2]}, ${town.replace(/^[-*•]\s+/, '').replace(/[.\s]+$/, '')}${keyed[3] ?? ''}`, ...(secondLine !== undefined ? [secondLine] : []));
      i += secondLine !== undefined ? 2 : 1;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** 'Address line 2: "Kleparz"': an address's second line, keyed. */
const SECOND_LINE_KEYED = /^\s*address line 2:/i;
/** "Address: Sveavägen 48, lgh 1203 (remark)": an address key, a street with its number, perhaps a remark in brackets. */
// ("address is ul. Długa 27 m. 4" / "31-147 Kraków, Poland": or said to be it.)
const KEYED_STREET = /^((?:[-*•]\s+)?(?:\p{L}[\p{L}'’]*\s+){0,3}address(?:\s+\p{L}+){0,2}(?:\s*:|\s+is)\s*)([^():]*?\p{L}[^():]*?\d[^():]*?)(\s*\([^()]*\))?$/iu;
/** "111 34 Stockholm, Sweden", "75011 Paris", "Vancouver, WA 98684": a postcode and town, or a US city, state and ZIP, alone on a line. */
// ("31-147 Kraków", "1000-001 Lisboa", "3511 AZ Utrecht": Poland's, Portugal's and the Netherlands' codes too.)
const TOWN_LINE = /^(?:(?:\d{3}\s?\d{2}|\d{4,5}|[A-Z]{1,2}-\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4}\s?[A-Z]{2})\s+\p{Lu}[\p{L}'’ .-]{1,30}(?:,\s*\p{Lu}[\p{L} ]{2,30})?|\p{Lu}[\p{L}'’ .-]{1,30},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)\.?$/u;

/** A street and house number alone on a line: "1902 NE 112th Ave", "4471 W Pinecrest Dr, Unit 12". */
const STREET_ALONE = /^\d{1,6}[A-Z]?\s+(?:[\p{Lu}\d][\p{L}\d.'’-]*\s+){0,5}[\p{Lu}][\p{L}.]*\.?(?:,\s*(?:Apt|Apartment|Suite|Ste|Unit|#|Fl|Floor)\.?\s*[\w-]+)?$/u;

/** "Ilica 242", "Křižíkova 148/34, byt 12", "Rua das Flores 87, 3rd floor": a street, its number after it, perhaps units. */
const STREET_NUMBER_AFTER = new RegExp(String.raw`^${STREET_THEN_NUMBER}(?:,\s*(?:flat|apt\.?|apartment|floor|\d{1,2}(?:st|nd|rd|th|\.)\s+floor|lgh|byt|stan|piso|étage|wohnung|top)\b[^,]{0,20}){0,2}$`, 'iu');

/** A street and its house number alone, as the US ("1902 NE 112th Ave") or much of Europe ("Ilica 242") writes it. */
export function isStreetAlone(text: string): boolean {
  return STREET_ALONE.test(text) || STREET_NUMBER_AFTER.test(text);
}

/** Whether a text ends with a postcode and town (Europe) or a city, state and ZIP code (US), perhaps a country. */
function endsAnAddress(text: string): boolean {
  const whole = text.replace(/[.\s]+$/, '');
  // ("Hawkeye Property Management, 400 Locust St, Des Moines, IA 50309": or whose the address is, named before it.)
  return findUsAddresses(whole).some((a) => a.start === 0 || NAME_BEFORE_ADDRESS.test(whole.slice(0, a.start))) || findEuropeanAddress(whole)?.start === 0;
}

/**
 * The labels nearly every form and profile page has: "First name", "Street address", "ZIP / Postal code", "Mobile
 * phone". Under a heading ("Personal details" / "First name" / "Marisol"), one of them is the next label, not the
 * heading's value.
 */
const COMMON_LABEL = /^(?:(?:first|last|middle|given|family|full|legal|preferred)\s+name|name|surname|(?:street|home|mailing|postal|e-?mail)\s+address|address(?:\s+line\s+\d)?|street|city|town|state|province|zip(?:\s+code)?(?:\s*\/\s*postal\s+code)?|post(?:al)?\s*code|country|(?:mobile|home|work|cell)\s+phone|phone(?:\s+number)?|telephone|mobile|e-?mail|gender|sex|pronouns|date\s+of\s+birth|birthday|height|weight|relationship|occupation|nationality)(?:\s*\([^()]{1,20}\))?$/i;

/** Whether the label at `at` is a heading over the next label rather than a label over a value. */
function isHeadingOverLabel(lines: string[], at: number): boolean {
  const next = lines[at + 1]?.trim() ?? '';
  const after = lines[at + 2]?.trim() ?? '';
  // ("Ride preferences" / "Holds a car driving licence" / "Yes": nor is a label over a yes or a no.)
  if (YES_OR_NO.test(after) && !YES_OR_NO.test(next) && /^\p{Lu}[^\d.!?:]{2,80}$/u.test(next)) return true;
  return COMMON_LABEL.test(next) && !COMMON_LABEL.test(lines[at]!.trim()) && after !== '' && !COMMON_LABEL.test(after);
}
const YES_OR_NO = /^(?:yes|no|y|n|none|n\/a|true|false)\.?$/i;

export function linesWithLabelsAbove(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let pairs = 0;
    while (i + 2 * pairs + 1 < lines.length && isLabel(lines[i + 2 * pairs]!) && lines[i + 2 * pairs + 1]!.trim() !== '' && !isHeadingOverLabel(lines, i + 2 * pairs)) pairs++;
    if (pairs >= RUN_PAIRS) {
      for (let k = 0; k < pairs; k++) out.push(`${lines[i + 2 * k]!.trim()}: ${lines[i + 2 * k + 1]!.trim()}`);
      i += 2 * pairs;
      continue;
    }
    out.push(lines[i]!);
    i++;
  }
  return out;
}

/**
 * "Backstory, the short version the DM approved:": a label of a few words ending with a colon, alone on its line;
 * or a heading in capitals without one ("FEDERAL AGENCY", "BUDGET (page 1, for reference)").
 */
// ("CLAIMANT'S REFERENCES (persons and bodies who will vouch for the claimant)": its remark may be long.)
const COLON_LABEL = /^\s*(\p{L}[^:]{0,60}?)\s*:\s*$|^\s*(\p{Lu}[\p{Lu}\d&/'’-]*(?:\s+[\p{Lu}\d&/'’-]+){0,4})(?:\s+\([^)]{1,80}\))?\s*$/u;

/** Headings in capitals over one line each that make a text a fact sheet. */
const CAPS_SECTIONS = 3;

/**
 * "Backstory, the short version the DM approved:" and the paragraph on the line under it, or "FEDERAL AGENCY" and
 * the line under it in a fact sheet: the paragraph is the label's value, keyed by the label's first words (up to
 * a comma: what follows it is a remark on the value). A label over a list, or over several lines, stays as
 * written.
 */
/**
 * The name of a CV's header: a line in capitals that reads as a person's name, over a line that names a job
 * ("Senior Process Engineer"). Undefined for anything else.
 */
function cvHeaderName(caps: string, job: string): string | undefined {
  if (!JOB_WORD.test(job) || job.split(/\s+/).length > 6 || /[:,.;]/.test(job)) return undefined;
  const person = parsePersonName(capitalsAsName(caps));
  return person && person.first !== '' && person.last !== '' ? person.full : undefined;
}

export function linesWithParagraphsUnderLabels(lines: string[]): string[] {
  const out: string[] = [];
  const singleUnder = (i: number) => lines[i + 1] !== undefined && lines[i + 1]!.trim() !== '' && (lines[i + 2] ?? '').trim() === '';
  // Headings in capitals key their lines only in a sheet laid out that way (CAPS_SECTIONS of them): one line in
  // capitals over another is more often a letterhead ("BRIGHTWATER TAX & BOOKKEEPING" over its address).
  const capsSheet = lines.filter((line, i) => line.match(COLON_LABEL)?.[2] !== undefined && singleUnder(i)).length >= CAPS_SECTIONS;
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]!.match(COLON_LABEL);
    // "MARTA KOWALCZYK-NOWAK" over "Senior Process Engineer": a CV's header is a name and a job, not a section.
    // ("Process Engineer | Food & Beverage Automation": the job, then the field it is in.)
    const job = (lines[i + 1] ?? '').split(/\s+[|·•–—]\s+/)[0]!.trim();
    const cvHeader = m?.[2] !== undefined ? cvHeaderName(m[2], job) : undefined;
    if (cvHeader) {
      out.push(`name: ${cvHeader}`, `position title: ${job}`);
      i++;
      continue;
    }
    const label = m?.[1] ?? (capsSheet ? m?.[2] : undefined);
    const paragraph = lines[i + 1] ?? '';
    // In a fact sheet, the first line under a heading is its value though remarks follow it ("FUNDER" over the
    // agency, then its assistance listing): a line without a key of its own.
    const single = singleUnder(i) || (capsSheet && m?.[1] === undefined && paragraph.trim() !== '' && !/^[^:]{1,40}:\s/.test(paragraph));
    // (Under a label with a colon, a line with a colon of its own is a keyed line; a heading's title may hold one.)
    if (!label || label.split(/\s+/).length > 8 || !single || /^\s*(?:[-*•]|\d+[.)])\s/.test(paragraph) || (m?.[1] !== undefined && /:/.test(paragraph.slice(0, 40)))) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${label.split(',')[0]!.trim()}: ${paragraph.trim()}`);
    i++;
  }
  return out;
}

/**
 * "MAREN VASK" / "Role: POV character" / "Age: 29" / …: a record pasted from notes whose title is its person's name in
 * capitals, alone on a line over keyed lines. The title is the record's name ("Name: Maren Vask"), where none of the
 * lines under it keys a name of its own.
 */
export function linesWithCapitalsNameOverRecord<T>(lines: (string | T)[]): (string | T)[] {
  return lines.map((line, i) => {
    if (typeof line !== 'string' || !CAPITALS_NAME_LINE.test(line) || !isBlankOrRule(lines[i - 1])) return line;
    const under = lines.slice(i + 1, i + 1 + RECORD_LINES_LOOKED_AT).filter((l): l is string => typeof l === 'string');
    // (Keys of a person's record, not a list of people each with a task: "ACTION ITEMS" / "- Adaeze: start the SF-182".)
    const keyed = under.filter((l) => RECORD_KEYED_LINE.test(l) && PERSON_RECORD_KEY.test(l));
    if (!RECORD_KEYED_LINE.test(under[0] ?? '') || keyed.length < RECORD_KEYED_AT_LEAST || keyed.some((l) => /^\s*(?:[-*•]\s+)?(?:full\s+|character\s+|legal\s+)?name\s*:/i.test(l))) return line;
    const name = capitalsAsName(line.trim());
    const person = HEADING_WORDS.test(name) ? undefined : parsePersonName(name);
    return person && person.first !== '' && person.last !== '' ? `Name: ${name}` : line;
  });
}
/** Two or three words in capitals alone on a line ("MAREN VASK", "O'NEILL, JAMES" is a list's). */
const CAPITALS_NAME_LINE = /^\s*\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{Lu}'’-]+){1,2}\s*$/u;
/** A line a record's "Key: value" lines are: a key of up to four words, a colon, a value. */
const RECORD_KEYED_LINE = /^\s*(?:[-*•]\s+)?\p{L}[\p{L}/&' -]{0,30}:\s+\S/u;
/** The keys a person's record gives: "Role:", "Age:", "Physical:", "Born:", "Address:". */
const PERSON_RECORD_KEY = /^\s*(?:[-*•]\s+)?(?:role|age|born|dob|date of birth|birthday|height|weight|eyes|hair|skin|physical|appearance|looks|address|home|phone|cell|email|occupation|job|title|position|nationality|citizenship|gender|sex|pronouns|affiliation|faction|allies|class|race|species|background|backstory|traits|quirks|possessions|personality|family|status)\b[^:]{0,20}:/i;
const RECORD_LINES_LOOKED_AT = 6;
const RECORD_KEYED_AT_LEAST = 2;
/** Words of a heading in capitals that no name has ("CONTACT DETAILS", "SELLER INFO"). */
const HEADING_WORDS = /\b(?:details?|particulars|claimant|info|information|notes?|summary|record|section|part|profile|contact|personal|seller|buyer|employee|employer|applicant|principal|agent|witness|spouse|taxpayer|client|member|owner|account|vendor|payee|background|history|overview|data|sheet|form|request|character|update)\b/i;
function isBlankOrRule<T>(line: string | T | undefined): boolean {
  return line === undefined || (typeof line === 'string' && (line.trim() === '' || /^\s*(?:[-=_*~]{3,}|-{2,}.*-{2,})\s*$/.test(line)));
}
