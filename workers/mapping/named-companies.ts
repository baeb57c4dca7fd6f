import { escapeRegExp } from './normalize-text.js';

/**
 * Companies a text names without a key: the business a W-9 is for, said as a sentence of its own after "it's for the
 * LLC"; its trade name, said to be the "dba" after it is given; and the requester, named by the word the writer used
 * for whom the form is meant ("can u do that W9 for the brewery?" … "brewery is Saguaro Flats Brewing Co, 415 N …").
 * A name the writer says people know the business by is its trade name too.
 * Each is rewritten as the plain sentence the rest of the reader already knows ("The LLC's legal name is …", "Our dba
 * is …", "The requester is …").
 */

/** A company's name: up to five capitalised words (and joining words) ending in what makes it a company. */
const COMPANY_NAME = String.raw`(?:\p{Lu}[\p{L}&'’.-]*\s+(?:(?:of|and|&|y|de|la)\s+)?){1,5}(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Co\.?|Ltd\.?|LLP|PLLC)`;

/** "its for the LLC not me personal. Two Sisters Smokehouse LLC.": the business, then its name alone. */
const NAME_AFTER_FOR_THE_BUSINESS = new RegExp(String.raw`(\b(?:for|[Ii]t['’]?s|is)\s+the\s+(LLC|company|business|corporation|partnership)\b[^.!?\n]{0,60}[.!?]\s+)(${COMPANY_NAME})(?=[.!?]|\s*$)`, 'gmu');

/** "the name on the side of the truck is Humo y Sal BBQ, thats our dba so put that too": a trade name said so after it. */
const NAME_THEN_SAID_DBA = /\b(?:[Tt]he\s+)?name\s+(?:on|painted on|we use on|over)\s+[^.,\n]{1,40}?\s+is\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|y|de|la|del|and|&)){0,5}),\s*(?:that['’]?s|thats|which is|it['’]?s|its)\s+(?:our|my|the)\s+(dba|d\/b\/a|DBA|trade name)\b[^.\n]*/gu;

/**
 * "The name people know on the street is Teranga Cloth House.", "the name our customers know us by is …": the name the
 * business is known by (1), its trade name.
 */
const NAME_PEOPLE_KNOW = /\b[Tt]he\s+name\s+(?:that\s+)?(?:people|customers|clients|everyone|everybody|folks|the\s+neighbou?rhood|our\s+(?:customers|clients))\s+(?:know|knows|call|calls)\s+(?:us|it|the\s+(?:shop|store|business))?\s*(?:by|as)?\s*(?:on\s+the\s+street|in\s+the\s+(?:market|neighbou?rhood|area|town))?\s+is\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|y|de|la|del|and|&)){0,5})/gu;

/** "can u do that W9 pdf for the brewery??": the word naming whom the W-9 is for. */
const W9_FOR_WHOM = /\bW-?9\b[^.?!\n]{0,40}?\bfor\s+(?:the|my|our)\s+(\p{Ll}{3,20})\b/iu;
/** "fill the W-9 for Cayuga University Press from it": the requester by its name (1). */
const W9_FOR_NAMED = /\bW-?9\b[^.?!\n]{0,40}?\bfor\s+((?:\p{Lu}[\p{L}&'’.-]*\s+(?:(?:of|and|&|for)\s+)?){1,5}\p{Lu}[\p{L}&'’.-]*)/u;
/** Words that name the writer's own side, not a requester. */
const OWN_SIDE = /^(?:llc|company|business|corporation|partnership|firm|shop|truck|store|me|us|job)$/;

/** '"QuietRoom Acoustics" is our trade name (DBA)': a quoted name the writer then calls their trade name. */
const QUOTED_NAME_SAID_DBA = /["“](\p{Lu}[^"”\n]{1,60})["”]\s+is\s+(?:our|my|the)\s+(?:trade\s+name|dba|DBA|d\/b\/a|assumed\s+name)\b(?:\s*\((?:dba|DBA|d\/b\/a)\))?/gu;

/**
 * "Please complete the requester block on the form as follows:" over the requester's name and address, one line each:
 * the block's lines, the last ending in a state and ZIP code.
 */
const REQUESTER_BLOCK_OVER_LINES = /(\brequester(?:['’]s)?\s+(?:block|box|section|name\s+and\s+address)\b[^\n:]{0,60}:[ \t]*)\n((?:[ \t]*\S[^\n]*\n){1,3}[ \t]*\S[^\n]*\b[A-Z]{2}\s+\d{5}(?:-\d{4})?[ \t]*)(?=\n|$)/u;

export function withCompaniesNamed(data: string): string {
  let text = data.replace(NAME_AFTER_FOR_THE_BUSINESS, (whole, lead: string, kind: string, name: string) => `${lead}The ${kind}'s legal name is ${name}`);
  text = text.replace(NAME_THEN_SAID_DBA, (whole, name: string, kind: string) => `Our ${kind.toLowerCase()} is ${name}`);
  text = text.replace(QUOTED_NAME_SAID_DBA, (whole, name: string) => `Our dba is ${name}`);
  text = text.replace(NAME_PEOPLE_KNOW, (whole, name: string) => `Our dba is ${name}`);
  text = text.replace(REQUESTER_BLOCK_OVER_LINES, (whole, lead: string, lines: string) => `${lead}\nrequester: ${lines.split('\n').map((l) => l.trim().replace(/,$/, '')).join(', ')}`);
  return withLegalNameSaidByKind(withRequesterRecordJoined(withRequesterNamedByWhomFor(text)));
}

/** "The legal name is the LLC name.": the name said by the kind of company (1) it is. */
const NAME_IS_THE_KINDS = /\b((?:legal|business|company|entity)\s+name\s+is\s+)(?:the|our)\s+(LLC|company|corporation|partnership)(?:['’]s)?\s+name\b/giu;
/** A company's name within one line ("… LLC" over "SIERRA BEE LLC" is two names). */
const COMPANY_NAME_ON_ONE_LINE = new RegExp(COMPANY_NAME.replace(/\\s\+/g, '[ \\t]+'), 'gu');
const KIND_ENDING: Record<string, RegExp> = { llc: /(?:LLC|L\.L\.C\.)$/i, corporation: /(?:Inc\.?|Corp\.?)$/i, partnership: /(?:LP|LLP)$/i, company: /./ };

/**
 * "The legal name is the LLC name." over the LLC's name in its signature, its filed form and the IRS's letter: the
 * company of that kind the text names most often, so the sentence names it ("… is Sierra Foothill Pollination
 * LLC"). Its name as written with capitals and small letters where the text has it so. Where two are named as often,
 * the sentence stays as it is.
 */
function withLegalNameSaidByKind(text: string): string {
  return text.replace(NAME_IS_THE_KINDS, (whole, lead: string, kind: string) => {
    const names = [...text.matchAll(COMPANY_NAME_ON_ONE_LINE)].map((m) => m[0].replace(/^(?:The|Our|For|At|From|To)\s+/, '')).filter((name) => KIND_ENDING[kind.toLowerCase()]!.test(name));
    const counts = new Map<string, string[]>();
    for (const name of names) counts.set(name.toLowerCase(), [...(counts.get(name.toLowerCase()) ?? []), name]);
    const ranked = [...counts.values()].sort((a, b) => b.length - a.length);
    if (ranked.length === 0 || (ranked.length > 1 && ranked[1]!.length === ranked[0]!.length)) return whole;
    return `${lead}${ranked[0]!.find((name) => /\p{Ll}/u.test(name)) ?? ranked[0]![0]}`;
  });
}

/**
 * "client name: Cayuga University Press" over "client addr: Accounts Payable, 512 E. State St., …" after "fill the W-9
 * for Cayuga University Press": a record's name and address of the one the W-9 is for, the requester's.
 */
function withRequesterRecordJoined(text: string): string {
  const name = text.match(W9_FOR_NAMED)?.[1]?.trim();
  if (!name) return text;
  const record = new RegExp(String.raw`^([\p{L} ]{1,20}?)\s+name:\s*${escapeRegExp(name)}[ \t]*\n\1\s+addr(?:ess)?:\s*(\S[^\n]*\d{5}[^\n]*)$`, 'mu');
  return text.replace(record, (_whole, _party: string, address: string) => `requester: ${name}, ${address.trim()}`);
}

/** "brewery is Saguaro Flats Brewing Co, 415 N 4th Ave, …" after "W9 … for the brewery": the requester and its address. */
function withRequesterNamedByWhomFor(text: string): string {
  const forWhom = text.match(W9_FOR_WHOM);
  const word = forWhom?.[1]?.toLowerCase();
  if (!forWhom || !word || OWN_SIDE.test(word)) return text;
  const after = forWhom.index! + forWhom[0].length;
  const named = new RegExp(String.raw`(^|[.!?]\s+|\n)(?:[Tt]he\s+)?${word}\s+is\s+(?=\p{Lu}[^\n]*\b\d{5}\b)`, 'u');
  const rest = text.slice(after);
  return text.slice(0, after) + rest.replace(named, '$1The requester is ');
}
