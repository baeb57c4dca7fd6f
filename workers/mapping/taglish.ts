/**
 * Taglish: English mixed with Tagalog, as Filipino families chat ("full name mo ulit?", "oo, 9021 Fondren Rd …",
 * "pakidate mo na lang ng 08/12/2025"). The English words carry the form's values; the Tagalog ones around them
 * are particles and pronouns the readers would take for part of a key. In a text that has enough of them to be
 * Taglish, they are dropped, and the few that mean something the readers know are put in English.
 */

/** Tagalog words no English text uses: enough distinct ones, and the text is Taglish. */
const TAGALOG_MARKERS = /(?<![\p{L}'’-])(?:po|naman|yung|ung|diba|kasi|sige|lang|namin|natin|siya|ikaw|ako|kami|tapos|salamat|ulit|pinsan|daw|nga|ito|bukas|sabi)(?![\p{L}'’-])/giu;
const TAGALOG_MARKERS_NEEDED = 4;

/**
 * Particles and pronouns around the English words: "mo" (your), "na lang" (just), "ng", "po", "ha", "ulit" (again).
 * Lower case only: "PO Box 2291" is a post-office box.
 */
const PARTICLES = /(?<![\p{L}'’-])(?:mo|po|naman|ulit|ha|lang|na|ng|nga|daw|diba|di ba|ba)(?![\p{L}'’-])/gu;

/** "pakidate", "paki-fill": "paki-" asks a favour of a verb: "please date". (A fixed list: "Pakistan" is a place.) */
const PLEASE_PREFIX = /(?<![\p{L}])paki-?(date|fill|sign|send|type|check|print|update|change|put|write|email|mail|lagay)(?![\p{L}])/giu;

/** "oo, 9021 Fondren Rd …", "oo." : Tagalog's yes. */
const YES_WORD = /(?<![\p{L}])oo(?=[,.!]|\s+(?:\p{Lu}|\d))/gu;

/** "yung old address yung sa Fondren?": "yung" (the) before a thing, "yung sa X" (the one at X) pointing at it. */
const THE_ONE_AT = /(?<![\p{L}])(?:yung|ung|ang)\s+sa\s+\p{Lu}[\p{L}'’-]*/gu;
const THE_WORD = /(?<![\p{L}])(?:yung|ung|ang)(?![\p{L}])/giu;

/** "gawin na lang nating $25" (let's just make it $25): a value changed, said as English says it. */
const MAKE_IT = /(?<![\p{L}])(?:gawin|gawing|gawin\s+mo)\s+(?:na\s+)?(?:lang\s+)?(?:natin|nating|namin|naming|mo|mong)?\s*(?=[$₱]?\d)/giu;

/** "Pero pwede po ba extra withholding na $20 …?" (but can I have …?): something asked for, said as English asks it. */
const CAN_I_HAVE = /(?<![\p{L}])(?:([Pp]ero)\s+)?[Pp]wede\s+(?:po\s+)?ba\s+(?=\p{Ll})/gu;

/** The text with its Tagalog particles dropped, where it is Taglish; otherwise the text itself. */
export function withTaglishParticlesDropped(text: string): string {
  const markers = new Set((text.match(TAGALOG_MARKERS) ?? []).map((word) => word.toLowerCase()));
  if (markers.size < TAGALOG_MARKERS_NEEDED) return text;
  return text
    .replace(MAKE_IT, 'make it ')
    .replace(CAN_I_HAVE, (_, but: string | undefined) => `${but ? 'But c' : 'C'}an I have `)
    .replace(PLEASE_PREFIX, 'please $1')
    .replace(YES_WORD, 'yes')
    .replace(THE_ONE_AT, '')
    .replace(THE_WORD, 'the')
    .replace(PARTICLES, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([?,.!])/g, '$1');
}
