/**
 * Hinglish: English mixed with Hindi written in Latin letters, as many Indian writers chat ("Naam: Arjun Mehrotra",
 * "Sheher: Dublin", "State wala box khali kar dena", "French bilkul nahi aati, unke tick hata dena"). The English
 * words carry the form's values; the Hindi keys are put in English, the few phrases that ask for a box to be
 * emptied or unticked are said as the readers know them, and "aur" (and) joins a list. Only in a text with enough
 * Hindi words to be Hinglish.
 */

/** Hindi words no English text uses: enough distinct ones, and the text is Hinglish. */
const HINDI_MARKERS = /(?<![\p{L}'’-])(?:hai|hain|nahi|nahin|kar|karna|dena|mein|bhi|aur|toh|yaar|wala|wali|kya|ka|ki|ke|se|abhi|haan|bilkul|likh|likha|pehle|maine|aati|hoon)(?![\p{L}'’-])/giu;
const HINDI_MARKERS_NEEDED = 6;

/** Hindi keys at a line's start, before its colon, and the English key. */
const KEYS: readonly (readonly [RegExp, string])[] = [
  [/^([ \t]*(?:[-*•][ \t]+)?)naam(?=[ \t]*:)/gimu, '$1Name'],
  [/^([ \t]*(?:[-*•][ \t]+)?)(?:ghar\s+ka\s+)?(?:pata|address)(?=[ \t]*:)/gimu, '$1Home address'],
  [/^([ \t]*(?:[-*•][ \t]+)?)(?:sheher|shehar|shahar|sahar)(?=[ \t]*:)/gimu, '$1City'],
  [/^([ \t]*(?:[-*•][ \t]+)?)desh(?=[ \t]*:)/gimu, '$1Country'],
  [/^([ \t]*(?:[-*•][ \t]+)?)(?:bhashayein|bhashaein|bhashayen|bhasha|bhashaen)(?=[ \t]*:)/gimu, '$1Languages'],
  [/^([ \t]*(?:[-*•][ \t]+)?)(?:umar|umr|umra)(?=[ \t]*:)/gimu, '$1Age'],
  [/^([ \t]*(?:[-*•][ \t]+)?)(?:janam\s+tithi|janamdin|janmdin)(?=[ \t]*:)/gimu, '$1Date of birth'],
];

/** Phrases that ask for a box or a tick to go, and the words the readers know for them. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // ("toh State wala box khali kar dena": the State box, emptied.)
  [/\b(\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*)?)\s+wala\s+box\s+(?:khali|khaali)\s+kar\s+(?:dena|do|dijiye)\b/gu, 'please clear the $1 box'],
  // ("aur doosri line mein Grand Canal Dock likh dena": what to write on the address's second line.)
  [/[\s,;—–-]*\b(?:aur\s+)?(?:doosri|dusri|dūsri)\s+line\s+(?:mein|me|pe)\s+(.+?)\s+likh\s+(?:dena|do|dijiye)\b/giu, '\nAddress line 2: $1'],
  // ("cm mein around 178": in centimetres.)
  [/\b(cm|kg|inch|feet)\s+(?:mein|me)\b/giu, 'in $1'],
  [/\b(?:khali|khaali)\s+kar\s+(?:dena|do|dijiye)\b/giu, 'leave it empty'],
  // ("French bilkul nahi aati, Chinese bhi nahi, unke tick hata dena": those two unticked.)
  [/\b(\p{Lu}\p{L}+)\s+bilkul\s+nahi(?:\s+aati)?/gu, 'no $1'],
  [/\b(\p{Lu}\p{L}+)\s+bhi\s+nahi\b/gu, 'no $1'],
  [/\b(?:unke|uske|iske|inke)?\s*tick\s+hata\s+(?:dena|do|dijiye)\b/giu, 'untick them'],
  [/(?<![\p{L}])aur(?![\p{L}])/giu, 'and'],
  [/(?<![\p{L}])haan(?:\s+hai)?(?![\p{L}])/giu, 'yes'],
];

/** The text with its Hindi keys and phrases in English, where it is Hinglish; otherwise the text itself. */
export function withHinglishRead(text: string): string {
  const markers = new Set((text.match(HINDI_MARKERS) ?? []).map((word) => word.toLowerCase()));
  if (markers.size < HINDI_MARKERS_NEEDED) return text;
  let out = text;
  for (const [pattern, english] of [...KEYS, ...PHRASES]) out = out.replace(pattern, english);
  return out;
}
