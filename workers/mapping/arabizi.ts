/**
 * Arabizi (Franco-Arabic): Arabic, most often Egyptian or Levantine, written in Latin letters with digits for the
 * sounds Latin has no letter for ("3" for ain, "7" for haa, "2" for hamza), as many Arab writers chat ("ana mawlood
 * 11/3/1990", "el ZIP ghalat, el sa7 07302", "e3mely check 3ala FLR w ekteby 2"). The English words and the figures
 * carry the form's values; the few Arabic words that say what a value is, that it is wrong or right, or what to
 * tick or write are put in English, and "w" (and) joins a list. Only in a text with enough Arabizi words to be
 * Arabizi.
 */

/** Arabizi words no English text uses: enough distinct ones, and the text is Arabizi. */
const ARABIZI_MARKERS = /(?<![\p{L}\d'’-])(?:ana|enti|enta|ezayek|ezayak|ya3ni|keda|kda|msh|mesh|bas|elly|illi|3ashan|3alashan|tayeb|tab|ba2a|7aga|kol|kan|kanet|fa|da|di|dah|dih|lazem|shokran|ya|fe|fel|men|ma3|3and|sa7|ghalat|mawlood|mawlouda|esmi|ekteb|ekteby|ektebi|matkatbeeh4|matkatbeesh|e3mel|e3mely|e3meli)(?![\p{L}\d'’-])/giu;
const ARABIZI_MARKERS_NEEDED = 8;

/** Arabizi phrases, and the words the readers know for them. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // ("ana mawlood 11/3/1990": I was born on.)
  [/\b(?:ana\s+)?(?:mawlood|mawlouda|mawloud|mawlouda|mwlood)\s+(?:fe\s+|yom\s+)?/giu, 'I was born '],
  // ("el sa7 07302", "el sa7i7 howa …": the right one is.)
  [/\bel\s+(?:sa7|sa7ee7|sa7i7|s7)\b(?:\s+(?:howa|hya|heya))?/giu, 'the right one is'],
  // ("ana katabto 07320 bel ghalat": I wrote it by mistake.)
  [/\bbel\s+ghalat\b/giu, 'by mistake'],
  [/\b(?:katabto|katabtaha|katabt)\b/giu, 'wrote'],
  [/\bghalat\b/giu, 'wrong'],
  // ("e3mely check 3ala FLR w ekteby 2": tick FLR and write 2.)
  [/\be3m[ie]l(?:y|i)?\s+check\s+(?:3ala|3la|ala)\s+/giu, 'tick '],
  [/\bmatkatbeeh(?:4|sh)?\b|\bmatktbhash\b|\bmatkatbeesh\b/giu, "don't write it"],
  [/\bekt[ei]b(?:y|i|o)?\b/giu, 'write'],
  [/\b(?:msh|mesh|mish)\b/giu, 'not'],
  [/(?<![\p{L}\d])w(?=\s+\S)(?![\p{L}\d])/gu, 'and'],
  [/(?<=[.!?]\s+)bas\b/giu, 'But'],
  [/\bbas\b/giu, 'but'],
  // ("el present address = el Default": the article before an English word is "the".)
  [/\b[Ee]l\s+(?=[A-Za-z])(?![23578])/gu, 'the '],
];

/** The text with its Arabizi phrases in English, where it is Arabizi; otherwise the text itself. */
export function withArabiziRead(text: string): string {
  const markers = new Set((text.match(ARABIZI_MARKERS) ?? []).map((word) => word.toLowerCase()));
  // (A digit inside a word, "3amla", "7aga", "ya3ni", is how Arabizi writes Arabic's own sounds.)
  if (markers.size < ARABIZI_MARKERS_NEEDED || !/\b\p{L}+[2357]\p{L}+\b|\b[2357]\p{L}{2,}\b/u.test(text)) return text;
  let out = text;
  for (const [pattern, english] of PHRASES) out = out.replace(pattern, english);
  return out;
}
