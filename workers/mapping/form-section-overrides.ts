/**
 * "((OOC — for the character sheet))", "OOC / for the actual sheet:": a heading that says the lines under it are the
 * ones for the form, after a text above that gives some of the same keys (an in-world poster's "Age: thirty and four,
 * by his own word", then "age: 41 — he lies in the poster"). Read as written, both are the key's values and the first
 * one wins. Here a keyed line above the heading goes when a line under it keys the same thing, a line under it that
 * says its keys are "as in the poster" goes instead, and the part under the heading is read first.
 */

/** The heading of the part that is for the form. */
const FOR_THE_FORM_HEADING = /^[\s(\[*#=~-]*(?:OOC\b[^\n]{0,6}?)?(?:for\s+(?:the\s+)?(?:actual\s+|real\s+)?(?:character\s+)?(?:sheet|form)|(?:actual\s+|real\s+)?sheet\s+(?:stuff|values|info|details))\b[^\n]{0,40}$/i;
/** "    Age: thirty and four", "height / weight: …": a keyed line (1 its key). */
const KEYED_LINE = /^\s*(?:[-*•]\s+)?(\p{L}[\p{L} /+&]{0,60}?)\s*:\s*\S/u;

/** "height / weight", "eyes + skin": the keys a line gives, each in lower case. */
function keysOf(line: string): string[] {
  const key = line.match(KEYED_LINE)?.[1];
  return key ? key.split(/\s*(?:\/|\+|&|\band\b)\s*/).map((k) => k.trim().toLowerCase()).filter((k) => k !== '') : [];
}

/** "as in the poster, those are true", "also true as written": a value that points back to the text above. */
const AS_ABOVE = /^(?:also\s+)?(?:as\s+(?:in|on)\s+the\s+\p{L}+|as\s+(?:written|above|given)|same\s+as\s+(?:the\s+)?\p{L}+|(?:those|these|that|it)\s+(?:are|is)\s+(?:all\s+)?(?:true|right|correct)|(?:also\s+)?true\s+as\s+written)\b/iu;

export function withEarlierKeysYieldingToFormSection(text: string): string {
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => FOR_THE_FORM_HEADING.test(line.trim()));
  if (heading <= 0) return text;
  // (A line under the heading that says its keys are as above keeps the values above, and gives none of its own.)
  const pointsBack = (line: string) => AS_ABOVE.test(line.slice(line.indexOf(':') + 1).trim());
  const below = lines.slice(heading + 1).filter((line) => keysOf(line).length > 0 && !pointsBack(line));
  const keysBelow = new Set(below.flatMap(keysOf));
  if (keysBelow.size === 0) return text;
  const kept = lines.map((line, i) => (i > heading ? !(keysOf(line).length > 0 && pointsBack(line)) : i === heading || !keysOf(line).some((key) => keysBelow.has(key))));
  // (The part for the form is read first, so that where a key of its own and one above name the same box alike,
  // "allies:" below and the poster's "References:", its value is the one taken.)
  const part = (from: number, to: number) => lines.slice(from, to).filter((_, i) => kept[from + i]);
  return [...part(heading, lines.length), '', ...part(0, heading)].join('\n');
}
