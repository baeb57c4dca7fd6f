/**
 * "The firm's address box still says "foobar" from the template. Replace it with 1180 Regent St, …": a sentence
 * names a box, the next one says what to put in "it". Read apart, the value's sentence names nothing; here the
 * line is rewritten so that the box's name keys the value: "… from the template. firm's address: 1180 Regent St, …".
 */

/** A sentence naming "the … box" (or field, or line), then one putting a value in "it". */
const BOX_THEN_IT = /^(.*?\b[Tt]he\s+([\p{L}'’ -]{2,40}?)\s+(?:box|field|blank)\b[^.!?]*[.!?])\s+(?:please\s+|just\s+)?(?:replace|change|update|set|fill|overwrite)\s+(?:it|that|this)\s+(?:in\s+)?(?:with|to)\s+(\S.*)$/iu;

/**
 * "For the skill/learning objective box type the following: Teresa will …": a line that names a box, then says
 * to type what follows its colon there. The box's name keys the value, which may run on over several sentences.
 */
const FOR_BOX_TYPE = /^\s*(?:(?:and|so|also|then)\s+)?(?:for|in|on|under|into)\s+(?:the\s+)?(\p{L}[\p{L}\d '’\/()-]{1,60}?)\s+(?:box|field|section|space|blank|block)\s*,?\s*(?:please\s+|just\s+)?(?:type|put|write|enter|use|fill\s+in)\s+(?:in\s+)?(?:(?:exactly\s+)?(?:the\s+following|this)\s*)?:\s*(\S.*)$/iu;

export function withBoxNamedBefore(line: string): string {
  const m = line.match(BOX_THEN_IT);
  if (m) return `${m[1]} ${m[2]!.trim()}: ${m[3]}`;
  const typed = line.match(FOR_BOX_TYPE);
  return typed ? `${typed[1]!.trim()}: ${typed[2]}` : line;
}
