/**
 * A couple named in one breath, as spouses write themselves: "Names exactly like on the cards: Desmond R. & Priya K.
 * Achterberg. SSNs are 512-38-7704 (me) and 498-21-6635 (Priya).", "we're Raymond and Lorna Pettibone, 527-61-0834
 * and 527-61-2957 - … the second one is mine", "Jolene and I are Calvin & Jolene Brandvold, 501-84-3372 and
 * 503-19-6628". Read as written, the two names are one value and the two numbers go to whoever the nearest word
 * says. Here each person gets a line of their own, with their number (in the order the names were given, or as a
 * bracket after a number says), keyed by who they are to the writer: "Me: …" and "Spouse: …" when the text says
 * which one writes, "Taxpayer: …" (the one named first, as a joint return lists them) and "Spouse: …" when it does
 * not. A plain function of the text.
 */

/** "Desmond R. & Priya K. Achterberg", "Raymond and Lorna Pettibone": two given names sharing the family name. */
// (On one line: "HARLOW, Benjamin & Teresa" over "Preparer: …" names no "Teresa Preparer".)
const COUPLE = /\b(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]*(?:&|and)[ \t]*(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)\b/u;
/** "Delphine M. Carraway and Tobias R. Carraway": two people of one family name, each named in full. */
const COUPLE_EACH_NAMED = /\b(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)[ \t]*(?:&|and)[ \t]*(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+\3\b/u;
/** Words that say a text is about spouses. */
const SPOUSES = /\b(?:wife|husband|spouse|spouses|jointly|joint return|married|hubby|wifey|we['’]re|we are|our)\b/i;
/** Two SSNs one after the other, each perhaps with its owner in brackets: "512-38-7704 (me) and 498-21-6635 (Priya)". */
const SSN_PAIR = /(\d{3}-\d{2}-\d{4})(?:\s*\(([^()]{1,20})\))?\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*\/\s*)(\d{3}-\d{2}-\d{4})(?:\s*\(([^()]{1,20})\))?/;
/** "this one is just his", "goes under her name", "her number ONLY", "his W-4": the form is the other spouse's. */
const FORM_IS_THE_OTHERS = /\b(?:(?:this|the|that)\s+(?:one|form|w-?4|w-?9|return)\s+is\s+(?:just\s+|only\s+)?(?:his|hers|her)\b|(?:under|in)\s+(?:his|her)\s+name\b|(?:his|her)\s+(?:name\s+and\s+(?:his|her)\s+)?number\s+only\b|(?:his|her)\s+(?:w-?4|w-?9)\b)/i;
/** "… Services", "… LLC", "… & Co": the words of a firm's name. */
const FIRM_WORDS = String.raw`services?|llc|inc|co|company|group|partners|associates|law|accounting|cpas?|ltd|tax|consulting|holdings|land|surveying|construction|realty|farms?`;
const FIRM_WORD = new RegExp(String.raw`^(?:${FIRM_WORDS})$`, 'i');
const FIRM_WORD_AFTER = new RegExp(String.raw`^[ \t]+(?:${FIRM_WORDS})\b`, 'i');
/** "… Land Surveying LLC", "Harrow & Finch Mechanical, LLC": a firm's legal form a few words on, after a comma too. */
const FIRM_NEAR = /^[^.\n]*?\b(?:LLC|L\.L\.C|Inc|LLP|PLLC|Corp|Ltd)\b/;
const FIRM_REACH = 30;
/** How far after the names (characters) their numbers may be given. */
const NUMBERS_REACH = 160;

/**
 * "Dale R. Hensley, SSN 287-41-6630, and Marcy L. Hensley, SSN 301-58-2297": two people of one family name, each
 * named in full with their number after them (1–3 the first's given name, initial and family name, 4 the first's
 * number, 5–6 the second's given name and initial, 7 the second's number).
 */
const EACH_NAMED_WITH_NUMBER = /\b(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?),?[ \t]+(?:SSN|SS#|social(?:\s+security(?:\s+(?:number|no\.?))?)?)?:?[ \t]*(\d{3}-\d{2}-\d{4}),?[ \t]+(?:and|&)[ \t]+(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+\3,?[ \t]+(?:SSN|SS#|social(?:\s+security(?:\s+(?:number|no\.?))?)?)?:?[ \t]*(\d{3}-\d{2}-\d{4})/u;

/**
 * "Teodora R. Marchetti, SSN 512-38-7744, and Gareth J. Lindqvist, SSN 509-61-2083": two people each named in full
 * with their number, of two family names (1–3 the first's given name, initial and family name, 4 the number, 5–7 the
 * second's, 8 the number).
 */
const TWO_NAMED_WITH_NUMBERS = /\b(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?),?[ \t]+(?:SSN|SS#)?:?[ \t]*(\d{3}-\d{2}-\d{4}),?[ \t]+(?:and|&)[ \t]+(\p{Lu}[\p{Ll}'’-]+)([ \t]+\p{Lu}\.?)?[ \t]+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?),?[ \t]+(?:SSN|SS#)?:?[ \t]*(\d{3}-\d{2}-\d{4})/u;

/** Spouses of two family names, each with their number, put one a line as withCoupleApart puts a couple; else undefined. */
function spousesOfTwoNamesApart(text: string): string | undefined {
  const m = text.match(TWO_NAMED_WITH_NUMBERS);
  if (!m || m[3] === m[7] || !SPOUSES.test(text)) return undefined;
  const [whole, first, firstInitial = '', family, firstNumber, second, secondInitial = '', secondFamily, secondNumber] = m as unknown as string[];
  const writer = writerOf(text, [first!, second!], undefined);
  const roles = writer === 0 ? ['Me', 'Spouse'] : writer === 1 ? ['Spouse', 'Me'] : ['Taxpayer', 'Spouse'];
  const lines = [`${roles[0]}: ${first}${firstInitial} ${family}, SSN ${firstNumber}`, `${roles[1]}: ${second}${secondInitial} ${secondFamily}, SSN ${secondNumber}`];
  return withCoupleSaidAsUs(text.slice(0, m.index), text.slice(m.index! + whole!.length), lines);
}

/**
 * The text with the couple's words (between `before` and `rest`) said as "the two of us", and each person's line after
 * the line that named them.
 */
function withCoupleSaidAsUs(before: string, rest: string, lines: string[]): string {
  const lineEnd = rest.indexOf('\n');
  const head = `${before}the two of us`;
  return lineEnd < 0 ? `${head}${rest}\n${lines.join('\n')}` : `${head}${rest.slice(0, lineEnd)}\n${lines.join('\n')}${rest.slice(lineEnd)}`;
}

export function withCoupleApart(data: string): string {
  // ("Names exactly like our cards: Teodora R. Marchetti, SSN 512-38-7744, and Gareth J. Lindqvist, SSN 509-61-2083":
  // spouses of two family names.)
  const twoNames = spousesOfTwoNamesApart(data);
  if (twoNames !== undefined) return twoNames;
  // (Said with each one's number after their name, the two are said as the names, then the numbers, in that order.)
  const text = data.replace(EACH_NAMED_WITH_NUMBER, (_whole, first: string, firstInitial = '', family: string, firstNumber: string, second: string, secondInitial = '', secondNumber: string) => `${first}${firstInitial} ${family} and ${second}${secondInitial} ${family}, SSNs ${firstNumber} and ${secondNumber}`);
  const eachNamed = text.match(COUPLE_EACH_NAMED);
  const couple = eachNamed ?? text.match(COUPLE);
  if (!couple || !SPOUSES.test(text)) return text;
  const [whole, first, firstInitial = '', second, secondInitial = '', family] = eachNamed ? [eachNamed[0], eachNamed[1], eachNamed[2], eachNamed[4], eachNamed[5], eachNamed[3]] : couple;
  const after = text.slice(couple.index! + whole.length);
  const pair = after.slice(0, NUMBERS_REACH).match(SSN_PAIR);
  // ("Ruiz & Tan Tax Services", "Whitcomb & Alvarez Partners", "Quillen & Rhee Land Surveying LLC": a firm's name is
  // no couple.)
  if (FIRM_WORD.test(family!) || FIRM_WORD_AFTER.test(after) || FIRM_NEAR.test(after.slice(0, FIRM_REACH))) return text;
  // (A couple's given names carry initials, or are said as names or as who "we" are: "Names: …", "we're …", "Jolene
  // and I are …".)
  // (Not a thing's name: "Account name   Kiln & Kettle Pottery" on a payment platform's page is the shop's.)
  const said = /(?<!\b(?:account|business|company|shop|store|trade|brand|product|project|file|user|display|screen|public)\s+)\bnames?\b[^.\n]{0,40}$|\b(?:we['’]re|we\s+are|and\s+I\s+are)\s+$/i.test(text.slice(0, couple.index));
  if (!((firstInitial && secondInitial) || said)) return text;
  const people = [`${first}${firstInitial} ${family}`, `${second}${secondInitial} ${family}`];
  const numbers = pair ? ordered(pair, [first!, second!]) : undefined;
  const writer = writerOf(text, [first!, second!], pair ?? undefined);
  // ("Proposed Insured: Caleb R. Lindgren and Sarah J. Lindgren, husband and wife" in a pasted title commitment: a couple
  // a record keys by another role, neither the writer nor given a number, is no "us".)
  const keyBefore = text.slice(text.lastIndexOf('\n', couple.index) + 1, couple.index).match(/([\p{L}][\p{L} ]{1,40}):\s*$/u)?.[1];
  if (writer === undefined && !pair && !said && keyBefore !== undefined && !/\b(?:names?|taxpayers?|clients?|filers?|couple|spouses|employees?|applicants?)\b/i.test(keyBefore)) return text;
  // ("Mine went in last week … this one is just his", "the W-9 goes under her name": the form is the other one's, who
  // is then whom it is about, the writer their spouse.)
  const othersForm = writer !== undefined && FORM_IS_THE_OTHERS.test(text);
  const roles = othersForm ? (writer === 0 ? ['Spouse', 'Taxpayer'] : ['Taxpayer', 'Spouse']) : writer === 0 ? ['Me', 'Spouse'] : writer === 1 ? ['Spouse', 'Me'] : ['Taxpayer', 'Spouse'];
  const lines = people.map((person, k) => `${roles[k]}: ${person}${numbers ? `, SSN ${numbers[k]}` : ''}`);
  const rest = pair ? `${after.slice(0, pair.index)}${after.slice(pair.index! + pair[0].length)}` : after;
  // (The names and numbers said once more, one person a line, after the line that said them; there they go.)
  const apart = withCoupleSaidAsUs(text.slice(0, couple.index), rest, lines);
  // ("My social is 472-18-5039 and Tobias's is 472-66-0918": what the writer's spouse has, called by their name.)
  const spouse = roles.indexOf('Spouse');
  return roles.includes('Me') && spouse >= 0 ? apart.replace(new RegExp(String.raw`\b${[first, second][spouse]}['’]s\b(?=\s+(?:is|was|SSN|social|number|W-?2|1099))`, 'gu'), "my spouse's") : apart;
}

/** The two numbers in the order of the two people: as brackets after them say, else as written. */
function ordered(pair: RegExpMatchArray, names: string[]): [string, string] {
  const [, a, ownerA, b, ownerB] = pair;
  const owns = (owner: string | undefined, name: string) => owner !== undefined && name.toLowerCase().startsWith(owner.trim().toLowerCase().replace(/['’]s$/, ''));
  return owns(ownerA, names[1]!) || owns(ownerB, names[0]!) ? [b!, a!] : [a!, b!];
}

/**
 * Which of the two writes (0 or 1), if the text says: "(me)" after a number or a name, "Jolene and I", "the second one
 * is mine", or a signature with the start of one given name ("Des").
 */
function writerOf(text: string, names: string[], pair: RegExpMatchArray | undefined): number | undefined {
  if (pair) {
    const [, , ownerA, , ownerB] = pair;
    if (ownerA && /^(?:me|mine|my own)$/i.test(ownerA.trim())) return 0;
    if (ownerB && /^(?:me|mine|my own)$/i.test(ownerB.trim())) return 1;
  }
  // ("we're filing together, Tobias and me": so is "… and me".)
  const other = names.findIndex((name) => new RegExp(String.raw`\b(?:${name}\s+and\s+(?:I|me)|me\s+and\s+${name})\b`, 'i').test(text));
  if (other >= 0) return 1 - other;
  const mine = text.match(/\b(?:the\s+)?(first|second)(?:\s+one)?\s+(?:one\s+)?is\s+mine\b|\bmine\s+is\s+the\s+(first|second)\b/i);
  if (mine) return /first/i.test(mine[1] ?? mine[2]!) ? 0 : 1;
  const signed = text.trim().split('\n').pop()!.trim().replace(/^[-–—\s]+/, '');
  const signer = /^\p{Lu}\p{Ll}{2,}$/u.test(signed) ? names.findIndex((name) => name.toLowerCase().startsWith(signed.toLowerCase())) : -1;
  return signer >= 0 ? signer : undefined;
}
